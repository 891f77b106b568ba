/**
 * What the events feature runs beside the web server (not in CLI or test processes), like
 * Payload's job runner: the reminders a day before each event, and the release of held seats
 * nobody confirmed. `EVENT_SCHEDULE=off` stops both in this process; both are safe to run on
 * several instances at once.
 */
import type { Payload } from 'payload'

import { isWebServer } from '@/lib/runtime'

import { HOLD_SWEEP_INTERVAL_MS, releaseExpiredHolds } from './holds'
import { REMINDER_INTERVAL_MS, sendDueReminders } from './reminders'

function every(payload: Payload, ms: number, what: string, run: () => Promise<unknown>) {
  const safely = () => run().catch((err) => payload.logger.error({ err, msg: `${what} failed` }))
  void safely()
  setInterval(safely, ms).unref()
}

export function startEventSchedule(payload: Payload): void {
  if (!isWebServer()) return
  if (process.env.EVENT_SCHEDULE === 'off') return
  every(payload, REMINDER_INTERVAL_MS, 'Sending event reminders', () => sendDueReminders(payload))
  every(payload, HOLD_SWEEP_INTERVAL_MS, 'Releasing unconfirmed event seats', () =>
    releaseExpiredHolds(payload),
  )
}
