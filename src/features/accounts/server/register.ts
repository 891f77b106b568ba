/**
 * Visitor registration (`stm_custom_register`), behind the admin-ajax action and the
 * no-JavaScript form alike. Where the theme mailed the new user's password in clear text and told
 * taken e-mails apart, this creates an unverified account, mails a signed verification link and
 * never a password, and answers a taken e-mail exactly as a new one (its owner gets a mail instead).
 *
 * Exactly, in time too: once the request has passed its checks, both paths do the same work in the
 * same order: the password's hash (600,000 rounds of PBKDF2, the bulk of the time), one write of
 * the account row (`insertAccountOnce`: a new row, or the taken one written again unchanged) and
 * one queued mail. Only then does the answer go.
 */
import 'server-only'

import type { Payload } from 'payload'

import { readSpamSignals, scoreSpam, type SpamVerdict } from '@/features/spam'
import type { Locale } from '@/i18n/locales'
import { consumeRateLimit } from '@/lib/rate-limit'
import { tooManyAttemptsMessage } from '@/i18n/too-many-attempts'

import { accountStrings } from '../messages'
import type { RegisterAnswer } from '../model/fields'
import { checkRegisterValues, readRegisterValues } from '../model/validate'
import { insertAccountOnce } from './create-account'
import { existsMail, verifyMail } from './mails'
import { hashPassword } from './password-hash'
import { queueAccountMail } from './queue-mail'

export interface RegisterRequest {
  /** The posted fields (the theme's names plus the spam module's hidden fields). */
  formData: FormData
  locale: Locale
  userAgent: string
  channel: 'rest' | 'no-js'
}

export type RegisterOutcome =
  | { kind: 'invalid'; answer: RegisterAnswer }
  | { kind: 'limited'; answer: RegisterAnswer; retryAfterSeconds: number }
  | { kind: 'spam'; answer: RegisterAnswer; verdict: SpamVerdict }
  | { kind: 'accepted'; answer: RegisterAnswer }

export async function registerVisitor(
  payload: Payload,
  request: RegisterRequest,
): Promise<RegisterOutcome> {
  const t = accountStrings(request.locale)
  const get = (name: string) => {
    const value = request.formData.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const values = readRegisterValues(get)
  const check = checkRegisterValues(values)
  if (Object.keys(check.errors).length) {
    const message =
      check.password === 'short' || check.password === 'empty'
        ? t.passwordShort
        : check.password
          ? t.passwordCommon
          : t.fixFields
    return {
      kind: 'invalid',
      answer: { errors: check.errors, message },
    }
  }

  // Per e-mail (the dispatcher counted the client address): one inbox is not mailed without end.
  const limited = await consumeRateLimit('register', { email: values.email })
  if (!limited.ok) {
    return {
      kind: 'limited',
      retryAfterSeconds: limited.retryAfterSeconds,
      answer: {
        errors: {},
        message: tooManyAttemptsMessage(request.locale, limited.retryAfterSeconds, limited.key),
      },
    }
  }

  const verdict = scoreSpam(
    readSpamSignals(request.formData, {
      texts: [values.nickname, values.link, values.address].filter(Boolean),
      userAgent: request.userAgent,
      channel: request.channel,
    }),
  )
  if (verdict.spam) return { kind: 'spam', verdict, answer: { errors: {}, message: t.spam } }

  const { hash, salt } = await hashPassword(values.password)
  const account = await insertAccountOnce(payload, {
    email: values.email,
    hash,
    salt,
    nickname: values.nickname,
    link: values.link,
    address: values.address,
    locale: request.locale,
  })
  // A taken address: its owner hears of it in the account's language; the account is unchanged.
  // An unverified one gets a fresh link (its first mail may have been lost). No mail carries what
  // the visitor typed: the address is not confirmed.
  const mail =
    account.created || !account.verified
      ? verifyMail(values.email, account.id, account.created ? request.locale : account.locale)
      : existsMail(values.email, account.locale)
  await queueAccountMail(payload, account.id, [mail])
  return { kind: 'accepted', answer: { errors: {}, message: t.checkEmail } }
}
