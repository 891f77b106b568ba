/**
 * The verification link: the account is verified once, only by its own link, and only by the POST
 * of the page's button. Opening the link (a GET, which mail scanners and link previews make too)
 * verifies nothing: otherwise whoever registered someone else's address, with a password of their
 * choosing, would have the account verified by that inbox's scanner.
 */
import 'server-only'

import type { Payload } from 'payload'

import { checkLinkToken } from '@/lib/signed-links'

import { VISITORS_SLUG } from '../collections/Visitors/config'
import { VERIFY_PURPOSE } from './mails'
import { parsePositiveId } from '@/lib/ids'

export type VerifyResult = 'verified' | 'invalid' | 'expired'

/** What a link would do, without doing it: `pending` (the page shows the button) or why not. */
export async function checkVerifyLink(
  payload: Payload,
  rawId: unknown,
  token: unknown,
): Promise<VerifyResult | 'pending'> {
  const found = await linkedVisitor(payload, rawId, token)
  if (typeof found === 'string') return found
  return found.verified ? 'verified' : 'pending'
}

async function linkedVisitor(payload: Payload, rawId: unknown, token: unknown) {
  const id = parsePositiveId(rawId)
  if (id === null) return 'invalid' as const
  const check = checkLinkToken(token, VERIFY_PURPOSE, id)
  if (!check.ok) return check.reason === 'expired' ? ('expired' as const) : ('invalid' as const)
  const visitor = await payload.findByID({
    collection: VISITORS_SLUG,
    id,
    depth: 0,
    disableErrors: true,
  })
  // A deleted account's link leads nowhere.
  return visitor ?? ('invalid' as const)
}

/** The button's POST: verifies the account of a good link. */
export async function verifyVisitor(
  payload: Payload,
  rawId: unknown,
  token: unknown,
): Promise<VerifyResult> {
  const visitor = await linkedVisitor(payload, rawId, token)
  if (typeof visitor === 'string') return visitor
  const id = visitor.id
  if (!visitor.verified) {
    await payload.update({
      collection: VISITORS_SLUG,
      id,
      data: { verified: true, verifiedAt: new Date().toISOString() },
      depth: 0,
    })
  }
  return 'verified'
}
