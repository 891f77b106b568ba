/**
 * The mail worker: claims due messages of the outbox and delivers them, in the web server (started
 * with it unless MAIL_WORKER=off) or as its own process (`npm run worker`). Delivery is at least
 * once: each message is claimed by one conditional UPDATE, a claim older than CLAIM_TTL_MS is taken
 * for a run that died and is due again, and visitors come first.
 */
import { and, eq, inArray, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, Where } from 'payload'

import { processSingleton } from '@/utilities/process-singleton'

import { deliverMessage } from './deliver'

/** Messages delivered per batch; the worker goes on while batches come back full. */
const BATCH_SIZE = 25
/** How often the worker looks for due retries (new messages wake it at once). */
export const MAIL_WORKER_INTERVAL_MS = 10_000
/** A claim older than this is taken for a run that died mid-delivery, and the mail is due again. */
const CLAIM_TTL_MS = 5 * 60_000

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

/** Messages that are due: queued, failed earlier and past their backoff, or claimed by a dead run. */
function dueWhere(now: Date): Where {
  return {
    or: [
      { state: { equals: 'queued' } },
      {
        and: [
          { state: { equals: 'retrying' } },
          { nextAttemptAt: { less_than_equal: now.toISOString() } },
        ],
      },
      {
        and: [
          { state: { equals: 'sending' } },
          { updatedAt: { less_than: new Date(now.getTime() - CLAIM_TTL_MS).toISOString() } },
        ],
      },
    ],
  }
}

type Column = Parameters<typeof eq>[0]
interface DrizzleAccess {
  drizzle: {
    update: (table: unknown) => {
      set: (values: Record<string, unknown>) => {
        where: (condition: unknown) => {
          returning: (f: Record<string, unknown>) => Promise<unknown[]>
        }
      }
    }
  }
  tables: Record<string, { id: Column; state: Column; updatedAt: Column } | undefined>
}

/**
 * Claims a due message for this run with one conditional UPDATE, so two workers (two app
 * instances, or the web server and `npm run worker`) never deliver the same message. Payload's
 * Local API reads before it writes; only a single statement is atomic on SQLite and PostgreSQL.
 */
export async function claimMessage(payload: Payload, id: number, now = new Date()) {
  const { drizzle, tables } = payload.db as unknown as DrizzleAccess
  const table = tables.mail_outbox
  if (!table) throw new Error('The mail_outbox table is missing.')
  const stale = new Date(now.getTime() - CLAIM_TTL_MS).toISOString()
  const claimed = await drizzle
    .update(table)
    .set({ state: 'sending', updatedAt: now.toISOString() })
    .where(
      and(
        eq(table.id, id),
        or(
          inArray(table.state, ['queued', 'retrying']),
          and(eq(table.state, 'sending'), lt(table.updatedAt, stale)),
        ),
      ),
    )
    .returning({ id: table.id })
  return claimed.length > 0
}

/**
 * Delivers every message that is due, oldest first, and returns how many were tried. A failure is
 * recorded on its message (and retried later); it never stops the others.
 */
export async function deliverPendingMail(payload: Payload, now = new Date()): Promise<number> {
  let tried = 0
  // Messages this run could not claim or deliver: not tried again in the same run.
  const passed = new Set<number>()
  for (;;) {
    const due = await payload.find({
      collection: 'mail-outbox',
      where: { and: [dueWhere(now), { id: { not_in: [...passed] } }] },
      sort: 'id',
      limit: BATCH_SIZE,
      depth: 0,
      pagination: false,
      select: { state: true },
      overrideAccess: true,
    })
    for (const { id } of due.docs) {
      if (!(await claimMessage(payload, id))) {
        // Another worker has it.
        passed.add(id)
        continue
      }
      tried++
      const started = Date.now()
      await deliverMessage(payload, id).catch(() => passed.add(id))
      await yieldToVisitors(Date.now() - started)
    }
    if (due.docs.length < BATCH_SIZE) return tried
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
