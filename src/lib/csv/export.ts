/**
 * The admin's CSV exports (submissions, event members, subscribers): one streamed response, newest
 * row first. Rows are read page by page and written as they come, so memory stays flat however
 * many rows there are. Access control applies: rows are read as the signed-in user.
 */
import { setImmediate } from 'node:timers/promises'

import { stringify } from 'csv-stringify/sync'
import { combineQueries, type CollectionSlug, type PayloadRequest, type Where } from 'payload'
import { isEditorUser } from '@/access'

/**
 * Rows per read. The first reads are small so the file's first rows reach the visitor at once
 * however many follow (a page of 500 took 70 ms at 100,000 submissions). Not only the first:
 * Next's gzip sends a chunk's compressed bytes two event-loop turns after it was written, and
 * each of those turns first waits for the next page's synchronous read (libsql), so the first
 * rows waited for two more pages (~60 ms at 200 rows on a slow machine; ~30 ms at 50). Small
 * reads all the way cost more (a read's own overhead: a 100,000-row export took 30% longer at
 * 50). The later ones stay small enough that a page's objects die young: a page of 500 outlived
 * V8's young generation while it was written, was promoted, and the heap grew by ~150 MB of
 * garbage over a 100,000-row export (after a forced GC it was flat: nothing was kept); at 200
 * the heap stays flat without one (bench/scale.mjs).
 */
/** Rows in each of the first `CSV_SMALL_PAGES` reads. */
export const CSV_FIRST_PAGE = 50
export const CSV_SMALL_PAGES = 3
/** Rows in every later read. */
export const CSV_PAGE = 200

export interface CsvColumn<Doc> {
  header: string
  value: (doc: Doc) => unknown
}

export interface CsvExport<Doc> {
  collection: CollectionSlug
  /** The file's name before the date, e.g. `event-members`. */
  filename: string
  columns: CsvColumn<Doc>[]
  /** Defaults to the list's own filters (`where` in the query string, as the list view writes it). */
  where?: Where
  depth?: number
  /** Only these fields are read (Payload's `select`); all when absent. */
  select?: Record<string, true>
  /**
   * Rows as stored, read by the database adapter without Payload's per-document field hooks (a
   * tenth of the cost a row). Only for columns of plain stored values at depth 0: no populated
   * relations, no values a hook computes. The filter and the reader's access are still Payload's.
   */
  lean?: boolean
}

/** The list's own filters, as the admin's list view puts them in the query string. */
export function listFilters(req: PayloadRequest): Where {
  return (req.query?.where ?? {}) as Where
}

/**
 * Every row matching `where`, newest first, read in pages by id (keyset: each page costs the
 * same however deep into the list it is), as the signed-in user.
 */
export async function* readAllRows<Doc extends { id: number | string }>(
  req: PayloadRequest,
  collection: CollectionSlug,
  where: Where,
  options: { depth?: number; select?: Record<string, true>; lean?: boolean } = {},
): AsyncGenerator<Doc[]> {
  const select = options.select ? ({ ...options.select, id: true } as never) : undefined
  const readPage = options.lean
    ? await leanPages(req, collection, where, select)
    : (limit: number, after?: Where) =>
        req.payload.find({
          collection,
          where: after ? { and: [where, after] } : where,
          sort: '-id',
          depth: options.depth ?? 0,
          limit,
          pagination: false,
          ...(select ? { select } : {}),
          // Not `req`: the stream outlives the request that started it.
          user: req.user,
          overrideAccess: false,
        })
  if (!readPage) return
  let lastId: number | string | undefined
  for (let pages = 0; ; pages++) {
    const limit = pages < CSV_SMALL_PAGES ? CSV_FIRST_PAGE : CSV_PAGE
    const page = await readPage(
      limit,
      lastId === undefined ? undefined : { id: { less_than: lastId } },
    )
    const docs = page.docs as unknown as Doc[]
    if (docs.length) yield docs
    if (docs.length < limit) return
    lastId = docs[docs.length - 1]!.id
  }
}

/**
 * Pages read by the database adapter, or null when the reader may read nothing. Payload checks
 * the filter (its paths and the reader's field access) on a one-row read first, and the
 * collection's read access is applied as Payload applies it: `false` reads nothing, a query is
 * added to the filter.
 */
async function leanPages(
  req: PayloadRequest,
  collection: CollectionSlug,
  where: Where,
  select: never | undefined,
) {
  await req.payload.find({
    collection,
    where,
    limit: 1,
    pagination: false,
    depth: 0,
    select: { id: true } as never,
    user: req.user,
    overrideAccess: false,
  })
  const access = await req.payload.collections[collection].config.access.read({ req })
  if (access === false) return null
  const allowed = typeof access === 'object' ? combineQueries(where, access) : where
  return (limit: number, after?: Where) =>
    req.payload.db.find({
      collection,
      where: after ? { and: [allowed, after] } : allowed,
      sort: '-id',
      limit,
      pagination: false,
      ...(select ? { select } : {}),
    })
}

/** A cell as text: arrays joined, objects as JSON, nothing as empty. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(csvCell).join(', ')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

export function csvExportResponse<Doc extends { id: number | string }>(
  req: PayloadRequest,
  spec: CsvExport<Doc>,
): Response {
  if (!isEditorUser(req.user)) {
    return Response.json({ message: 'You are not allowed to export.' }, { status: 403 })
  }
  const where = spec.where ?? listFilters(req)
  const rows = readAllRows<Doc>(req, spec.collection, where, spec)
  const encoder = new TextEncoder()
  // Visitor text starting with = + - @ would run as a formula in a spreadsheet: escaped.
  const toCsv = (records: string[][]) => stringify(records, { escape_formulas: true })
  // A byte-order mark so spreadsheet programs read the Georgian text as UTF-8, and the header
  // line: sent with the first page, as one chunk (Next compresses and flushes chunk by chunk, one
  // event-loop turn each, so three chunks before the first row took three turns).
  let head: string | undefined = '\uFEFF' + toCsv([spec.columns.map((c) => c.header)])
  // Pulled: the next page is read only when the visitor's connection has taken the last one, so
  // memory holds one page whatever the export's size.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // Yield first: Node writes what was enqueued only when this tick ends, and libsql reads
        // synchronously, so without it the next page was read before the last one left (the
        // first rows waited ~40 ms for later pages) and other requests waited for the export.
        if (!head) await setImmediate()
        const next = await rows.next()
        const page = next.done
          ? ''
          : toCsv(next.value.map((doc) => spec.columns.map((c) => csvCell(c.value(doc)))))
        const text = (head ?? '') + page
        head = undefined
        if (text) controller.enqueue(encoder.encode(text))
        if (next.done) controller.close()
      } catch (error) {
        controller.error(error)
      }
    },
    async cancel() {
      await rows.return(undefined)
    },
  })
  const date = new Date().toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${spec.filename}-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
