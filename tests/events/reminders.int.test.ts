/**
 * The reminder a day before an event: once per confirmed member (a seat whose mailed link was
 * followed), in the member's language; none for held or waitlisted places.
 */
import { describe, expect, it, vi } from 'vitest'

import { sendDueReminders } from '@/features/events/server/reminders'

import { confirmByMail, createEvent, eventsSuite, joinForm, members, outboxFor } from './helpers'
import { databaseKinds } from '../helpers/payload'

vi.mock('@/data/payload', () => import('./payload-mock'))

describe.each(databaseKinds)('event reminders on %s', (kind) => {
  const t = eventsSuite(kind)

  it('mails each confirmed member of tomorrow’s events once, none of later events', async () => {
    const tomorrow = await createEvent(t.payload, { inDays: 0.5, capacity: 2, waitlist: true })
    const later = await createEvent(t.payload, { inDays: 5 })
    await t.join(joinForm(tomorrow.id, { email: 'ana@example.ge', lang: 'en' }))
    await t.join(joinForm(tomorrow.id, { email: 'held@example.ge' }))
    await t.join(joinForm(tomorrow.id, { email: 'wait@example.ge' }))
    await t.join(joinForm(later.id, { email: 'later@example.ge' }))
    const [ana, held] = await members(t.payload, tomorrow.id)
    await confirmByMail(t.payload, ana!.id)
    await confirmByMail(t.payload, (await members(t.payload, later.id))[0]!.id)

    expect(await sendDueReminders(t.payload)).toBe(1)
    const [confirmed, , waitlisted] = await members(t.payload, tomorrow.id)
    expect([confirmed!.status, waitlisted!.status]).toEqual(['confirmed', 'waitlisted'])
    expect(held!.status).toBe('pending')
    expect(confirmed!.remindedAt).toBeTruthy()
    const mails = await outboxFor(t.payload, confirmed!.id)
    const reminder = mails.find((m) => m.kind === 'event-reminder')
    expect(reminder).toMatchObject({ to: 'ana@example.ge' })
    expect(reminder!.subject).toMatch(/^Reminder: Event \d+ is tomorrow$/)
    expect(reminder!.text).toMatch(/\/en\/events\/cancel\?id=/)
    for (const other of [held!, waitlisted!]) {
      expect((await outboxFor(t.payload, other.id)).map((m) => m.kind)).not.toContain(
        'event-reminder',
      )
    }
    // A second run sends nothing more.
    expect(await sendDueReminders(t.payload)).toBe(0)
    const [laterMember] = await members(t.payload, later.id)
    expect(laterMember!.remindedAt ?? null).toBeNull()
  })
})
