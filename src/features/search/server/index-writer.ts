/**
 * The search index's only writer. A hook re-reads the changed documents (one, or those naming a
 * changed district or category) in every locale and writes their rows in the saving operation's
 * transaction (Local API, `req`); a rebuild re-reads every source. Both read and write a batch at
 * a time, one INSERT a batch, and a row met on the unique (source, docId, locale) index is no
 * error (see `insertRows`).
 */
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import { sql } from '@payloadcms/db-sqlite/drizzle'

import { drizzleOf, isSqlite, runStatement, selectRows } from '@/db/dialect'
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
/** Documents read and written at once (a rebuild's batch, a related record's pages). */
const BATCH = 200

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
  ids: number[],
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

interface Inserting {
  values: (rows: object[]) => {
    onConflictDoUpdate: (config: { target: unknown[]; set: object }) => PromiseLike<unknown>
    onConflictDoNothing: (config: { target: unknown[] }) => PromiseLike<unknown>
  }
}
type IndexTable = Record<keyof IndexRow, { name: string }>

function indexTable(payload: Payload): IndexTable {
  const table = (payload.db as unknown as { tables: Record<string, unknown> }).tables[INDEX_TABLE]
  if (!table) throw new Error(`The ${INDEX_TABLE} table is missing.`)
  return table as IndexTable
}

/**
 * Writes rows in one statement. A row already there for its page and locale (the unique index)
 * was written by someone else since this writer removed it: `fresher` says whose is newer, the
 * rows written here (a hook, which read in the saving operation) or the one found (a rebuild reads
 * outside any operation, so a hook's row beats it).
 */
async function insertRows(
  payload: Payload,
  rows: IndexRow[],
  fresher: 'mine' | 'theirs',
  req?: PayloadRequest,
): Promise<void> {
  if (!rows.length) return
  const table = indexTable(payload)
  const now = new Date().toISOString()
  const db = await drizzleOf<{ insert: (table: unknown) => Inserting }>(payload, { req })
  const insert = db
    .insert(table)
    .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
  const target = [table.source, table.docId, table.locale]
  if (fresher === 'theirs') {
    await insert.onConflictDoNothing({ target })
    return
  }
  const kept = Object.keys(rows[0]!) as (keyof IndexRow)[]
  const set = Object.fromEntries(
    [...kept, 'updatedAt' as const].map((key) => [
      key,
      sql.raw(`excluded."${(table as Record<string, { name: string }>)[key]!.name}"`),
    ]),
  )
  await insert.onConflictDoUpdate({ target, set })
}

/** Re-reads documents of a source in every locale and replaces their rows. */
async function replaceRows(
  payload: Payload,
  source: SearchSource,
  ids: number[],
  fresher: 'mine' | 'theirs',
  req?: PayloadRequest,
): Promise<number> {
  // A rebuild's batch may be read while a hook writes newer rows of its documents: it removes only
  // the rows older than its read, and its insert gives way to the hook's.
  const readStarted = fresher === 'theirs' ? new Date().toISOString() : undefined
  const rows = await readRows(payload, source, ids, req)
  await removeSearchRows(payload, source.collection, ids, req, readStarted)
  await insertRows(payload, rows, fresher, req)
  return rows.length
}

/**
 * Re-reads documents of a source in every locale and replaces their rows: a published document
 * gets one row per locale, anything else (a draft, an unpublished or deleted document) none.
 * Within `req`'s transaction when a hook calls it; a rebuild's rows written meanwhile give way.
 */
export async function syncSearchRows(
  payload: Payload,
  source: SearchSource,
  ids: number[],
  req?: PayloadRequest,
): Promise<void> {
  for (let at = 0; at < ids.length; at += BATCH) {
    await replaceRows(payload, source, ids.slice(at, at + BATCH), 'mine', req)
  }
}

/** Removes the rows of documents of a source (only those written before `olderThan`, if given). */
export async function removeSearchRows(
  payload: Payload,
  source: string,
  ids: number[],
  req?: PayloadRequest,
  olderThan?: string,
): Promise<void> {
  if (!ids.length) return
  await runStatement(
    payload,
    sql`DELETE FROM "search_index" WHERE "source" = ${source} AND "doc_id" IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})${olderThan ? sql` AND "updated_at" < ${olderThan}` : sql``}`,
    { req },
  )
}

