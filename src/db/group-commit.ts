/**
 * Group commit: records that arrive while a commit is under way are written together in the next
 * transaction, and each caller is answered once that transaction has committed. A commit costs an
 * fsync (SQLite `synchronous=FULL`, PostgreSQL's WAL flush) whatever its size, so under load many
 * submissions share one instead of queueing for one each; alone, a record is committed at once
 * (no timer, no added wait). Durability is unchanged: nobody is answered before their rows are on
 * disk.
 */
import type { Payload } from 'payload'

import { insertRecordsAtomically, type InsertStep } from './atomic-insert'
import { isCommitOutcomeUnknown } from './commit-outcome'

/** The most records in one transaction (a bound on its size and on a failed batch's retries). */
export const GROUP_COMMIT_MAX_RECORDS = 256

interface Waiting {
  steps: InsertStep[]
  resolve: (ids: Record<string, number>) => void
  reject: (error: unknown) => void
}

interface Group {
  queue: Waiting[]
  committing: boolean
  /** Settles when the current run of commits has emptied the queue. */
  drained?: Promise<void>
}

const groups = new WeakMap<Payload, Group>()

/** How many records each commit held, for tests and the benchmark. */
export const groupCommitStats = { commits: 0, records: 0, largest: 0 }

async function commit(payload: Payload, batch: Waiting[]): Promise<void> {
  groupCommitStats.commits++
  groupCommitStats.records += batch.length
  groupCommitStats.largest = Math.max(groupCommitStats.largest, batch.length)
  try {
    const ids = await insertRecordsAtomically(
      payload,
      batch.map((w) => w.steps),
    )
    batch.forEach((w, i) => w.resolve(ids[i] ?? {}))
  } catch (error) {
    // A batch that may have committed is not retried: its records could be stored twice.
    if (batch.length === 1 || isCommitOutcomeUnknown(error)) {
      for (const w of batch) w.reject(error)
      return
    }
    // One bad record must not fail the others: each is retried alone, and only it fails.
    for (const w of batch) {
      try {
        const [ids] = await insertRecordsAtomically(payload, [w.steps])
        w.resolve(ids ?? {})
      } catch (own) {
        w.reject(own)
      }
    }
  }
}

async function drain(payload: Payload, group: Group): Promise<void> {
  group.committing = true
  try {
    while (group.queue.length) {
      const batch = group.queue.splice(0, GROUP_COMMIT_MAX_RECORDS)
      await commit(payload, batch)
    }
  } finally {
    group.committing = false
  }
}

/**
 * Inserts one record's steps (see `insertAtomically`) in a transaction it may share with records
 * that arrive at the same time; resolves with its keyed ids after the commit.
 */
export function insertGrouped(
  payload: Payload,
  steps: InsertStep[],
): Promise<Record<string, number>> {
  let group = groups.get(payload)
  if (!group) {
    group = { queue: [], committing: false }
    groups.set(payload, group)
  }
  const promise = new Promise<Record<string, number>>((resolve, reject) => {
    group.queue.push({ steps, resolve, reject })
  })
  if (!group.committing) {
    const g = group
    // Started after the current tick, so records of requests handled in the same tick join in.
    g.committing = true
    g.drained = new Promise<void>((resolve) => {
      setImmediate(() => void drain(payload, g).finally(resolve))
    })
  }
  return promise
}

/**
 * Settles when every record queued for `payload` so far has been committed (or has failed): what
 * closing the database waits for.
 */
export async function settleGroupCommits(payload: Payload): Promise<void> {
  const group = groups.get(payload)
  while (group?.committing) await group.drained
}
