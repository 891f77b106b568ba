/**
 * The newsletter's mails: each one carries a signed one-click unsubscribe link and header, and no
 * text a visitor wrote (the address may not be the sender's: names stay in the admin).
 */
import type { OutgoingMail } from '@/features/mail'
import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/locales'
import { signedLink } from '@/lib/signed-links'

import { fill, newsletterStrings } from '../messages'

export const CONFIRM_PURPOSE = 'newsletter-confirm'
export const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe'
/** An unsubscribe link must keep working for as long as the reader keeps the mail: ten years. */
const UNSUBSCRIBE_TTL_SECONDS = 10 * 365 * 24 * 60 * 60

export function confirmLink(linkKey: string, locale: Locale): string {
  return signedLink(localizePath('/newsletter/confirm', locale), CONFIRM_PURPOSE, linkKey)
}

/** The page with the unsubscribe button (what the mail's text links to). */
function unsubscribePageLink(linkKey: string, locale: Locale): string {
  return signedLink(localizePath('/newsletter/unsubscribe', locale), UNSUBSCRIBE_PURPOSE, linkKey, {
    ttlSeconds: UNSUBSCRIBE_TTL_SECONDS,
  })
}

/** RFC 8058's one-click URL (what `List-Unsubscribe` names): a POST unsubscribes at once. */
function oneClickLink(linkKey: string, locale: Locale): string {
  return signedLink(
    localizePath('/newsletter/unsubscribe/one-click', locale),
    UNSUBSCRIBE_PURPOSE,
    linkKey,
    { ttlSeconds: UNSUBSCRIBE_TTL_SECONDS },
  )
}

/** The headers of every newsletter mail (RFC 2369 and RFC 8058). */
function unsubscribeHeaders(linkKey: string, locale: Locale): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickLink(linkKey, locale)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The confirmation (double opt-in) or, for single opt-in lists, the welcome mail. */
export function signupMail(opts: {
  to: string
  linkKey: string
  locale: Locale
  doubleOptIn: boolean
}): OutgoingMail {
  const t = newsletterStrings(opts.locale)
  const main = opts.doubleOptIn
    ? fill(t.confirmBody, { confirm: confirmLink(opts.linkKey, opts.locale) })
    : t.welcomeBody
  const footer = fill(t.unsubscribeFooter, {
    unsubscribe: unsubscribePageLink(opts.linkKey, opts.locale),
  })
  return {
    kind: opts.doubleOptIn ? 'newsletter-confirm' : 'newsletter-welcome',
    to: opts.to,
    subject: opts.doubleOptIn ? t.confirmSubject : t.welcomeSubject,
    text: `${main}\n\n-- \n${footer}\n`,
    headers: unsubscribeHeaders(opts.linkKey, opts.locale),
  }
}

/**
 * To an address already subscribed that someone signs up again: the sign-up's answer is the same
 * whatever the address's state (no "Member Exists"), so its owner learns here that nothing changed,
 * and can leave with the link. The `newsletter` limit per e-mail bounds how often it goes.
 */
export function alreadySubscribedMail(opts: {
  to: string
  linkKey: string
  locale: Locale
}): OutgoingMail {
  const t = newsletterStrings(opts.locale)
  const footer = fill(t.unsubscribeFooter, {
    unsubscribe: unsubscribePageLink(opts.linkKey, opts.locale),
  })
  return {
    kind: 'newsletter-already-subscribed',
    to: opts.to,
    subject: t.alreadySubject,
    text: `${t.alreadyBody}\n\n-- \n${footer}\n`,
    headers: unsubscribeHeaders(opts.linkKey, opts.locale),
  }
}
