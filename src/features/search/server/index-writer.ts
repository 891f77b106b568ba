/**
 * The search index's only writer. A hook re-reads the changed document in every locale and writes
 * its rows in the saving operation's transaction (Local API, `req`); a rebuild re-reads every
 * source in batches and writes rows in bulk.
 */
import type { Payload, PayloadRequest } from 'payload'
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'

import type { SearchDocument, SearchSource } from '@/features/feature'
import { locales } from '@/i18n/locales'

import { indexTerms, NORMALISER_VERSION } from '../model/normalise'

export const INDEX_COLLECTION = 'search-index'
const INDEX_TABLE = 'search_index'
/** Characters of a page's text that are indexed (terms) and kept (for excerpts). */
export const TEXT_INDEXED = 50_000
export const TEXT_KEPT = 4_000
/** Titles are cut here (a title is a line). */
const TITLE_KEPT = 300
/** Documents read at once by a rebuild. */
const REBUILD_BATCH = 200

export interface IndexRow {
  source: string
  docId: number
  locale: string
  kind: string
  url: string
  title: string
  date: string | null
  text: string
  titleTerms: string
  bodyTerms: string
  version: number
}

/** A page's row: its terms from the whole (indexed) text, the start of the text kept. */
export function indexRow(source: string, doc: SearchDocument): IndexRow {
  const title = doc.title.slice(0, TITLE_KEPT)
  const text = (doc.text ?? '').slice(0, TEXT_INDEXED)
  return {
    source,
    docId: doc.id,
    locale: doc.locale,
    kind: doc.kind,
    url: doc.url,
    title,
    date: doc.date ? new Date(doc.date).toISOString() : null,
    text: text.slice(0, TEXT_KEPT),
    titleTerms: indexTerms(title),
    bodyTerms: indexTerms(text),
    version: NORMALISER_VERSION,
  }
}

/** The rows of a source's pages in every locale (a page without a title in a locale has none). */
async function readRows(
  payload: Payload,
  source: SearchSource,
  ids: number[] | undefined,
  req?: PayloadRequest,
): Promise<IndexRow[]> {
  const rows: IndexRow[] = []
  for (const locale of locales) {
    for (const doc of await source.documents(payload, locale, { ids, req })) {
      if (typeof doc.title === 'string' && doc.title.trim())
        rows.push(indexRow(source.collection, doc))
    }
  }
  return rows
}

/**
 * Re-reads documents of a source (`ids`, or all of them) in every locale and replaces their rows:
 * a published document gets one row per locale, anything else (a draft, an unpublished or deleted
 * document) none. Within `req`'s transaction when a hook calls it.
 */
export async function syncSearchRows(
  payload: Payload,
  source: SearchSource,
  ids: number[] | undefined,
  req?: PayloadRequest,
): Promise<void> {
  const rows = await readRows(payload, source, ids, req)
  await removeSearchRows(payload, source.collection, ids, req)
  for (const row of rows) {
    await payload.create({
      collection: INDEX_COLLECTION,
      data: row,
      depth: 0,
      select: { source: true },
      ...(req ? { req } : {}),
    })
  }
}

/** Removes the rows of documents of a source (`ids`, or all of them). */
export async function removeSearchRows(
  payload: Payload,
  source: string,
  ids: number[] | undefined,
  req?: PayloadRequest,
): Promise<void> {
  await payload.delete({
    collection: INDEX_COLLECTION,
    where: {
      and: [{ source: { equals: source } }, ...(ids ? [{ docId: { in: ids } }] : [])],
    },
    depth: 0,
    select: { source: true },
    ...(req ? { req } : {}),
  })
}

interface Drizzle {
  insert: (table: unknown) => { values: (rows: object[]) => PromiseLike<unknown> }
  run?: (query: SQL) => PromiseLike<unknown>
  execute?: (query: SQL) => PromiseLike<unknown>
}
interface DbLike {
  name: string
  drizzle: Drizzle
  tables: Record<string, unknown>
}

async function run(db: DbLike, query: SQL): Promise<void> {
  if (db.name === 'sqlite') await db.drizzle.run!(query)
  else await db.drizzle.execute!(query)
}

/** Every document id of a source's collection (drafts too: the source decides what is public). */
async function allIds(payload: Payload, source: SearchSource): Promise<number[]> {
  const found = await payload.find({
    collection: source.collection,
    depth: 0,
    pagination: false,
    select: { createdAt: true } as never,
    sort: 'id',
  })
  return found.docs.map((doc) => Number((doc as { id: unknown }).id))
}

/**
 * Fills the index anew from every source: each source's documents read in batches and written in
 * bulk; rows of documents that are gone (and of sources that are no more) removed at the end.
 * Visitors keep finding the old rows of a document until its new ones are written.
 */
export async function rebuildSearchIndex(
  payload: Payload,
  sources: readonly SearchSource[],
): Promise<{ rows: number }> {
  const db = payload.db as unknown as DbLike
  const table = db.tables[INDEX_TABLE]
  if (!table) throw new Error(`The ${INDEX_TABLE} table is missing.`)
  const started = new Date().toISOString()
  let written = 0
  for (const source of sources) {
    const ids = await allIds(payload, source)
    for (let at = 0; at < ids.length; at += REBUILD_BATCH) {
      const batch = ids.slice(at, at + REBUILD_BATCH)
      const rows = await readRows(payload, source, batch)
      const now = new Date().toISOString()
      await run(
        db,
        sql`DELETE FROM "search_index" WHERE "source" = ${source.collection}
          AND "doc_id" IN (${sql.join(
            batch.map((id) => sql`${id}`),
            sql`, `,
          )})`,
      )
      if (rows.length) {
        await db.drizzle
          .insert(table)
          .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
      }
      written += rows.length
    }
    await run(
      db,
      sql`DELETE FROM "search_index" WHERE "source" = ${source.collection} AND "updated_at" < ${started}`,
    )
  }
  const known = sources.map((s) => sql`${s.collection}`)
  await run(db, sql`DELETE FROM "search_index" WHERE "source" NOT IN (${sql.join(known, sql`, `)})`)
  // The full-text index as the query planner and FTS5 like it after a bulk write: PostgreSQL's
  // statistics (else it may scan every row rather than use the GIN indexes), FTS5's segments merged.
  if (db.name === 'sqlite') {
    await run(db, sql`INSERT INTO "search_index_fts"("search_index_fts") VALUES ('optimize')`)
  } else await run(db, sql`ANALYZE "search_index"`)
  return { rows: written }
}

/** Whether the index needs a rebuild: empty, or made by another version of the normaliser. */
export async function searchIndexIsBehind(payload: Payload): Promise<boolean> {
  const [all, current] = await Promise.all([
    payload.count({ collection: INDEX_COLLECTION }),
    payload.count({
      collection: INDEX_COLLECTION,
      where: { version: { equals: NORMALISER_VERSION } },
    }),
  ])
  return all.totalDocs === 0 || current.totalDocs < all.totalDocs
}
