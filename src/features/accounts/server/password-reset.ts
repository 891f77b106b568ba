/**
 * Forgotten passwords: a mailed link signed for the account and the tail of its current password
 * hash (so it stops working once the password changes), and setting the new password from it.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { checkLinkToken } from '@/lib/signed-links'
import { isEmail } from '@/lib/validation/email'

import { VISITORS_SLUG } from '../collections/Visitors/config'
import { passwordProblem } from '../model/password-strength'
import { RESET_PURPOSE, resetMail } from './mails'
import { queueAccountMail } from './queue-mail'
import { parsePositiveId } from '@/lib/ids'

function hashTailOf(hash: unknown): string {
  return typeof hash === 'string' ? hash.slice(-16) : 'none'
}

/** Mails a reset link when `email` has a verified account; says nothing either way. */
export async function requestPasswordReset(
  payload: Payload,
  email: string,
  locale: Locale,
): Promise<void> {
  if (!isEmail(email)) return
  const found = await payload.find({
    collection: VISITORS_SLUG,
    where: { email: { equals: email } },
    showHiddenFields: true,
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const visitor = found.docs[0]
  if (!visitor?.verified) return
  const tail = hashTailOf((visitor as { hash?: unknown }).hash)
  await queueAccountMail(payload, visitor.id, [
    resetMail(visitor.email, visitor.id, tail, visitor.locale === 'en' ? 'en' : locale),
  ])
}

export type ResetResult = 'done' | 'invalid' | 'weak'

/** Sets a new password from a reset link (`subject` is `{id}.{hash tail}`, the link's `id`). */
export async function resetPassword(
  payload: Payload,
  subject: string,
  token: string,
  password: string,
): Promise<ResetResult> {
  const [rawId, tail, extra] = subject.split('.')
  const id = parsePositiveId(rawId)
  if (id === null || !tail || extra !== undefined) return 'invalid'
  if (!checkLinkToken(token, RESET_PURPOSE, subject).ok) return 'invalid'
  if (password.length > 200 || passwordProblem(password)) return 'weak'
  const visitor = await payload.findByID({
    collection: VISITORS_SLUG,
    id,
    showHiddenFields: true,
    depth: 0,
    disableErrors: true,
  })
  if (!visitor || hashTailOf((visitor as { hash?: unknown }).hash) !== tail) return 'invalid'
  // Following the link proves the address, so the account counts as verified from here on.
  await payload.update({
    collection: VISITORS_SLUG,
    id,
    data: { password, verified: true },
    depth: 0,
  })
  return 'done'
}
