/**
 * An unverified account's owner who logs in with the right password gets the answer of a wrong
 * password (the login cannot tell the account's state to whoever knows a password) and, in the
 * inbox, a fresh verification link: its first one may be lost. Limited with registration's
 * per-e-mail rule (`register`, shared: the verification mails of one inbox count together).
 */
import 'server-only'

import type { Payload } from 'payload'

import { consumeRateLimit } from '@/lib/rate-limit'

import { verifyMail } from './mails'
import { queueAccountMail } from './queue-mail'

export async function mailVerificationAgain(
  payload: Payload,
  visitor: { id: number; email: string; locale?: string | null },
): Promise<void> {
  const limited = await consumeRateLimit('register', { email: visitor.email })
  if (!limited.ok) return
  const locale = visitor.locale === 'en' ? 'en' : 'ka'
  await queueAccountMail(payload, visitor.id, [verifyMail(visitor.email, visitor.id, locale)])
}
