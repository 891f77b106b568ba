/**
 * Signing up for a newsletter list, shared by the ElementsKit REST call, its admin-ajax alias and
 * the form posted without JavaScript. Checks run cheapest first: rate limit per address, the
 * e-mail address, rate limit per e-mail, the list, the spam module; then the subscriber and its
 * mail are stored together (`insertWithMail`). Nothing is stored or sent on any refusal.
 *
 * The answer says nothing of the address's state: on a double opt-in list it is `pending` for a
 * new, pending, subscribed or unsubscribed address alike (`subscribed` on a single opt-in list),
 * so the call cannot tell who is subscribed. The mail says what happened, to the inbox's owner
 * only: a confirmation link (new, pending again, back after unsubscribing), or a note that the
 * address is already subscribed (with its unsubscribe link). No mail carries what the visitor typed.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { insertWithMail, queueMail, type OutgoingMail } from '@/features/mail'
import { readSpamSignals, scoreSpam } from '@/features/spam'
import { isLocale, type Locale } from '@/i18n/locales'
import { consumeRateLimit } from '@/lib/rate-limit'
import { isEmail } from '@/lib/validation'
import type { NewsletterList, Subscriber } from '@/payload-types'
import { tooManyAttemptsMessage, type LimitedBy } from '@/i18n/too-many-attempts'
import { parsePositiveId } from '@/lib/ids'

import { newsletterStrings } from '../messages'
import { FIELD_MAX_CHARS, NEWSLETTER_FIELDS } from '../model/status'
import { alreadySubscribedMail, signupMail } from './mails'

export interface SignupInput {
  /** The list id as posted (`listed`). */
  listed: string | null | undefined
  /** Every posted field (names as ElementsKit's form posts them, plus the spam fields). */
  fields: FormData
  locale: Locale
  channel: 'rest' | 'no-js'
  ip?: string
  userAgent: string
  /** The page the form was on, when known (consent record). */
  page?: string
}

export type SignupOutcome =
  /** What the list's opt-in says, whatever the address's state; `mailed` when a mail was queued. */
  | { kind: 'pending' | 'subscribed'; mailed: boolean }
  | { kind: 'invalid-email' | 'unknown-list' | 'spam' }
  /** `message`: the visitor's answer (too many attempts, and when to try again). */
  | { kind: 'rate-limited'; retryAfterSeconds: number; message: string }

function refused(
  locale: Locale,
  limited: { retryAfterSeconds: number; key: LimitedBy },
): SignupOutcome {
  const { retryAfterSeconds, key } = limited
  const message = tooManyAttemptsMessage(locale, retryAfterSeconds, key)
  return { kind: 'rate-limited', retryAfterSeconds, message }
}

function text(fields: FormData, name: string, max: number): string {
  const value = fields.get(name)
  return typeof value === 'string' ? value.trim().slice(0, max) : ''
}

