/**
 * Visitor registration (`stm_custom_register`), behind the admin-ajax action and the
 * no-JavaScript form alike. Where the theme mailed the new user's password in clear text and told
 * taken e-mails apart, this creates an unverified account, mails a signed verification link and
 * never a password, and answers a taken e-mail exactly as a new one (its owner gets a mail instead).
 */
import 'server-only'

import { pbkdf2, randomBytes } from 'node:crypto'

import { ValidationError, type Payload } from 'payload'

import { readSpamSignals, scoreSpam, type SpamVerdict } from '@/features/spam'
import type { Locale } from '@/i18n/locales'
import { consumeRateLimit } from '@/lib/rate-limit'

import { VISITORS_SLUG } from '../collections/Visitors/config'
import { accountStrings, fillText } from '../messages'
import type { RegisterAnswer } from '../model/fields'
import { checkRegisterValues, readRegisterValues } from '../model/validate'
import { existsMail, verifyMail } from './mails'
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

// A new account costs a password hash (600k rounds of PBKDF2); a taken e-mail costs the same, so
// the time of the answer does not tell them apart either.
const DUMMY_SALT = randomBytes(32).toString('hex')
function hashLikePayload(password: string): Promise<void> {
  return new Promise((resolve) =>
    pbkdf2(password, DUMMY_SALT, 600_000, 32, 'sha256', () => resolve()),
  )
}

function isDuplicateEmail(error: unknown): boolean {
  if (error instanceof ValidationError) {
    return error.data.errors.some((e) => e.path === 'email')
  }
  return false
}

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
    const minutes = Math.max(1, Math.ceil(limited.retryAfterSeconds / 60))
    return {
      kind: 'limited',
      retryAfterSeconds: limited.retryAfterSeconds,
      answer: { errors: {}, message: fillText(t.tooMany, { minutes }) },
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

  const accepted: RegisterOutcome = {
    kind: 'accepted',
    answer: { errors: {}, message: t.checkEmail },
  }
  const existing = await payload.find({
    collection: VISITORS_SLUG,
    where: { email: { equals: values.email } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const found = existing.docs[0]
  if (found) {
    await hashLikePayload(values.password)
    await mailExisting(payload, found, request.locale)
    return accepted
  }
  let created: { id: number; email: string; nickname: string }
  try {
    created = await payload.create({
      collection: VISITORS_SLUG,
      data: {
        email: values.email,
        password: values.password,
        nickname: values.nickname,
        link: values.link || undefined,
        address: values.address || undefined,
        locale: request.locale,
        verified: false,
        consentAt: new Date().toISOString(),
      },
      depth: 0,
    })
  } catch (error) {
    // Two registrations of one e-mail at once: the second is a taken e-mail like any other.
    if (!isDuplicateEmail(error)) throw error
    const again = await payload.find({
      collection: VISITORS_SLUG,
      where: { email: { equals: values.email } },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    if (again.docs[0]) await mailExisting(payload, again.docs[0], request.locale)
    return accepted
  }
  await queueAccountMail(payload, created.id, [
    verifyMail(created.email, created.nickname, created.id, request.locale),
  ])
  return accepted
}

/**
 * A taken e-mail: an unverified account gets a fresh verification link (its first mail may have
 * been lost), a verified one a note that someone tried. The account itself is never changed.
 */
async function mailExisting(
  payload: Payload,
  visitor: { id: number; email: string; nickname: string; verified?: boolean | null },
  locale: Locale,
): Promise<void> {
  const mail = visitor.verified
    ? existsMail(visitor.email, locale)
    : verifyMail(visitor.email, visitor.nickname, visitor.id, locale)
  await queueAccountMail(payload, visitor.id, [mail])
}
