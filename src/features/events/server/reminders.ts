/**
 * The reminder a day before an event (a scheduled job): every confirmed member of an event that
 * starts within the next 24 hours gets one mail. A member is claimed first (`remindedAt` set only
 * where it was empty), so two instances or two runs never mail twice; a crash between the claim
 * and the queueing loses that one reminder rather than sending it twice.
 */
import type { Payload } from 'payload'

import { queueMail, wakeMailWorker } from '@/features/mail'
import { isLocale } from '@/i18n/locales'
import { serverUrl } from '@/utilities/server-url'

import { eventStrings, fillIn } from '../messages'
import { eventPaths } from '../model/paths'
import { formatEventDate } from '../model/time'

import { cancelLink } from './member-mail'

const DAY_MS = 24 * 60 * 60 * 1000
/** How often the web server looks for reminders due (`./schedule.ts`). */
export const REMINDER_INTERVAL_MS = 10 * 60 * 1000

export async function sendDueReminders(payload: Payload, now = new Date()): Promise<number> {
  const events = await payload.find({
    collection: 'events',
    where: {
      and: [
        { startsAt: { greater_than: now.toISOString() } },
        { startsAt: { less_than_equal: new Date(now.getTime() + DAY_MS).toISOString() } },
      ],
    },
    depth: 0,
    limit: 100,
    pagination: false,
    select: { slug: true },
  })
  let sent = 0
  for (const { id: eventId } of events.docs) {
    const members = await payload.find({
      collection: 'event-members',
      where: {
        and: [
          { event: { equals: eventId } },
          { status: { equals: 'confirmed' } },
          { remindedAt: { exists: false } },
        ],
      },
      depth: 0,
      limit: 1000,
      pagination: false,
      overrideAccess: true,
    })
    for (const member of members.docs) {
      const claimed = await payload.update({
        collection: 'event-members',
        where: { and: [{ id: { equals: member.id } }, { remindedAt: { exists: false } }] },
        data: { remindedAt: now.toISOString() },
        overrideAccess: true,
        depth: 0,
      })
      if (!claimed.docs.length || !member.ref) continue
      const locale = isLocale(member.locale) ? member.locale : 'ka'
      const event = await payload.findByID({ collection: 'events', id: eventId, locale, depth: 0 })
      const s = eventStrings(locale)
      const vars = {
        name: member.name,
        title: event.title,
        when: formatEventDate(event.startsAt, locale),
      }
      const page = `${serverUrl()}${eventPaths.event(event.slug ?? String(event.id), locale)}`
      const mail = {
        kind: 'event-reminder',
        to: member.email,
        subject: fillIn(s.mailReminderSubject, vars),
        text: `${fillIn(s.mailReminderBody, vars)}\n${page}\n\n${fillIn(s.mailCancelLine, { link: cancelLink(member.ref, locale) })}\n`,
      }
      await queueMail(
        payload,
        { collection: 'event-members', id: member.id },
        [mail],
        now.toISOString(),
      )
      sent++
    }
  }
  if (sent) void wakeMailWorker(payload).catch(() => undefined)
  return sent
}
