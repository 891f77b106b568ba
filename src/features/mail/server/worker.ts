/**
 * The mail worker: claims due messages of the outbox and delivers them, in the web server (started
 * with it unless MAIL_WORKER=off) or as its own process (`npm run worker`). Delivery is at least
 * once: each message is claimed by one conditional UPDATE, a claim older than CLAIM_TTL_MS (outbox-table.ts) is taken
 * for a run that died and is due again, and visitors come first.
 */
import type { Payload } from 'payload'

import { processSingleton } from '@/utilities/process-singleton'

import { deliverMessage } from './deliver'
import { claimMessage, dueMessageIds } from './outbox-table'

/** Messages delivered per batch; the worker goes on while batches come back full. */
const BATCH_SIZE = 25
/** How often the worker looks for due retries (new messages wake it at once). */
export const MAIL_WORKER_INTERVAL_MS = 10_000

// Visitors come first: the worker never takes more than half of the time (it rests as long as its
// last delivery took), and while visitors keep submitting at most about a tenth (it rests nine
// times as long). The mail is stored and queued either way; under a burst it leaves a little later.
const IDLE_SHARE_REST = 1
const WORKER_SHARE_REST = 9
const MAX_REST_MS = 2_000
/** A visitor's request this recent means the site is busy. */
const BUSY_WINDOW_MS = 500

/** The worker's state, one per process (not one per route bundle and one for Payload's init). */
interface WorkerState {
  running: Promise<void> | null
  again: boolean
  lastVisitorAt: number
}
const worker = processSingleton<WorkerState>('mailWorker', () => ({
  running: null,
  again: false,
  lastVisitorAt: 0,
}))

/** Notes that a visitor's request arrived (the worker then leaves them most of the time). */
export function noteVisitorRequest(): void {
  worker.lastVisitorAt = Date.now()
}

function yieldToVisitors(lastDeliveryMs: number): Promise<void> {
  const busy = Date.now() - worker.lastVisitorAt <= BUSY_WINDOW_MS
  const share = busy ? WORKER_SHARE_REST : IDLE_SHARE_REST
  const rest = Math.min(MAX_REST_MS, Math.max(1, lastDeliveryMs) * share)
  return new Promise((resolve) => setTimeout(resolve, rest))
}

/**
 * Delivers every message that is due, oldest first, and returns how many were tried. A failure is
 * recorded on its message (and retried later); it never stops the others. `shouldStop` ends the
 * run between two messages (a worker process shutting down).
 */
export async function deliverPendingMail(
  payload: Payload,
  { now = new Date(), shouldStop = () => false }: { now?: Date; shouldStop?: () => boolean } = {},
): Promise<number> {
  let tried = 0
  // Messages this run could not claim or deliver: not tried again in the same run.
  const passed: number[] = []
  for (;;) {
    const due = await dueMessageIds(payload, { now, limit: BATCH_SIZE, skip: passed })
    for (const id of due) {
      if (shouldStop()) return tried
      // The claim is part of the work the rest makes up for (a write, like the outcome's).
      const started = Date.now()
      const claim = await claimMessage(payload, id)
      if (!claim) {
        // Another worker has it.
        passed.push(id)
        continue
      }
      tried++
      await deliverMessage(payload, claim).catch(() => passed.push(id))
      await yieldToVisitors(Date.now() - started)
    }
    if (due.length < BATCH_SIZE) return tried
  }
}

/** Whether this process delivers mail (MAIL_WORKER=off leaves it to another process). */
export function mailWorkerEnabled(): boolean {
  return process.env.MAIL_WORKER !== 'off'
}

/** Wakes the worker: runs a delivery now, or once more after the current run. */
export function wakeMailWorker(payload: Payload): Promise<void> {
  if (!mailWorkerEnabled()) return Promise.resolve()
  if (worker.running) {
    worker.again = true
    return worker.running
  }
  worker.running = (async () => {
    try {
      do {
        worker.again = false
        await deliverPendingMail(payload)
      } while (worker.again)
    } catch (err) {
      payload.logger.error({ err, msg: 'Delivering mail failed' })
    } finally {
      worker.running = null
    }
  })()
  return worker.running
}

/** Starts the periodic run (retries after their backoff, mail queued by another instance). */
export function startMailWorker(payload: Payload): () => void {
  void wakeMailWorker(payload)
  const timer = setInterval(() => void wakeMailWorker(payload), MAIL_WORKER_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