async function findList(payload: Payload, id: number | null): Promise<NewsletterList | null> {
  if (id === null) return null
  const found = await payload.find({
    collection: 'newsletter-lists',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (found.docs[0] as NewsletterList | undefined) ?? null
}

async function findSubscriber(
  payload: Payload,
  listId: number,
  email: string,
): Promise<Subscriber | null> {
  const found = await payload.find({
    collection: 'subscribers',
    where: { and: [{ list: { equals: listId } }, { email: { equals: email } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (found.docs[0] as Subscriber | undefined) ?? null
}

const forwarded = (list: NewsletterList) =>
  Boolean(list.mailchimpApiKey && list.mailchimpAudienceId)

const isUniqueViolation = (error: unknown): boolean =>
  /unique|duplicate/i.test(
    `${error instanceof Error ? error.message : ''} ${(error as { cause?: Error })?.cause?.message ?? ''} ${(error as { code?: string })?.code ?? ''}`,
  ) || (error as { code?: string })?.code === '23505'

export async function signUp(payload: Payload, input: SignupInput): Promise<SignupOutcome> {
  const byAddress = await consumeRateLimit('newsletter', { ip: input.ip })
  if (!byAddress.ok) return refused(input.locale, byAddress)

  const email = text(input.fields, NEWSLETTER_FIELDS.email, FIELD_MAX_CHARS.email + 1).toLowerCase()
  if (email.length > FIELD_MAX_CHARS.email || !isEmail(email)) return { kind: 'invalid-email' }
  const byEmail = await consumeRateLimit('newsletter', { email })
  if (!byEmail.ok) return refused(input.locale, byEmail)

  const list = await findList(payload, parsePositiveId(input.listed?.trim()))
  if (!list) return { kind: 'unknown-list' }

  const firstName = text(input.fields, NEWSLETTER_FIELDS.firstName, FIELD_MAX_CHARS.name)
  const lastName = text(input.fields, NEWSLETTER_FIELDS.lastName, FIELD_MAX_CHARS.name)
  const phone = text(input.fields, NEWSLETTER_FIELDS.phone, FIELD_MAX_CHARS.phone)
  const verdict = scoreSpam(
    readSpamSignals(input.fields, {
      texts: [email, firstName, lastName, phone],
      userAgent: input.userAgent,
      channel: input.channel,
    }),
  )
  if (verdict.spam) return { kind: 'spam' }

  const doubleOptIn = list.doubleOptIn !== false
  const status = doubleOptIn ? 'pending' : 'subscribed'
  const now = new Date().toISOString()
  const consent = {
    consent_at: now,
    consent_ip: input.ip ?? null,
    consent_page: input.page ? input.page.slice(0, FIELD_MAX_CHARS.page) : null,
    consent_text: newsletterStrings(input.locale).consent,
  }
  const existing = await findSubscriber(payload, list.id, email)
  const mailSubscriber = (subscriberId: number, mail: OutgoingMail) =>
    queueMail(payload, { collection: 'subscribers', id: subscriberId }, [mail], now)
  if (existing?.status === 'subscribed') {
    // Nothing changes; the owner hears of it (the answer is the one a new address gets).
    const locale = isLocale(existing.locale) ? existing.locale : input.locale
    await mailSubscriber(
      existing.id,
      alreadySubscribedMail({ to: email, linkKey: existing.linkKey, locale }),
    )
    return { kind: status, mailed: true }
  }
  if (existing?.status === 'pending' && doubleOptIn) {
    // Asked again before confirming (the first mail lost or late): a link for the same key once
    // more (freshly signed, so its expiry starts again), and every mail sent keeps working; the
    // per-e-mail limit above bounds how often.
    await mailSubscriber(
      existing.id,
      signupMail({ to: email, linkKey: existing.linkKey, locale: input.locale, doubleOptIn: true }),
    )
    return { kind: status, mailed: true }
  }

  const linkKey = randomBytes(18).toString('base64url')
  const mail = signupMail({ to: email, linkKey, locale: input.locale, doubleOptIn })
  if (existing) {
    // Back after unsubscribing (or pending on a list now single opt-in): a fresh consent, a fresh
    // link key (old links stop working).
    await payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: {
        status,
        linkKey,
        locale: input.locale,
        firstName: firstName || existing.firstName,
        lastName: lastName || existing.lastName,
        phone: phone || existing.phone,
        consent: {
          at: now,
          ip: consent.consent_ip,
          page: consent.consent_page,
          text: consent.consent_text,
        },
        confirmedAt: doubleOptIn ? null : now,
        unsubscribedAt: null,
        // Subscribed at once (single opt-in): forwarded to Mailchimp now, when the list has a key.
        ...(status === 'subscribed' && forwarded(list)
          ? { mailchimp: { state: 'queued', attempts: 0, nextAttemptAt: now } }
          : {}),
      },
      overrideAccess: true,
    })
    await mailSubscriber(existing.id, mail)
    return { kind: status, mailed: true }
  }
  try {
    await insertWithMail(payload, {
      table: 'subscribers',
      source: 'subscribers',
      row: {
        email,
        list: list.id,
        firstName: firstName || null,
        lastName: lastName || null,
        phone: phone || null,
        status,
        locale: input.locale,
        linkKey,
        ...consent,
        confirmedAt: doubleOptIn ? null : now,
        mailchimp_attempts: 0,
        // Subscribed at once (single opt-in): forwarded to Mailchimp now, when the list has a key.
        ...(status === 'subscribed' && forwarded(list)
          ? { mailchimp_state: 'queued', mailchimp_nextAttemptAt: now }
          : {}),
        createdAt: now,
        updatedAt: now,
      },
      mails: [mail],
    })
    return { kind: status, mailed: true }
  } catch (error) {
    // Two sign-ups of one address at once: the unique (list, email) index lets one through, whose
    // mail is the one that goes; this one answers the same.
    if (isUniqueViolation(error) && (await findSubscriber(payload, list.id, email))) {
      return { kind: status, mailed: false }
    }
    throw error
  }
}
