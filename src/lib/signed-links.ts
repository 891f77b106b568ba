// Server code only (the token secret). One way to sign the links the site mails to visitors:
// confirm a subscription, verify an account, cancel an event seat, unsubscribe.
import { createToken, verifyToken, type TokenFailureReason } from '@/lib/tokens'
import { serverUrl } from '@/utilities/server-url'

/** How long a mailed link works, by default: a week (a reader may open the mail days later). */
const SIGNED_LINK_TTL_SECONDS = 7 * 24 * 60 * 60

/**
 * What a link does and to whom, e.g. `('newsletter-confirm', subscriberId)`. The purpose and the
 * subject are both signed, so a token for one subscriber never works for another, nor for another
 * purpose. Subjects are ids or other values without `|`.
 */
function scope(purpose: string, subject: string | number): string {
  const text = String(subject)
  if (!/^[a-z][a-z0-9-]{0,60}$/.test(purpose)) throw new Error(`Bad link purpose: ${purpose}`)
  if (text === '' || text.includes('|')) throw new Error('A signed link needs a subject.')
  return `link|${purpose}|${text}`
}

export function signLinkToken(
  purpose: string,
  subject: string | number,
  opts: { ttlSeconds?: number; now?: number } = {},
): string {
  return createToken(scope(purpose, subject), {
    ttlSeconds: opts.ttlSeconds ?? SIGNED_LINK_TTL_SECONDS,
    now: opts.now,
  })
}

export type LinkCheck = { ok: true } | { ok: false; reason: TokenFailureReason }

export function checkLinkToken(
  token: unknown,
  purpose: string,
  subject: string | number,
  opts: { now?: number } = {},
): LinkCheck {
  const verified = verifyToken(token, scope(purpose, subject), opts)
  return verified.ok ? { ok: true } : { ok: false, reason: verified.reason }
}

/**
 * An absolute link on this site carrying the subject (`id`) and its token (`token`), e.g.
 * `signedLink('/newsletter/confirm', 'newsletter-confirm', 12)`.
 */
export function signedLink(
  path: string,
  purpose: string,
  subject: string | number,
  opts: { ttlSeconds?: number; now?: number; params?: Record<string, string> } = {},
): string {
  const url = new URL(path, `${serverUrl()}/`)
  for (const [name, value] of Object.entries(opts.params ?? {})) url.searchParams.set(name, value)
  url.searchParams.set('id', String(subject))
  url.searchParams.set('token', signLinkToken(purpose, subject, opts))
  return url.toString()
}
