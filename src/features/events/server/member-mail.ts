/**
 * The mails of a member, with their signed links. A mail to an address that has not followed a
 * link of ours yet (a held seat, the waiting list, a promotion, "joined already") carries nothing
 * the visitor wrote: whoever types an address must not be able to send it their text. Only once
 * the address is confirmed does a mail greet the member by the name they gave.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { OutgoingMail } from '@/features/mail'
import { isLocale, localizePath, type Locale } from '@/i18n/locales'
import { signedLink } from '@/lib/signed-links'

import { eventStrings, fillIn } from '../messages'
import {
  CANCEL_LINK_PURPOSE,
  CONFIRM_LINK_PURPOSE,
  SEAT_HOLD_HOURS,
  type MemberStatus,
} from '../model/constants'
import { formatEventDate } from '../model/time'

/** The cancel link of a member (the subject is its random `ref`, never its guessable id). */
export function cancelLink(ref: string, locale: Locale): string {
  return signedLink(localizePath('/events/cancel', locale), CANCEL_LINK_PURPOSE, ref)
}

/** The link that confirms a member's held seat. */
export function confirmLink(ref: string, locale: Locale): string {
  return signedLink(localizePath('/events/confirm', locale), CONFIRM_LINK_PURPOSE, ref)
}

export interface EventFacts {
  title: string
  when: string
  startsAt: string
  /** Seats; null: unlimited. */
  capacity: number | null
}

export type MemberMailKind = 'pending' | 'waitlisted' | 'promoted' | 'confirmed'

/**
 * A member's mail: `pending` (a seat is held: the confirm link), `waitlisted`, `promoted` (a seat
 * freed up and is held: the confirm link), and `confirmed` (the only one with the member's name).
 */
export function memberMail(
  kind: MemberMailKind,
  to: { email: string; ref: string; name?: string },
  event: EventFacts,
  locale: Locale,
): OutgoingMail {
  const s = eventStrings(locale)
  const vars = {
    title: event.title,
    when: event.when,
    hours: SEAT_HOLD_HOURS,
    link: confirmLink(to.ref, locale),
    name: kind === 'confirmed' ? (to.name ?? '') : '',
  }
  const cancel = `\n\n${fillIn(s.mailCancelLine, { link: cancelLink(to.ref, locale) })}`
  const [subject, body, tail] =
    kind === 'pending'
      ? [s.mailPendingSubject, s.mailPendingBody, '']
      : kind === 'promoted'
        ? [s.mailPromotedSubject, s.mailPromotedBody, '']
        : kind === 'waitlisted'
          ? [s.mailWaitlistSubject, s.mailWaitlistBody, cancel]
          : [s.mailConfirmedSubject, s.mailConfirmedBody, cancel]
  return {
    kind: `event-${kind}`,
    to: to.email,
    subject: fillIn(subject, vars),
    text: `${fillIn(body, vars)}${tail}\n`,
  }
}

/**
 * The one mail a second join of an address gets (the answer on the site is the same as for a
 * first join): its held seat's confirm link again, or that it is in already, with the cancel link.
 */
export function alreadyJoinedMail(
  status: Extract<MemberStatus, 'pending' | 'confirmed' | 'waitlisted'>,
  to: { email: string; ref: string },
  event: EventFacts,
  locale: Locale,
): OutgoingMail {
  if (status === 'pending')
    return { ...memberMail('pending', to, event, locale), kind: 'event-already' }
  const s = eventStrings(locale)
  const vars = { title: event.title, when: event.when }
  const body = status === 'confirmed' ? s.mailAlreadyBody : s.mailAlreadyWaitlistBody
  return {
    kind: 'event-already',
    to: to.email,
    subject: fillIn(s.mailAlreadySubject, vars),
    text: `${fillIn(body, vars)}\n\n${fillIn(s.mailCancelLine, { link: cancelLink(to.ref, locale) })}\n`,
  }
}

/** An event's title and time for its mails; `req`: read inside that Payload operation. */
export async function eventFacts(
  payload: Payload,
  eventId: number,
  locale: Locale,
  req?: PayloadRequest,
): Promise<EventFacts | null> {
  const found = await payload.find({
    collection: 'events',
    where: { id: { equals: eventId } },
    locale,
    depth: 0,
    limit: 1,
    req,
  })
  const doc = found.docs[0]
  if (!doc) return null
  return {
    title: doc.title,
    when: formatEventDate(doc.startsAt, locale),
    startsAt: doc.startsAt,
    capacity: doc.capacity ?? null,
  }
}

/**
 * The mail of a waitlisted member who was just given a held seat, in the member's language. In a
 * Payload hook, `req` reads what its operation has written (a new title) before it commits.
 */
export async function promotionMail(
  payload: Payload,
  memberId: number,
  fallback: Locale,
  req?: PayloadRequest,
): Promise<OutgoingMail | null> {
  const member = await payload.findByID({
    collection: 'event-members',
    id: memberId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const locale = isLocale(member.locale) ? member.locale : fallback
  const eventId = typeof member.event === 'object' ? member.event.id : member.event
  const facts = await eventFacts(payload, eventId, locale, req)
  if (!facts || !member.ref) return null
  return memberMail('promoted', { email: member.email, ref: member.ref }, facts, locale)
}
