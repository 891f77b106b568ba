/**
 * The outbox as SQL: the one definition of a due message, the claim and the fenced writes of a
 * delivery. Payload's Local API reads before it writes; only single statements are atomic on both
 * SQLite and PostgreSQL, and two workers (two app instances, or the web server and `npm run
 * worker`) must never deliver one message twice.
 */
import { and, asc, eq, lt, lte, notInArray, or, sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

/** A claim older than this is taken for a run that died mid-delivery: the message is due again. */
export const CLAIM_TTL_MS = 5 * 60_000

type Column = Parameters<typeof eq>[0]
interface OutboxTable {
  id: Column
  state: Column
  attempts: Column
  nextAttemptAt: Column
  updatedAt: Column
}
interface Drizzle {
  select: (fields: Record<string, unknown>) => {
    from: (table: unknown) => {
      where: (condition: SQL | undefined) => {
        orderBy: (order: SQL) => { limit: (n: number) => Promise<{ id: number }[]> }
      }
    }
  }
  update: (table: unknown) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: SQL | undefined) => {
        returning: (fields: Record<string, unknown>) => Promise<Record<string, unknown>[]>
      }
    }
  }
}

function outbox(payload: Payload): { drizzle: Drizzle; table: OutboxTable } {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, unknown> }
  const table = db.tables.mail_outbox as OutboxTable | undefined
  if (!table) throw new Error('The mail_outbox table is missing.')
  return { drizzle: db.drizzle, table }
}

/**
 * Queued, failed earlier and past its backoff, or claimed by a run that never finished: the three
 * kinds of due message, each a condition an index on `state` answers.
 */
function dueKinds(table: OutboxTable, now: Date): SQL[] {
  const iso = now.toISOString()
  return [
    eq(table.state, 'queued'),
    and(eq(table.state, 'retrying'), lte(table.nextAttemptAt, iso))!,
    and(
      eq(table.state, 'sending'),
      lt(table.updatedAt, new Date(now.getTime() - CLAIM_TTL_MS).toISOString()),
    )!,
  ]
}

function due(table: OutboxTable, now: Date): SQL | undefined {
  return or(...dueKinds(table, now))
}

/**
 * Ids of due messages, oldest first, leaving out `skip`. Each kind is read on its own, in id order
 * and limited, then merged: one query with the three conditions OR-ed made SQLite collect and sort
 * every queued message for each batch, a cost that grew with the backlog (9 ms at 58,000 queued).
 */
export async function dueMessageIds(
  payload: Payload,
  { now, limit, skip }: { now: Date; limit: number; skip: number[] },
): Promise<number[]> {
  const { drizzle, table } = outbox(payload)
  const lists = await Promise.all(
    dueKinds(table, now).map((kind) =>
      drizzle
        .select({ id: table.id })
        .from(table)
        .where(skip.length ? and(kind, notInArray(table.id, skip)) : kind)
        .orderBy(asc(table.id))
        .limit(limit),
    ),
  )
  return lists
    .flat()
    .map((row) => Number(row.id))
    .sort((a, b) => a - b)
    .slice(0, limit)
}

/** This run's hold on a message: only the run whose claim it still is may record the outcome. */
export interface Claim {
  id: number
  /** The claim's time, kept in `updatedAt` (the fence). */
  at: string
  /** Attempts including this one: a claim counts, so a message that kills its run gives up too. */
  attempts: number
}

/** Claims a message if it is (still) due, with one conditional UPDATE. */
export async function claimMessage(
  payload: Payload,
  id: number,
  now = new Date(),
): Promise<Claim | null> {
  const { drizzle, table } = outbox(payload)
  const at = now.toISOString()
  const [row] = await drizzle
    .update(table)
    .set({ state: 'sending', updatedAt: at, attempts: sql`coalesce(${table.attempts}, 0) + 1` })
    .where(and(eq(table.id, id), due(table, now)))
    .returning({ attempts: table.attempts })
  return row ? { id, at, attempts: Number(row.attempts) } : null
}

/**
 * Records a delivery's outcome, only while the claim is this run's: a run that outlived its claim
 * (a very slow SMTP server) cannot overwrite the next run's result. True when it was recorded.
 */
export async function recordOutcome(
  payload: Payload,
  claim: Claim,
  values: Record<string, unknown>,
): Promise<boolean> {
  const { drizzle, table } = outbox(payload)
  const recorded = await drizzle
    .update(table)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(and(eq(table.id, claim.id), eq(table.state, 'sending'), eq(table.updatedAt, claim.at)))
    .returning({ id: table.id })
  return recorded.length > 0
}
