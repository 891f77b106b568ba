/**
 * An event's capacity against its seats: an editor (the admin or the REST API) cannot set a
 * capacity below the seats already taken, and whenever seats appear outside a member's own link
 * (a raised or removed capacity, an editor cancelling, moving or deleting a member) the waiting
 * list gets them at once, in order, mailed. The member's own links (cancel, an expired hold) go
 * through `freeSeat`, which promotes the same way.
 */
import {
  validations,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type NumberFieldSingleValidation,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { wakeMailWorker } from '@/features/mail'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import type { Event, EventMember } from '@/payload-types'

import { eventStrings, fillIn } from '../messages'
import { SEAT_STATUSES } from '../model/constants'

import { promotionMail } from './member-mail'
import { promoteWaitlist, seatsTaken } from './seats'

const isSeat = (status: unknown) => (SEAT_STATUSES as readonly unknown[]).includes(status)

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value !== null ? value.id : (value ?? null)

/** The editor's content language, for messages (the admin's locale switch, `?locale=`). */
const localeOf = (req: PayloadRequest): Locale =>
  isLocale(req.locale) ? req.locale : defaultLocale

/**
 * The capacity field's check: Payload's own (a number, at least 1), then, for an existing event,
 * at least the seats taken (held and confirmed) when it changes. On PostgreSQL the count is taken with the event's
 * row locked in the save's transaction, so no join slips in between the check and the write.
 */
export const validateCapacity: NumberFieldSingleValidation = async (value, options) => {
  const own = await validations.number(value, options)
  if (own !== true) return own
  const { id, req, previousValue } = options
  if (value === null || value === undefined || id === undefined || id === null) return true
  // A save that leaves the capacity as stored (an event overbooked before this check) passes.
  if (value === previousValue) return true
  const taken = await seatsTaken(req.payload, Number(id), { req })
  if (value >= taken) return true
  return fillIn(eventStrings(localeOf(req)).capacityBelowTaken, { taken })
}

/** Promotes the waiting list of `eventId` into its free seats, inside the operation of `req`. */
async function promote(payload: Payload, eventId: number, req: PayloadRequest): Promise<void> {
  const promoted = await promoteWaitlist(
    payload,
    eventId,
    (memberId) => promotionMail(payload, memberId, localeOf(req), req),
    { req },
  )
  if (promoted.length) void wakeMailWorker(payload).catch(() => undefined)
}

/** A raised (or removed) capacity, or a later start, gives the waiting list its seats. */
export const promoteAfterEventChange: CollectionAfterChangeHook<Event> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update') return doc
  if (doc.capacity === previousDoc?.capacity && doc.startsAt === previousDoc?.startsAt) return doc
  await promote(req.payload, doc.id, req)
  return doc
}

/**
 * An editor took a member off a seat (cancelled, expired, back to the waiting list) or moved it
 * to another event: the seat it left goes to the waiting list. The join, confirm and cancel paths
 * write with their own statements and do not come through here.
 */
export const promoteAfterMemberChange: CollectionAfterChangeHook<EventMember> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  const before = idOf(previousDoc.event)
  if (before === null || !isSeat(previousDoc.status)) return doc
  if (isSeat(doc.status) && idOf(doc.event) === before) return doc
  await promote(req.payload, before, req)
  return doc
}

/** A deleted member's seat goes to the waiting list. */
export const promoteAfterMemberDelete: CollectionAfterDeleteHook<EventMember> = async ({
  doc,
  req,
}) => {
  const eventId = idOf(doc.event)
  if (eventId !== null && isSeat(doc.status)) await promote(req.payload, eventId, req)
  return doc
}
