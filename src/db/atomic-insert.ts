/**
 * Rows written together or not at all (a record and the mail it causes), on both databases.
 *
 * SQLite runs them as one libsql batch: a single synchronous transaction. A transaction spread over
 * awaits would hold SQLite's write lock while other requests of this process wait on it with a
 * blocking busy handler, and stall the server. A later row refers to an earlier one through
 * `ref(key)`: under the batch's write lock the table's highest id is the row just inserted.
 * PostgreSQL runs them in an ordinary transaction and refers by the ids its inserts return.
 */
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

export interface InsertStep {
  /** Names the row so later steps can refer to its id. */
  key?: string
  /** Payload's table name, e.g. `form_submissions`. */
  table: string
  /** Column values keyed as Payload's drizzle table names them (`mailState`, `meta_locale`). */
  rows: (ref: (key: string) => number | SQL) => Record<string, unknown>[]
}

type InsertQuery = PromiseLike<{ id: number }[]>
interface DrizzleLike {
  insert: (table: unknown) => {
    values: (rows: Record<string, unknown>[]) => {
      returning: (fields: Record<string, unknown>) => InsertQuery
    }
  }
  batch?: (queries: InsertQuery[]) => Promise<unknown[]>
  transaction: <T>(run: (tx: DrizzleLike) => Promise<T>) => Promise<T>
}
interface AdapterLike {
  name: string
  drizzle: DrizzleLike
  tables: Record<string, { id: unknown } | undefined>
}

function tableOf(adapter: AdapterLike, name: string) {
  const table = adapter.tables[name]
  if (!table) throw new Error(`The ${name} table is missing.`)
  return table
}

/** A named step is one row: later steps refer to exactly that row on both databases. */
function checkKeyed(step: InsertStep, rows: Record<string, unknown>[]): void {
  if (step.key && rows.length !== 1) {
    throw new Error(`Step ${step.key} must insert one row, not ${rows.length}.`)
  }
}

/** Inserts every step's rows in one transaction; answers the ids of the keyed steps. */
export async function insertAtomically(
  payload: Payload,
  steps: InsertStep[],
): Promise<Record<string, number>> {
  const [ids] = await insertRecordsAtomically(payload, [steps])
  return ids ?? {}
}

/**
 * Several records, each its own list of steps, in one transaction (one commit: see
 * ./group-commit.ts); answers each record's keyed ids. A failing row fails them all.
 */
export async function insertRecordsAtomically(
  payload: Payload,
  records: InsertStep[][],
): Promise<Record<string, number>[]> {
  const adapter = payload.db as unknown as AdapterLike
  const allIds = records.map(() => ({}) as Record<string, number>)

  if (adapter.name === 'sqlite' && adapter.drizzle.batch) {
    const queries: InsertQuery[] = []
    const owners: { record: number; key: string | undefined }[] = []
    records.forEach((steps, record) => {
      const keyedTables = new Map(steps.filter((s) => s.key).map((s) => [s.key!, s.table]))
      const inserted = new Set<string>()
      const ref = (key: string) => {
        const table = keyedTables.get(key)
        if (!table || !inserted.has(key)) throw new Error(`No earlier step is named ${key}.`)
        return sql`(SELECT max(id) FROM ${sql.identifier(table)})`
      }
      for (const step of steps) {
        const rows = step.rows(ref)
        checkKeyed(step, rows)
        if (step.key) inserted.add(step.key)
        if (!rows.length) continue
        const table = tableOf(adapter, step.table)
        queries.push(adapter.drizzle.insert(table).values(rows).returning({ id: table.id }))
        owners.push({ record, key: step.key })
      }
    })
    const results = (await adapter.drizzle.batch(queries)) as { id: number }[][]
    owners.forEach(({ record, key }, i) => {
      const id = results[i]?.[0]?.id
      if (key && id !== undefined) allIds[record]![key] = id
    })
    return allIds
  }

  await adapter.drizzle.transaction(async (tx) => {
    for (const [record, steps] of records.entries()) {
      const ids = allIds[record]!
      const ref = (key: string) => {
        const id = ids[key]
        if (id === undefined) throw new Error(`No earlier step is named ${key}.`)
        return id
      }
      for (const step of steps) {
        const rows = step.rows(ref)
        checkKeyed(step, rows)
        if (!rows.length) continue
        const table = tableOf(adapter, step.table)
        const inserted = await tx.insert(table).values(rows).returning({ id: table.id })
        if (step.key && inserted[0]) ids[step.key] = inserted[0].id
      }
    }
  })
  return allIds
}
