/**
 * Indexes the reads need as content grows (`npm run bench:scale`): each `*_locales` table is read
 * by `_parent_id` for every row of its collection, and the news list walks
 * `(_status, published_at, created_at)`. A localized collection added without its migration's
 * index fails here, on both databases.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

interface RawDb {
  name: string
  drizzle: {
    all?: (query: unknown) => Promise<Record<string, unknown>[]>
    execute?: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }>
  }
}

async function rows(t: TestPayload, query: unknown) {
  const db = t.payload.db as unknown as RawDb
  return db.name === 'sqlite' ? db.drizzle.all!(query) : (await db.drizzle.execute!(query)).rows
}

/** Index name → its columns in order, per table. */
async function indexesOf(t: TestPayload, kind: string): Promise<Map<string, string[][]>> {
  const byTable = new Map<string, string[][]>()
  const add = (table: string, columns: string[]) =>
    byTable.set(table, [...(byTable.get(table) ?? []), columns])
  if (kind === 'sqlite') {
    const list = await rows(
      t,
      sql`SELECT m.name AS tbl, il.name AS idx FROM sqlite_master m, pragma_index_list(m.name) il WHERE m.type = 'table'`,
    )
    for (const { tbl, idx } of list) {
      const cols = await rows(
        t,
        sql`SELECT name FROM pragma_index_info(${String(idx)}) ORDER BY seqno`,
      )
      add(
        String(tbl),
        cols.map((c) => String(c.name)),
      )
    }
  } else {
    const list = await rows(
      t,
      sql`SELECT tablename AS tbl, indexdef FROM pg_indexes WHERE schemaname = current_schema()`,
    )
    for (const { tbl, indexdef } of list) {
      const columns = /\(([^)]*)\)\s*$/.exec(String(indexdef))?.[1] ?? ''
      add(
        String(tbl),
        columns.split(',').map((c) => c.trim().replace(/"/g, '')),
      )
    }
  }
  return byTable
}

describe.each(databaseKinds)('read indexes on %s', (kind) => {
  let t: TestPayload
  let indexes: Map<string, string[][]>

  beforeAll(async () => {
    t = await startPayload(kind)
    indexes = await indexesOf(t, kind)
  }, 120_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('every translations table has an index led by _parent_id', () => {
    const tables = [...indexes.keys()].filter((name) => name.endsWith('_locales'))
    expect(tables.length).toBeGreaterThan(10)
    const missing = tables.filter(
      (table) => !(indexes.get(table) ?? []).some((columns) => columns[0] === '_parent_id'),
    )
    expect(missing).toEqual([])
  })

  it('the news list and the submissions list have their ordered indexes', () => {
    expect(indexes.get('posts')).toContainEqual(['_status', 'published_at', 'created_at'])
    expect(indexes.get('form_submissions')).toContainEqual(['form_id', 'created_at'])
  })
})
