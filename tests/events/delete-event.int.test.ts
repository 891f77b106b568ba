/**
 * Deleting an event keeps people's registrations safe: an event with members is refused with a
 * clear 409 (never the database's NOT NULL failure as a 500); once its members are gone it goes.
 */
import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'

import { createEvent, eventsSuite } from './helpers'
import { databaseKinds } from '../helpers/payload'

describe.each(databaseKinds)('deleting an event on %s', (kind) => {
  const t = eventsSuite(kind)

  it('an event with registrations is refused with 409; without them it is deleted', async () => {
    const event = await createEvent(t.payload, { capacity: 5 })
    const member = await t.payload.create({
      collection: 'event-members',
      data: { event: event.id, name: 'ნინო', email: 'nino@example.ge', status: 'confirmed' },
      overrideAccess: true,
    })
    const refused = await t.payload
      .delete({ collection: 'events', id: event.id, overrideAccess: true })
      .then(() => null)
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(APIError)
    expect((refused as APIError).status).toBe(409)
    expect((refused as APIError).message).toMatch(/1 registration/)
    expect((await t.payload.findByID({ collection: 'events', id: event.id })).id).toBe(event.id)

    await t.payload.delete({ collection: 'event-members', id: member.id, overrideAccess: true })
    await t.payload.delete({ collection: 'events', id: event.id, overrideAccess: true })
    const left = await t.payload.count({
      collection: 'events',
      where: { id: { equals: event.id } },
    })
    expect(left.totalDocs).toBe(0)
  })
})
