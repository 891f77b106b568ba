/**
 * Held seats nobody confirmed: a `pending` member whose hold (`SEAT_HOLD_MS`) ran out is
 * `expired`, its seat goes to the first on the waiting list (held for them, mailed), as a
 * cancellation's does. Each release is its own conditional step (`freeSeat`), so two instances
 * or two runs release a seat once.
 */
import type { Payload } from 'payload'

import { wakeMailWorker } from '@/features/mail'

import { promotionMail } from './member-mail'
import { freeSeat } from './seats'

/** How often the web server looks for holds that ran out. */
export const HOLD_SWEEP_INTERVAL_MS = 5 * 60 * 1000
/** Holds released per run at most; the next run takes the rest. */
const BATCH = 200

/** Releases the holds that ran out by `now`; answers how many. */
export async function releaseExpiredHolds(payload: Payload, now = new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'event-members',
    where: {
      and: [
        { status: { equals: 'pending' } },
        { holdUntil: { less_than_equal: now.toISOString() } },
      ],
    },
    sort: 'holdUntil',
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
    select: { status: true },
  })
  let released = 0
  let promoted = false
  for (const { id } of due.docs) {
    const outcome = await freeSeat(
      payload,
      id,
      'expire',
      (promotedId) => promotionMail(payload, promotedId, 'ka'),
      now,
    )
    if (outcome.freed) released++
    if (outcome.promoted.length) promoted = true
  }
  if (promoted) void wakeMailWorker(payload).catch(() => undefined)
  return released
}
