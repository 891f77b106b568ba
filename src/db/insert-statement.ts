/**
 * Multi-row INSERT statements for SQLite and PostgreSQL, built from Payload's drizzle tables without
 * drizzle's query builder: its building (a chunk tree per row, walked into SQL and params every
 * time) was a sixth of a stored submission's CPU on SQLite under load, and 8% of all the server's
 * CPU on PostgreSQL. Each table's column list and defaults are read once; a statement is then one
 * string join and one pass over the values. The values follow drizzle's own insert rules (its
 * dialects' `buildInsertQuery`): a column missing from a row takes its default, on SQLite as a
 * value (an SQL default, a value, `$defaultFn`) or null, on PostgreSQL as `$defaultFn`'s value or
 * the keyword `default`; and a value is sent as its column maps it (JSON as text, booleans as
 * integers on SQLite).
 */
import { getTableColumns, getTableName, is, SQL } from '@payloadcms/db-sqlite/drizzle'

/** An SQL expression standing for another row's id, inlined into the statement (SQLite). */
export class SqliteRef {
  constructor(readonly expression: string) {}
}

export type DatabaseKind = 'sqlite' | 'postgres'

/** SQL and its params: `?` placeholders on SQLite, `$1`, `$2`… on PostgreSQL. */
export interface Statement {
  sql: string
  args: unknown[]
}

interface ColumnLike {
  name: string
  default?: unknown
  defaultFn?: () => unknown
  onUpdateFn?: () => unknown
  mapToDriverValue: (value: unknown) => unknown
  shouldDisableInsert: () => boolean
}

interface DialectLike {
  sqlToQuery: (sql: SQL) => { sql: string; params: unknown[] }
}

/** What a statement is built for: the database's kind and its drizzle dialect. */
export interface Target {
  kind: DatabaseKind
  dialect: DialectLike
}

/**
 * A value for one column of one row: SQL text and the params it takes. On PostgreSQL its params
 * are numbered from `$1`, renumbered where it lands in the statement.
 */
type Piece = { sql: string; args: unknown[] }

interface Shape {
  /** `insert into "t" ("a", "b")` */
  head: string
  columns: { key: string; column: ColumnLike; missing: () => Piece }[]
}

const shapes = new WeakMap<object, Shape>()

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

/** A value as drizzle writes it: SQL inlined with its params, anything else one mapped param. */
function pieceOf(value: unknown, column: ColumnLike, dialect: DialectLike): Piece {
  if (is(value, SQL)) {
    const query = dialect.sqlToQuery(value as SQL)
    return { sql: query.sql, args: query.params }
  }
  return { sql: '?', args: [driverValue(value, column)] }
}

/** A plain value as the driver takes it (null stays null). */
function driverValue(value: unknown, column: ColumnLike): unknown {
  return value === null ? null : column.mapToDriverValue(value)
}

/** What a row without a value for `column` writes, by drizzle's rule for the database. */
function missingPiece(column: ColumnLike, { kind, dialect }: Target): () => Piece {
  const piece = (value: unknown) => pieceOf(value, column, dialect)
  if (kind === 'postgres') {
    if (column.defaultFn !== undefined) {
      const fn = column.defaultFn
      return () => piece(fn())
    }
    if (!column.default && column.onUpdateFn !== undefined) {
      const fn = column.onUpdateFn
      return () => piece(fn())
    }
    // The column's own default, as the table defines it (an id's sequence, now()).
    const keyword = { sql: 'default', args: [] }
    return () => keyword
  }
  if (column.default !== null && column.default !== undefined) {
    // Rendered once: a default is the same for every row.
    const fixed = piece(column.default)
    return () => fixed
  }
  if (column.defaultFn !== undefined) {
    const fn = column.defaultFn
    return () => piece(fn())
  }
  if (column.onUpdateFn !== undefined) {
    const fn = column.onUpdateFn
    return () => piece(fn())
  }
  const none = { sql: 'null', args: [] }
  return () => none
}

function shapeOf(table: object, target: Target): Shape {
  const known = shapes.get(table)
  if (known) return known
  const entries = Object.entries(
    getTableColumns(table as never) as Record<string, ColumnLike>,
  ).filter(([, column]) => !column.shouldDisableInsert())
  const columns = entries.map(([key, column]) => ({
    key,
    column,
    missing: missingPiece(column, target),
  }))
  const names = entries.map(([, column]) => quoteIdentifier(column.name)).join(', ')
  const shape = {
    head: `insert into ${quoteIdentifier(getTableName(table as never))} (${names})`,
    columns,
  }
  shapes.set(table, shape)
  return shape
}

/**
 * Rows inserted once per row of another query rather than once each: `from` is what follows
 * `SELECT <the row's values> FROM`, e.g. `"event_members" AS "source" WHERE "source"."ref" = ?`,
 * with its params (placeholders as the target writes them). A row's values may then refer to the
 * selected row (a `SqliteRef` such as `"source"."id"`); no selected row, nothing inserted. This is
 * how a batch writes a row that depends on a row an earlier statement of the same batch wrote,
 * decided inside the database.
 */
export interface InsertFrom {
  from: string
  args: unknown[]
}

/**
 * One INSERT of `rows` (keyed as Payload's drizzle table names its columns) into `table`, answering
 * the new ids when `returningId`; with `select`, `INSERT … SELECT` (see `InsertFrom`).
 */
export function insertStatement(
  table: object,
  target: Target,
  rows: Record<string, unknown>[],
  { returningId, select }: { returningId: boolean; select?: InsertFrom },
): Statement {
  const shape = shapeOf(table, target)
  const numbered = target.kind === 'postgres'
  const args: unknown[] = []
  const tuples: string[] = []
  /** Appends a piece's params; answers its SQL with PostgreSQL's numbers moved past earlier ones. */
  const place = (piece: Piece): string => {
    const base = args.length
    args.push(...piece.args)
    if (!numbered || !piece.args.length) return piece.sql
    if (piece.sql === '?') return `$${base + 1}`
    return piece.sql.replace(/\$(\d+)/g, (_, n: string) => `$${base + Number(n)}`)
  }
  for (const row of rows) {
    const parts: string[] = []
    for (const { key, column, missing } of shape.columns) {
      const value = row[key]
      if (value instanceof SqliteRef) {
        parts.push(value.expression)
      } else if (value === undefined || is(value, SQL)) {
        parts.push(place(value === undefined ? missing() : pieceOf(value, column, target.dialect)))
      } else {
        // The common case, without building a piece.
        args.push(driverValue(value, column))
        parts.push(numbered ? `$${args.length}` : '?')
      }
    }
    if (select) {
      tuples.push(
        `select ${parts.join(', ')} from ${place({ sql: select.from, args: select.args })}`,
      )
    } else {
      tuples.push(`(${parts.join(', ')})`)
    }
  }
  const returning = returningId ? ' returning "id"' : ''
  const body = select ? ` ${tuples.join(' union all ')}` : ` values ${tuples.join(', ')}`
  return { sql: `${shape.head}${body}${returning}`, args }
}
