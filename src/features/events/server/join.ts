/**
 * Joining an event (`stm_ajax_add_event_member` and the join form posted without JavaScript):
 * validate the theme's fields, weigh the spam signals, rate-limit the address, hold a seat
 * exactly (`./join-decision`) and queue the mail whose signed link confirms it. The answer never
 * tells whether the address had joined before: a second join gets the answer a first would, and
 * the address at most one mail about it (`ALREADY_NOTICE_INTERVAL_MS`).
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { wakeMailWorker } from '@/features/mail'
import { readSpamSignals, scoreSpam } from '@/features/spam'
import type { Locale } from '@/i18n/locales'
import { consumeRateLimit } from '@/lib/rate-limit'
import { isEmail } from '@/lib/validation/email'

import { JOIN_EVENT_ACTION, JOIN_FIELD_MAX, type JoinField } from '../model/constants'
import { eventStrings, fillIn } from '../messages'
import { SEAT_HOLD_HOURS } from '../model/constants'
import { oneLine } from '../model/one-line'
import { hasStarted } from '../model/time'

import { seatsLeft } from '../model/seats-left'

import { clientKeyOf } from './client-key'
import { alreadyJoinedMail, eventFacts, memberMail } from './member-mail'
import { attendedCounts } from './queries'
import { insertMember } from './join-decision'
import { queueNotice } from './seats'
import { tooManyAttemptsMessage } from '@/i18n/too-many-attempts'
import { asFormData } from '@/lib/http/form-data'
import { parsePositiveId } from '@/lib/ids'

export type JoinStatus = 'success' | 'danger'

export interface JoinAnswer {
  /** HTTP status of the answer. */
  http: number
  status: JoinStatus
  response: string
  errors: Partial<Record<JoinField, true>>
  /**
   * The event's seats once the join was decided (taken: held and confirmed; left: null when
   * unlimited), for the page to show without a reload. Absent when no seat was asked for.
   */
  seats?: { taken: number; left: number | null }
  /** What became of the request, for the no-JavaScript page and the tests. */
  outcome:
    | 'pending'
    | 'waitlisted'
    | 'invalid'
    | 'not-found'
    | 'closed'
    | 'client-limit'
    | 'full'
    | 'spam'
    | 'rate-limited'
}

export interface JoinInput {
  fields: URLSearchParams | FormData
  locale: Locale
  userAgent: string
  channel: 'rest' | 'no-js'
  /** The client address (`remoteIpOf`); unknown (tests calling the service): no per-address cap. */
  clientIp?: string
}

const PHONE = /^\+?[0-9][0-9 ()-]{3,38}$/

/** A one-line field as stored: control characters (a CR/LF typed into a name) become spaces. */
function text(fields: JoinInput['fields'], name: string): string {
  const value = fields.get(name)
  return typeof value === 'string' ? oneLine(value) : ''
}

export async function joinEvent(payload: Payload, input: JoinInput): Promise<JoinAnswer> {
  const s = eventStrings(input.locale)
  const answer = (
    http: number,
    status: JoinStatus,
    response: string,
    outcome: JoinAnswer['outcome'],
    errors: JoinAnswer['errors'] = {},
    seats?: JoinAnswer['seats'],
  ): JoinAnswer => ({ http, status, response, errors, outcome, ...(seats ? { seats } : {}) })

  const values = {
    name: text(input.fields, 'name'),
    email: text(input.fields, 'email').toLowerCase(),
    phone: text(input.fields, 'phone'),
    company: text(input.fields, 'company'),
  }
  const errors: JoinAnswer['errors'] = {}
  if (!values.name || values.name.length > JOIN_FIELD_MAX.name) errors.name = true
  if (values.email.length > JOIN_FIELD_MAX.email || !isEmail(values.email)) errors.email = true
  if (!PHONE.test(values.phone)) errors.phone = true
  if (values.company.length > JOIN_FIELD_MAX.company) errors.company = true
  const eventId = parsePositiveId(text(input.fields, 'event_member_id'))
  if (eventId === null) return answer(400, 'danger', s.fillAll, 'invalid', errors)
  if (Object.keys(errors).length) return answer(200, 'danger', s.fillAll, 'invalid', errors)

  const event = await eventFacts(payload, eventId, input.locale)
  if (!event) return answer(404, 'danger', s.notFound, 'not-found')
  // Checked again when the seat is taken; here a late join costs nothing.
  if (hasStarted(event.startsAt)) {
    return answer(200, 'danger', s.joinsClosed, 'closed')
  }

  const limited = await consumeRateLimit(
    'event-join',
    { email: values.email },
    { scope: JOIN_EVENT_ACTION },
  )
  if (!limited.ok) {
    const { retryAfterSeconds, key } = limited
    const text = tooManyAttemptsMessage(input.locale, retryAfterSeconds, key)
    return answer(429, 'danger', text, 'rate-limited')
  }

  const formData = asFormData(input.fields)
  const verdict = scoreSpam(
    readSpamSignals(formData, {
      texts: Object.values(values),
      userAgent: input.userAgent,
      channel: input.channel,
    }),
  )
  const ref = randomBytes(16).toString('hex')
  const member = {
    eventId,
    ...values,
    locale: input.locale,
    ref,
    spam: verdict.spam,
    spamScore: verdict.score,
    spamReasons: verdict.reasons.join('; ').slice(0, 500),
    clientKey: clientKeyOf(payload.secret, input.clientIp),
  }
  if (verdict.spam) {
    // Kept for the editor to review, never seated and never mailed.
    await payload.create({
      collection: 'event-members',
      data: { ...member, event: eventId, status: 'cancelled' },
      overrideAccess: true,
    })
    return answer(200, 'danger', s.spam, 'spam')
  }
  // Nothing the visitor wrote goes to an address that has not confirmed it is theirs.
  const to = { email: values.email, ref }
  const outcome = await insertMember(payload, member, {
    pending: memberMail('pending', to, event, input.locale),
    waitlisted: memberMail('waitlisted', to, event, input.locale),
  })
  let status: 'pending' | 'waitlisted'
  if (outcome.ok) {
    status = outcome.status
  } else if (outcome.reason === 'duplicate') {
    // The address is in already: the answer a first join would get now, and one mail to it.
    const { existing } = outcome
    status = outcome.wouldBe
    const mail = alreadyJoinedMail(
      existing.status,
      { email: values.email, ref: existing.ref },
      event,
      input.locale,
    )
    await queueNotice(payload, existing.id, mail)
  } else {
    if (outcome.reason === 'not-found') return answer(404, 'danger', s.notFound, 'not-found')
    if (outcome.reason === 'closed') return answer(200, 'danger', s.joinsClosed, 'closed')
    if (outcome.reason === 'client-limit') {
      return answer(200, 'danger', s.clientLimit, 'client-limit')
    }
    return answer(200, 'danger', s.eventFull, 'full', {}, await seatsOf(payload, eventId, event))
  }
  void wakeMailWorker(payload).catch(() => undefined)
  const seats = await seatsOf(payload, eventId, event)
  if (status === 'waitlisted') return answer(200, 'danger', s.waitlisted, 'waitlisted', {}, seats)
  return answer(200, 'success', fillIn(s.joined, { hours: SEAT_HOLD_HOURS }), 'pending', {}, seats)
}

/** The seats as the event page counts them, read after the join (the page's figure is public). */
async function seatsOf(
  payload: Payload,
  eventId: number,
  event: { capacity: number | null },
): Promise<JoinAnswer['seats']> {
  const taken = (await attendedCounts(payload, [eventId])).get(eventId) ?? 0
  return { taken, left: seatsLeft(event.capacity, taken) }
}
