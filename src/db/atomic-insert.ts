/**
 * Rows written together or not at all (a record and the mail it causes), on both databases.
 *
 * The statements are built by ./insert-statement.ts on both databases. SQLite runs them as one
 * libsql batch: a single synchronous transaction, on the writer thread (./sqlite-writer.ts) when
 * the database is a file. A transaction spread over awaits would hold SQLite's write lock while
 * other requests of this process wait on it with a blocking busy handler, and stall the server. A
 * later row refers to an earlier one through `ref(key)`: under the batch's write lock the table's
 * highest id is the row just inserted. PostgreSQL runs them in an ordinary transaction on a client
 * of the adapter's pool and refers by the ids its inserts return, or, for a group commit's batch,
 * by ids drawn from the sequences first.
 */
import type { Payload } from 'payload'

import { CommitOutcomeUnknown } from './commit-outcome'
import {
  insertStatement,
  quoteIdentifier,
  SqliteRef,
  type Statement,
  type Target,
} from './insert-statement'
import { type SqliteAdapterLike, writeBatch } from './sqlite-writer'

export interface InsertStep {
  /** Names the row so later steps can refer to its id. */
  key?: string
  /** Payload's table name, e.g. `form_submissions`. */
  table: string
  /** Column values keyed as Payload's drizzle table names them (`mailState`, `meta_locale`). */
  rows: (ref: (key: string) => RowRef) => Record<string, unknown>[]
}

/** Another step's row id, as a column value: the id on PostgreSQL, an expression on SQLite. */
export type RowRef = number | SqliteRef

/** A node-postgres client checked out of the pool (PostgreSQL only). */
interface PgClientLike {
  query: (query: { text: string; values?: unknown[] }) => Promise<{ rows: { id?: unknown }[] }>
  release: (destroy?: Error) => void
}
interface AdapterLike extends SqliteAdapterLike {
  name: string
  drizzle: { dialect: Target['dialect'] }
  tables: Record<string, { id: unknown } | undefined>
  /** The node-postgres pool (PostgreSQL only). */
  pool?: { connect: () => Promise<PgClientLike> }
}

/** Runs statements on one PostgreSQL client, in order. */
type RunOnPostgres = (statement: Statement) => Promise<{ rows: { id?: unknown }[] }>

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

  if (adapter.name === 'sqlite') {
    const target: Target = { kind: 'sqlite', dialect: adapter.drizzle.dialect }
    if (records.length > 1 && sharesStatements(records)) {
      return insertSharedOnSqlite(adapter, target, records)
    }
    const statements: Statement[] = []
    const owners: { record: number; key: string | undefined }[] = []
    records.forEach((steps, record) => {
      const keyedTables = new Map(steps.filter((s) => s.key).map((s) => [s.key!, s.table]))
      const inserted = new Set<string>()
      const ref = (key: string) => {
        const table = keyedTables.get(key)
        if (!table || !inserted.has(key)) return noRef(key)
        return new SqliteRef(`(SELECT max(id) FROM ${quoteIdentifier(table)})`)
      }
      for (const step of steps) {
        const rows = step.rows(ref)
        checkKeyed(step, rows)
        if (step.key) inserted.add(step.key)
        if (!rows.length) continue
        const table = tableOf(adapter, step.table)
        statements.push(insertStatement(table, target, rows, { returningId: Boolean(step.key) }))
        owners.push({ record, key: step.key })
      }
    })
    const results = await writeBatch(adapter, statements)
    owners.forEach(({ record, key }, i) => {
      const id = results[i]?.[0]?.id
      if (key && id !== undefined) allIds[record]![key] = Number(id)
    })
    return allIds
  }

  if (!adapter.pool)
    throw new Error(`Atomic inserts need SQLite or PostgreSQL, not ${adapter.name}.`)
  const target: Target = { kind: 'postgres', dialect: adapter.drizzle.dialect }
  await inPostgresTransaction(adapter.pool, async (run) => {
    if (records.length > 1 && sharesStatements(records)) {
      return insertSharedOnPostgres(adapter, target, run, records, allIds)
    }
    for (const [record, steps] of records.entries()) {
      const ids = allIds[record]!
      const ref = (key: string) => ids[key] ?? noRef(key)
      for (const step of steps) {
        const rows = step.rows(ref)
        checkKeyed(step, rows)
        if (!rows.length) continue
        const table = tableOf(adapter, step.table)
        const returningId = Boolean(step.key)
        const inserted = await run(insertStatement(table, target, rows, { returningId }))
        const id = inserted.rows[0]?.id
        if (step.key && id !== undefined) ids[step.key] = Number(id)
      }
    }
  })
  return allIds
}

