/**
 * The mails of visitor accounts: texts from the catalogue, links signed, never a password, and
 * nothing a visitor wrote (a mail goes to whatever address was typed).
 */
import 'server-only'

import type { OutgoingMail } from '@/features/mail'
import { localizePath, type Locale } from '@/i18n/locales'
import { signedLink } from '@/lib/signed-links'
import { serverUrl } from '@/utilities/server-url'

import { accountStrings, fillText } from '../messages'

export const VERIFY_PURPOSE = 'account-verify'
export const RESET_PURPOSE = 'account-reset'
/** A reset link works for an hour: it is as good as the password while it lives. */
const RESET_LINK_TTL_SECONDS = 60 * 60

export const verifyPath = (locale: Locale) => localizePath('/account/verify', locale)
export const resetPath = (locale: Locale) => localizePath('/account/reset', locale)
export const accountPath = (locale: Locale) => localizePath('/account', locale)

/**
 * The verification link. Its address is not confirmed yet (anyone can type any address into the
 * form), so the mail carries nothing the visitor wrote: no nickname, only catalogue text and link.
 */
export function verifyMail(to: string, id: number, locale: Locale): OutgoingMail {
  const t = accountStrings(locale)
  const link = signedLink(verifyPath(locale), VERIFY_PURPOSE, id)
  return {
    kind: 'account-verify',
    to,
    subject: t.verifyMailSubject,
    text: fillText(t.verifyMailBody, { link }),
  }
}

/** To the owner of an e-mail someone tried to register again: nothing changed, how to reset. */
export function existsMail(to: string, locale: Locale): OutgoingMail {
  const t = accountStrings(locale)
  const link = `${serverUrl()}${accountPath(locale)}#forgot`
  return {
    kind: 'account-exists',
    to,
    subject: t.existsMailSubject,
    text: fillText(t.existsMailBody, { link }),
  }
}

/**
 * The reset link is signed for the account and its current password hash's tail: once the
 * password changes, every earlier link stops working.
 */
export function resetMail(to: string, id: number, hashTail: string, locale: Locale): OutgoingMail {
  const t = accountStrings(locale)
  const link = signedLink(resetPath(locale), RESET_PURPOSE, `${id}.${hashTail}`, {
    ttlSeconds: RESET_LINK_TTL_SECONDS,
  })
  return {
    kind: 'account-reset',
    to,
    subject: t.resetMailSubject,
    text: fillText(t.resetMailBody, { link }),
  }
}