/**
 * Removes the rows of a source's documents that no longer exist: a document deleted while a
 * rebuild's batch held it read gets its rows back from that batch, and no later read finds it.
 */
async function removeRowsOfGoneDocuments(payload: Payload, source: SearchSource): Promise<void> {
  const existing = new Set<number>()
  for await (const batch of documentIds(payload, source.collection)) {
    for (const id of batch) existing.add(id)
  }
  const indexed = await selectRows(
    payload,
    sql`SELECT DISTINCT "doc_id" FROM "search_index" WHERE "source" = ${source.collection}`,
  )
  const gone = indexed.map((row) => Number(row.doc_id)).filter((id) => !existing.has(id))
  for (let at = 0; at < gone.length; at += BATCH) {
    await removeSearchRows(payload, source.collection, gone.slice(at, at + BATCH))
  }
}

/**
 * The ids of a collection's documents that `where` selects (drafts too: the source decides what
 * is public), a batch at a time, in id order; within `req`'s transaction when given.
 */
export async function* documentIds(
  payload: Payload,
  collection: CollectionSlug,
  where?: Where,
  req?: PayloadRequest,
): AsyncGenerator<number[]> {
  let after = 0
  for (;;) {
    const found = await payload.find({
      collection,
      where: { and: [{ id: { greater_than: after } }, ...(where ? [where] : [])] },
      depth: 0,
      limit: BATCH,
      pagination: false,
      select: { createdAt: true } as never,
      sort: 'id',
      ...(req ? { req } : {}),
    })
    const ids = found.docs.map((doc) => Number((doc as { id: unknown }).id))
    if (ids.length) yield ids
    if (ids.length < BATCH) return
    after = ids[ids.length - 1]!
  }
}

/**
 * How long an operation may run between stamping a document's `updatedAt` and committing it: a
 * rebuild re-reads the documents changed since this long before it started.
 */
const OPERATION_SLACK_MS = 60_000

/**
 * Fills the index anew from every source: each source's documents read in batches and written in
 * bulk; rows of documents that are gone (and of sources that are no more) removed at the end.
 * Visitors keep finding the old rows of a document until its new ones are written. A publish, an
 * unpublish, a rename or a deletion meanwhile writes its own rows, which the rebuild's give way to
 * (a batch removes only rows older than its read); a batch read before such a change may still
 * write the old state after it, so the documents changed since the rebuild started are read once
 * more at the end, and the rows of documents gone meanwhile are removed.
 */
export async function rebuildSearchIndex(
  payload: Payload,
  sources: readonly SearchSource[],
): Promise<{ rows: number }> {
  indexTable(payload)
  const startedAt = Date.now()
  const started = new Date(startedAt).toISOString()
  let written = 0
  for (const source of sources) {
    for await (const batch of documentIds(payload, source.collection)) {
      written += await replaceRows(payload, source, batch, 'theirs')
    }
    await runStatement(
      payload,
      sql`DELETE FROM "search_index" WHERE "source" = ${source.collection} AND "updated_at" < ${started}`,
    )
  }
  const known = sources.map((s) => sql`${s.collection}`)
  await runStatement(
    payload,
    sql`DELETE FROM "search_index" WHERE "source" NOT IN (${sql.join(known, sql`, `)})`,
  )
  const since = new Date(startedAt - OPERATION_SLACK_MS).toISOString()
  for (const source of sources) {
    const changed = { updatedAt: { greater_than_equal: since } }
    for await (const batch of documentIds(payload, source.collection, changed)) {
      await replaceRows(payload, source, batch, 'theirs')
    }
    await removeRowsOfGoneDocuments(payload, source)
  }
  // The full-text index as the query planner and FTS5 like it after a bulk write: PostgreSQL's
  // statistics (else it may scan every row rather than use the GIN indexes), FTS5's segments merged.
  await runStatement(
    payload,
    isSqlite(payload)
      ? sql`INSERT INTO "search_index_fts"("search_index_fts") VALUES ('optimize')`
      : sql`ANALYZE "search_index"`,
  )
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