/**
 * Whether PostgreSQL answered COMMIT with an ERROR (node-postgres gives its severity): the
 * transaction was rolled back. A FATAL or PANIC ends the session and can come after a local commit
 * (a backend stopped while it waits for synchronous replication).
 */
function rolledBackByServer(error: unknown): boolean {
  return (error as { severity?: unknown } | null)?.severity === 'ERROR'
}

/**
 * Sends COMMIT. An ERROR from the server means the transaction was rolled back; anything else (a
 * connection lost while COMMIT was out, a FATAL) leaves it unknown whether it committed.
 */
async function commitOn(client: Pick<PgClientLike, 'query'>): Promise<void> {
  try {
    await client.query({ text: 'commit' })
  } catch (error) {
    if (rolledBackByServer(error)) throw error
    throw new CommitOutcomeUnknown('PostgreSQL did not say whether COMMIT succeeded.', {
      cause: error,
    })
  }
}

/**
 * One transaction on a client of the pool, committed when `work` ends and rolled back when it
 * throws. Statements go to node-postgres as text and values, without drizzle's query builder.
 */
async function inPostgresTransaction(
  pool: NonNullable<AdapterLike['pool']>,
  work: (run: RunOnPostgres) => Promise<void>,
): Promise<void> {
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query({ text: 'begin' })
    await work((statement) => client.query({ text: statement.sql, values: statement.args }))
    await commitOn(client)
  } catch (error) {
    try {
      await client.query({ text: 'rollback' })
    } catch (lost) {
      // A client that cannot roll back is not given to anyone else.
      broken = lost instanceof Error ? lost : new Error(String(lost))
    }
    throw error
  } finally {
    client.release(broken)
  }
}

/**
 * Many records in a few statements on PostgreSQL (a group commit's batch, inside its transaction):
 * the first steps' ids are drawn from their tables' sequences up front (one query per table), so
 * every row is known before it is written and each table gets one multi-row insert, instead of a
 * round trip per row. Fills `allIds`.
 */
async function insertSharedOnPostgres(
  adapter: AdapterLike,
  target: Target,
  run: RunOnPostgres,
  records: InsertStep[][],
  allIds: Record<string, number>[],
): Promise<void> {
  for (const [name, members] of groupByFirstTable(records)) {
    const { rows: drawn } = await run({
      sql: `select nextval(pg_get_serial_sequence($1, 'id'))::int as id from generate_series(1, $2)`,
      args: [quoteIdentifier(name), members.length],
    })
    const rows = firstRows(records, members).map((row, position) => {
      const id = Number(drawn[position]!.id)
      allIds[members[position]!]![keyOf(records, members[position]!)] = id
      return { ...row, id }
    })
    await run(insertStatement(tableOf(adapter, name), target, rows, { returningId: false }))
  }
  const ownId = (record: number) => allIds[record]![keyOf(records, record)]!
  for (const rowsByTable of laterRowsByTable(records, ownId)) {
    for (const [name, rows] of rowsByTable) {
      await run(insertStatement(tableOf(adapter, name), target, rows, { returningId: false }))
    }
  }
}

/** A reference to a step that is not an earlier one of the same record. */
function noRef(key: string): never {
  throw new Error(`No earlier step is named ${key}.`)
}

/** The key of a record's first step (a shared batch's records all name it). */
function keyOf(records: InsertStep[][], record: number): string {
  return records[record]![0]!.key!
}

