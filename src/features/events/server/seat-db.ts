/**
 * The database parts the seat modules share (`./seats.ts`, `./join-decision.ts`): the adapter as
 * they reach it (SQLite's writer batch, PostgreSQL's drizzle transactions and Payload's open
 * sessions), the seat statuses as SQL lists, and the mail source of a member.
 */
import type { Payload, PayloadRequest } from 'payload'
import type { SQL } from '@payloadcms/db-sqlite/drizzle'

import type { Statement } from '@/db/insert-statement'
import type { SqliteAdapterLike } from '@/db/sqlite-writer'
import type { MailSource, SelectedMailSource } from '@/features/mail'

import { LIVE_STATUSES, SEAT_STATUSES } from '../model/constants'

/** A PostgreSQL transaction as drizzle runs it. */
export interface PgTx {
  execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
}
/** Payload's database adapter, as the seat modules reach it on either database. */
export interface DbLike extends SqliteAdapterLike {
  name: string
  drizzle: {
    transaction: <T>(run: (tx: PgTx) => Promise<T>) => Promise<T>
    dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } }
    /** SQLite: the rows of a read. */
    all: (query: SQL) => Promise<Record<string, unknown>[]>
  }
  /** PostgreSQL: Payload's open transactions by id. */
  sessions?: Record<string, { db: PgTx }>
}

export const dbOf = (payload: Payload) => payload.db as unknown as DbLike
/** Which database: one answer for the whole site (`src/db/dialect.ts`). */
export { isSqlite } from '@/db/dialect'

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ')
/** The statuses that hold a seat, and those of a live registration, as SQL lists. */
export const SEATS = list(SEAT_STATUSES)
export const LIVE = list(LIVE_STATUSES)

/** The ISO time `ms` after `now`. */
export const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()

/** Mail about a member, known by id. */
export const memberSource = (id: number): MailSource => ({ collection: 'event-members', id })

/**
 * SQLite: mail about the member that `where` (over `source`, a row of `event_members`) selects
 * after the batch's earlier statements, if any.
 */
export const selectedMember = (where: string, args: unknown[]): SelectedMailSource => ({
  collection: 'event-members',
  table: 'event_members',
  where,
  args,
})

/** The transaction a PostgreSQL step runs in, when its caller has one (a Payload operation). */
export interface InTransaction {
  /** The request of a Payload operation (a hook's `req`): the step joins its transaction. */
  req?: Pick<PayloadRequest, 'transactionID'>
}

/**
 * PostgreSQL: runs `step` in the caller's Payload transaction (so a hook's writes commit or roll
 * back with the operation's, and never wait for a lock that operation holds), else in one of its
 * own.
 */
export async function inTransaction<T>(
  payload: Payload,
  { req }: InTransaction,
  step: (tx: PgTx) => Promise<T>,
): Promise<T> {
  const id = req?.transactionID === undefined ? undefined : await req.transactionID
  const session = id === undefined ? undefined : dbOf(payload).sessions?.[String(id)]
  return session ? step(session.db) : dbOf(payload).drizzle.transaction(step)
}

/** SQLite: a query written with drizzle's `sql` as a statement of a batch (`writeBatch`). */
export function statement(payload: Payload, query: SQL): Statement {
  const { sql: text, params } = dbOf(payload).drizzle.dialect.sqlToQuery(query)
  return { sql: text, args: params }
}
