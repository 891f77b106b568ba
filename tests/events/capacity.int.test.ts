/**
 * An event's capacity against its seats, by every route seats appear: an editor cannot set a
 * capacity below the seats taken (held or confirmed), through the admin's REST API or Payload's
 * local API, and nothing changes when refused; seats that appear go to the waiting list at once,
 * oldest first, each promoted member mailed (a raised or removed capacity, a member cancelled by
 * their link or by an editor, deleted, or whose hold ran out).
 */
import { handleEndpoints, ValidationError } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { eventStrings, fillIn } from '@/features/events/messages'
import { SEAT_HOLD_MS } from '@/features/events/model/constants'
import { cancelByLink } from '@/features/events/server/cancel'
import { releaseExpiredHolds } from '@/features/events/server/holds'

import {
  confirmByMail,
  createEvent,
  eventsSuite,
  joinForm,
  mailedLink,
  members,
  outboxFor,
} from './helpers'
import { databaseKinds } from '../helpers/payload'

vi.mock('@/data/payload', () => import('./payload-mock'))

const HOUR = 60 * 60 * 1000

describe.each(databaseKinds)('event capacity and the waiting list on %s', (kind) => {
  const t = eventsSuite(kind)
  let token = ''

  /** An event with `capacity` seats taken and `waiting` members on its waiting list, in order. */
  const fullEvent = async (capacity: number, waiting: number) => {
    const event = await createEvent(t.payload, { capacity, waitlist: true })
    for (let i = 0; i < capacity + waiting; i++) {
      const { body } = await t.join(joinForm(event.id, { email: `m${i}-${event.id}@example.ge` }))
      expect(body.status === 'success' || body.waitlisted).toBe(true)
    }
    return event
  }
  const statuses = async (eventId: number) =>
    (await members(t.payload, eventId)).map((m) => m.status)
  const mailKinds = async (memberId: number) =>
    (await outboxFor(t.payload, memberId)).map((m) => m.kind).sort()

  /** The admin's save: PATCH /api/events/:id as a signed-in editor. */
  const saveEvent = async (id: number, data: Record<string, unknown>, locale = 'ka') => {
    if (!token) {
      const email = `capacity-${kind}@sakhli.test`
      const password = 'capacity-password-1'
      await t.payload.create({
        collection: 'users',
        data: { email, password, name: 'Editor', role: 'editor' },
      })
      token = (await t.payload.login({ collection: 'users', data: { email, password } })).token!
    }
    const response = await handleEndpoints({
      config: t.payload.config,
      request: new Request(`http://localhost:3000/api/events/${id}?locale=${locale}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify(data),
      }),
      payloadInstanceCacheKey: t.key,
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('a capacity below the seats taken is refused with a 400 and its message; nothing changes', async () => {
    const event = await fullEvent(3, 2)
    await confirmByMail(t.payload, (await members(t.payload, event.id))[0]!.id)
    const before = await members(t.payload, event.id)

    const refused = await saveEvent(event.id, { capacity: 2, title: 'ახალი სათაური' })
    expect(refused.status).toBe(400)
    const message = fillIn(eventStrings('ka').capacityBelowTaken, { taken: 3 })
    expect(JSON.stringify(refused.body)).toContain(JSON.stringify(message).slice(1, -1))
    const english = await saveEvent(event.id, { capacity: 1 }, 'en')
    expect(english.status).toBe(400)
    expect(JSON.stringify(english.body)).toContain(
      fillIn(eventStrings('en').capacityBelowTaken, { taken: 3 }),
    )
    // The local API (a script, a job) is held to it too.
    await expect(
      t.payload.update({ collection: 'events', id: event.id, data: { capacity: 2 } }),
    ).rejects.toBeInstanceOf(ValidationError)

    const stored = await t.payload.findByID({ collection: 'events', id: event.id, locale: 'ka' })
    expect(stored.capacity).toBe(3)
    expect(stored.title).toBe(event.title)
    expect(await members(t.payload, event.id)).toEqual(before)
    // An event overbooked before this check (as the seeded one was by hand) keeps its other
    // edits: a save that leaves its capacity as stored passes.
    await t.payload.db.updateOne({
      collection: 'events',
      id: event.id,
      data: { capacity: 2 },
      req: {} as never,
    })
    expect((await saveEvent(event.id, { title: 'სხვა სათაური', capacity: 2 })).status).toBe(200)
    expect((await saveEvent(event.id, { capacity: 1 })).status).toBe(400)
    // The seats taken exactly is accepted, and so is any capacity of an event nobody joined.
    expect((await saveEvent(event.id, { capacity: 3 })).status).toBe(200)
    const empty = await createEvent(t.payload, { capacity: 10 })
    expect((await saveEvent(empty.id, { capacity: 1 })).status).toBe(200)
  })

  it('a raised capacity promotes the waiting list in order, each mailed, in the same save', async () => {
    const event = await fullEvent(2, 4)
    const waiting = (await members(t.payload, event.id)).slice(2)
    const saved = await saveEvent(event.id, { capacity: 4 })
    expect(saved.status).toBe(200)
    expect(await statuses(event.id)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'waitlisted',
      'waitlisted',
    ])
    const after = await members(t.payload, event.id)
    // The two oldest on the list hold the new seats for 3 hours and got the promoted mail.
    for (const promoted of after.slice(2, 4)) {
      expect(Date.parse(promoted.holdUntil!) - Date.now()).toBeGreaterThan(SEAT_HOLD_MS - 60_000)
      expect(await mailKinds(promoted.id)).toEqual(['event-promoted', 'event-waitlisted'])
      expect((await mailedLink(t.payload, promoted.id, 'event-promoted')).pathname).toBe(
        '/events/confirm',
      )
    }
    expect(after.slice(2, 4).map((m) => m.id)).toEqual(waiting.slice(0, 2).map((m) => m.id))
    for (const still of after.slice(4)) {
      expect(await mailKinds(still.id)).toEqual(['event-waitlisted'])
    }
    // Saving it again (nothing free) promotes nobody more; an unlimited capacity takes everyone.
    expect((await saveEvent(event.id, { title: 'სხვა სათაური' })).status).toBe(200)
    expect((await statuses(event.id)).filter((s) => s === 'waitlisted')).toHaveLength(2)
    await t.payload.update({ collection: 'events', id: event.id, data: { capacity: null } })
    expect(await statuses(event.id)).toEqual(Array(6).fill('pending'))
    expect(await mailKinds(after[5]!.id)).toEqual(['event-promoted', 'event-waitlisted'])
  })

  it('a cancelled seat (the member’s link or an editor) and a deleted member go to the next in line', async () => {
    const event = await fullEvent(2, 3)
    const [first, second, w1, w2, w3] = await members(t.payload, event.id)
    await confirmByMail(t.payload, first!.id)
    const link = await mailedLink(t.payload, first!.id, 'event-confirmed')
    const cancelled = await cancelByLink(
      t.payload,
      link.searchParams.get('id'),
      link.searchParams.get('token'),
      'ka',
    )
    expect(cancelled).toMatchObject({ ok: true })
    expect(await statuses(event.id)).toEqual([
      'cancelled',
      'pending',
      'pending',
      'waitlisted',
      'waitlisted',
    ])
    expect(await mailKinds(w1!.id)).toEqual(['event-promoted', 'event-waitlisted'])

    // An editor cancels a held seat in the admin: the next in line gets it.
    await t.payload.update({
      collection: 'event-members',
      id: second!.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    expect((await members(t.payload, event.id)).find((m) => m.id === w2!.id)!.status).toBe(
      'pending',
    )
    expect(await mailKinds(w2!.id)).toEqual(['event-promoted', 'event-waitlisted'])
    // An editor's change that frees no seat promotes nobody.
    await t.payload.update({
      collection: 'event-members',
      id: w1!.id,
      data: { company: 'სახლი' },
      overrideAccess: true,
    })
    expect((await members(t.payload, event.id)).find((m) => m.id === w3!.id)!.status).toBe(
      'waitlisted',
    )

    // Deleting a seated member frees the seat too.
    await t.payload.delete({ collection: 'event-members', id: w1!.id, overrideAccess: true })
    const left = await members(t.payload, event.id)
    expect(left.find((m) => m.id === w3!.id)!.status).toBe('pending')
    expect(await mailKinds(w3!.id)).toEqual(['event-promoted', 'event-waitlisted'])
  })

  it('holds that run out free their seats for as many on the waiting list, in order', async () => {
    const start = new Date()
    const event = await fullEvent(2, 3)
    const later = new Date(start.getTime() + SEAT_HOLD_MS + 60_000)
    expect(await releaseExpiredHolds(t.payload, later)).toBeGreaterThanOrEqual(2)
    expect(await statuses(event.id)).toEqual([
      'expired',
      'expired',
      'pending',
      'pending',
      'waitlisted',
    ])
    const promoted = (await members(t.payload, event.id)).slice(2, 4)
    for (const m of promoted) {
      expect(Date.parse(m.holdUntil!)).toBe(later.getTime() + SEAT_HOLD_MS)
      expect(await mailKinds(m.id)).toEqual(['event-promoted', 'event-waitlisted'])
    }
    // Their own holds run out in turn, three hours on: the last one gets a seat.
    await releaseExpiredHolds(t.payload, new Date(later.getTime() + SEAT_HOLD_MS + HOUR))
    expect((await statuses(event.id)).at(-1)).toBe('pending')
  })

  it('a started event promotes nobody, whatever frees a seat', async () => {
    const event = await fullEvent(1, 1)
    await t.payload.update({
      collection: 'events',
      id: event.id,
      data: { startsAt: new Date(Date.now() - HOUR).toISOString() },
      context: { disableRevalidate: true },
    })
    await saveEvent(event.id, { capacity: 5 })
    expect(await statuses(event.id)).toEqual(['pending', 'waitlisted'])
  })
})
