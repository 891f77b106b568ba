/** The mails of a member (confirmed, waitlisted, promoted) with the signed cancel link. */
import type { Payload } from 'payload'

import type { OutgoingMail } from '@/features/mail'
import { localizePath, type Locale } from '@/i18n/locales'
import { signedLink } from '@/lib/signed-links'

import { eventStrings, fillIn } from '../messages'
import { CANCEL_LINK_PURPOSE } from '../model/constants'
import { formatEventDate } from '../model/time'

/** The cancel link of a member (the subject is its random `ref`, never its guessable id). */
export function cancelLink(ref: string, locale: Locale): string {
  return signedLink(localizePath('/events/cancel', locale), CANCEL_LINK_PURPOSE, ref)
}

interface EventFacts {
  title: string
  when: string
}

export function memberMail(
  kind: 'confirmed' | 'waitlisted' | 'promoted',
  to: { name: string; email: string; ref: string },
  event: EventFacts,
  locale: Locale,
): OutgoingMail {
  const s = eventStrings(locale)
  const vars = { name: to.name, title: event.title, when: event.when }
  const [subject, body] =
    kind === 'confirmed'
      ? [s.mailConfirmedSubject, s.mailConfirmedBody]
      : kind === 'waitlisted'
        ? [s.mailWaitlistSubject, s.mailWaitlistBody]
        : [s.mailPromotedSubject, s.mailPromotedBody]
  return {
    kind: `event-${kind}`,
    to: to.email,
    subject: fillIn(subject, vars),
    text: `${fillIn(body, vars)}\n\n${fillIn(s.mailCancelLine, { link: cancelLink(to.ref, locale) })}\n`,
  }
}

export async function eventFacts(
  payload: Payload,
  eventId: number,
  locale: Locale,
): Promise<EventFacts | null> {
  const found = await payload.find({
    collection: 'events',
    where: { id: { equals: eventId } },
    locale,
    depth: 0,
    limit: 1,
  })
  const doc = found.docs[0]
  if (!doc) return null
  return { title: doc.title, when: formatEventDate(doc.startsAt, locale) }
}
