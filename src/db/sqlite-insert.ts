/**
 * Multi-row INSERT statements for SQLite, built from Payload's drizzle tables without drizzle's
 * query builder: its building (a chunk tree per row, walked into SQL and params every time) was a
 * sixth of a stored submission's CPU under load. Each table's column list and defaults are read
 * once; a statement is then one string join and one pass over the values. The values follow
 * drizzle's own insert rules (see its SQLite dialect's `buildInsertQuery`): a column missing from
 * a row takes its default (an SQL default, a value, `$defaultFn`) or null, and a value is sent as
 * its column maps it (JSON as text, booleans as integers).
 */
import { getTableColumns, getTableName, is, SQL } from '@payloadcms/db-sqlite/drizzle'

/** An SQL expression standing for another row's id, inlined into the statement. */
export class SqliteRef {
  constructor(readonly expression: string) {}
}

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

/** A value for one column of one row: SQL text and the params it takes. */
type Piece = { sql: string; args: unknown[] }

interface Shape {
  /** `insert into "t" ("a", "b") values ` */
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

function shapeOf(table: object, dialect: DialectLike): Shape {
  const known = shapes.get(table)
  if (known) return known
  const entries = Object.entries(
    getTableColumns(table as never) as Record<string, ColumnLike>,
  ).filter(([, column]) => !column.shouldDisableInsert())
  const piece = (value: unknown, column: ColumnLike) => pieceOf(value, column, dialect)
  const columns = entries.map(([key, column]) => {
    let missing: () => Piece
    if (column.default !== null && column.default !== undefined) {
      // Rendered once: a default is the same for every row.
      const fixed = piece(column.default, column)
      missing = () => fixed
    } else if (column.defaultFn !== undefined) {
      const fn = column.defaultFn
      missing = () => piece(fn(), column)
    } else if (column.onUpdateFn !== undefined) {
      const fn = column.onUpdateFn
      missing = () => piece(fn(), column)
    } else {
      const none = { sql: 'null', args: [] }
      missing = () => none
    }
    return { key, column, missing }
  })
  const names = entries.map(([, column]) => quoteIdentifier(column.name)).join(', ')
  const shape = {
    head: `insert into ${quoteIdentifier(getTableName(table as never))} (${names}) values `,
    columns,
  }
  shapes.set(table, shape)
  return shape
}

/**
 * One INSERT of `rows` (keyed as Payload's drizzle table names its columns) into `table`, answering
 * the new ids when `returningId`.
 */
export function insertStatement(
  table: object,
  dialect: DialectLike,
  rows: Record<string, unknown>[],
  { returningId }: { returningId: boolean },
): Statement {
  const shape = shapeOf(table, dialect)
  const args: unknown[] = []
  const tuples: string[] = []
  for (const row of rows) {
    const parts: string[] = []
    for (const { key, column, missing } of shape.columns) {
      const value = row[key]
      if (value instanceof SqliteRef) {
        parts.push(value.expression)
      } else if (value === undefined || is(value, SQL)) {
        const piece = value === undefined ? missing() : pieceOf(value, column, dialect)
        parts.push(piece.sql)
        args.push(...piece.args)
      } else {
        // The common case, without building a piece.
        parts.push('?')
        args.push(driverValue(value, column))
      }
    }
    tuples.push(`(${parts.join(', ')})`)
  }
  const returning = returningId ? ' returning "id"' : ''
  return { sql: `${shape.head}${tuples.join(', ')}${returning}`, args }
}
