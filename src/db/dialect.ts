/**
 * Raw SQL on either database, in one place: features write their statements with drizzle's `sql`
 * (the same text on SQLite and PostgreSQL where they can) and run them here, rather than each
 * asking which database it is on and which drizzle method returns rows there.
 */
import type { Payload, PayloadRequest } from 'payload'
import type { SQL } from '@payloadcms/db-sqlite/drizzle'

/** Payload's drizzle handle (the adapter's, or an open transaction's) as raw SQL needs it. */
export interface DrizzleLike {
  /** SQLite: the rows of a read; a statement. */
  all?: (query: SQL) => PromiseLike<Record<string, unknown>[]>
  run?: (query: SQL) => PromiseLike<unknown>
  /** PostgreSQL: any statement, with its rows. */
  execute?: (query: SQL) => PromiseLike<{ rows: Record<string, unknown>[] }>
  transaction: <T>(step: (tx: DrizzleLike) => Promise<T>) => Promise<T>
}

interface AdapterLike {
  name: string
  drizzle: DrizzleLike
  /** Payload's open transactions by id (PostgreSQL; SQLite runs without them here). */
  sessions?: Record<string, { db: DrizzleLike } | undefined>
}

const adapterOf = (payload: Payload) => payload.db as unknown as AdapterLike

export const isSqlite = (payload: Payload): boolean => adapterOf(payload).name === 'sqlite'

/** Which operation a statement belongs to: a hook's `req` joins its operation's transaction. */
export interface InOperation {
  req?: Pick<PayloadRequest, 'transactionID'>
}

/**
 * The drizzle handle to write with: the open transaction of `req`'s operation (so a hook's writes
 * commit or roll back with it, and never wait for a lock it holds), else the adapter's own.
 */
export async function drizzleOf<T = DrizzleLike>(
  payload: Payload,
  { req }: InOperation = {},
): Promise<T> {
  const adapter = adapterOf(payload)
  const id = req?.transactionID === undefined ? undefined : await req.transactionID
  const session = id === undefined ? undefined : adapter.sessions?.[String(id)]
  return (session?.db ?? adapter.drizzle) as T
}

async function rowsOn(db: DrizzleLike, sqlite: boolean, query: SQL) {
  return sqlite ? db.all!(query) : (await db.execute!(query)).rows
}

/**
 * The rows a query returns. `postgresLocal` (PostgreSQL only: `SET LOCAL` statements such as a
 * planner setting) run first, in a transaction of the query's own, never the operation's: they
 * would outlast the query there.
 */
export async function selectRows(
  payload: Payload,
  query: SQL,
  { req, postgresLocal }: InOperation & { postgresLocal?: SQL[] } = {},
): Promise<Record<string, unknown>[]> {
  const sqlite = isSqlite(payload)
  if (!sqlite && postgresLocal?.length) {
    return adapterOf(payload).drizzle.transaction(async (tx) => {
      for (const setting of postgresLocal) await tx.execute!(setting)
      return (await tx.execute!(query)).rows
    })
  }
  return rowsOn(await drizzleOf(payload, { req }), sqlite, query)
}

/** Runs a statement that returns nothing wanted (DELETE, ANALYZE…), in `req`'s transaction if any. */
export async function runStatement(
  payload: Payload,
  query: SQL,
  { req }: InOperation = {},
): Promise<void> {
  const db = await drizzleOf(payload, { req })
  if (isSqlite(payload)) await db.run!(query)
  else await db.execute!(query)
}