/** Records by the table of their first step, in order. */
function groupByFirstTable(records: InsertStep[][]): Map<string, number[]> {
  const groups = new Map<string, number[]>()
  records.forEach((steps, record) => {
    const members = groups.get(steps[0]!.table) ?? []
    members.push(record)
    groups.set(steps[0]!.table, members)
  })
  return groups
}

/** The one row of each member's first step. */
function firstRows(records: InsertStep[][], members: number[]): Record<string, unknown>[] {
  return members.map((record) => {
    const step = records[record]![0]!
    const rows = step.rows(noRef)
    checkKeyed(step, rows)
    return rows[0]!
  })
}

/**
 * The rows of the records' later steps, layer by layer (every record's second step, then third…),
 * each layer by table; a step refers to its record's first row through `ownRef(record)`.
 */
function laterRowsByTable(
  records: InsertStep[][],
  ownRef: (record: number) => RowRef,
): Map<string, Record<string, unknown>[]>[] {
  const layers: Map<string, Record<string, unknown>[]>[] = []
  const depth = Math.max(...records.map((steps) => steps.length))
  for (let layer = 1; layer < depth; layer++) {
    const rowsByTable = new Map<string, Record<string, unknown>[]>()
    records.forEach((steps, record) => {
      const step = steps[layer]
      if (!step) return
      const own = steps[0]!.key
      const rows = step.rows((key) => (key === own ? ownRef(record) : noRef(key)))
      if (!rows.length) return
      const tableRows = rowsByTable.get(step.table) ?? []
      tableRows.push(...rows)
      rowsByTable.set(step.table, tableRows)
    })
    layers.push(rowsByTable)
  }
  return layers
}

/**
 * Whether a group of records can share statements (`insertSharedOn…`): each names its first
 * step and only that one, and no later step writes to a table a first step writes to (whose
 * highest id the later steps read).
 */
function sharesStatements(records: InsertStep[][]): boolean {
  const firstTables = new Set(records.map((steps) => steps[0]?.table))
  return records.every(
    (steps) =>
      steps.length > 0 &&
      Boolean(steps[0]!.key) &&
      steps.slice(1).every((step) => !step.key && !firstTables.has(step.table)),
  )
}

/**
 * Many records in a few statements (a group commit's batch): one multi-row insert per table of the
 * records' first steps, then one per table of each later step. Under the batch's write lock the
 * rows of one insert get consecutive ids in their order, so the record at position p of n is
 * `max(id) - (n - 1 - p)` for the later steps, and the lowest returned id plus p for its caller.
 * Each statement costs SQLite a prepare and a build; per record that was most of a
 * submission's time in the database.
 */
async function insertSharedOnSqlite(
  adapter: AdapterLike,
  target: Target,
  records: InsertStep[][],
): Promise<Record<string, number>[]> {
  const statements: Statement[] = []
  const refs: SqliteRef[] = []
  const groups = [...groupByFirstTable(records)]
  for (const [name, members] of groups) {
    const rows = firstRows(records, members)
    statements.push(insertStatement(tableOf(adapter, name), target, rows, { returningId: true }))
    members.forEach((record, position) => {
      const back = members.length - 1 - position
      refs[record] = new SqliteRef(`((SELECT max(id) FROM ${quoteIdentifier(name)}) - ${back})`)
    })
  }
  for (const rowsByTable of laterRowsByTable(records, (record) => refs[record]!)) {
    // Only the first steps' ids are read back.
    for (const [name, rows] of rowsByTable) {
      statements.push(insertStatement(tableOf(adapter, name), target, rows, { returningId: false }))
    }
  }
  const results = await writeBatch(adapter, statements)
  const allIds = records.map(() => ({}) as Record<string, number>)
  groups.forEach(([, members], i) => {
    const lowest = Math.min(...(results[i] ?? []).map((row) => Number(row.id)))
    members.forEach((record, position) => {
      allIds[record]![keyOf(records, record)] = lowest + position
    })
  })
  return allIds
}
