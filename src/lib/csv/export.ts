/**
 * The admin's CSV exports (submissions, event members, subscribers): one streamed response, newest
 * row first. Rows are read page by page and written as they come, so memory stays flat however
 * many rows there are. Access control applies: rows are read as the signed-in user.
 */
import { stringify } from 'csv-stringify/sync'
import { combineQueries, type CollectionSlug, type PayloadRequest, type Where } from 'payload'
import { isEditorUser } from '@/access'

const PAGE = 500

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
    : (after?: Where) =>
        req.payload.find({
          collection,
          where: after ? { and: [where, after] } : where,
          sort: '-id',
          depth: options.depth ?? 0,
          limit: PAGE,
          pagination: false,
          ...(select ? { select } : {}),
          // Not `req`: the stream outlives the request that started it.
          user: req.user,
          overrideAccess: false,
        })
  if (!readPage) return
  let lastId: number | string | undefined
  for (;;) {
    const page = await readPage(lastId === undefined ? undefined : { id: { less_than: lastId } })
    const docs = page.docs as unknown as Doc[]
    if (docs.length) yield docs
    if (docs.length < PAGE) return
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
  return (after?: Where) =>
    req.payload.db.find({
      collection,
      where: after ? { and: [allowed, after] } : allowed,
      sort: '-id',
      limit: PAGE,
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
  const toCsv = (records: string[][]) =>
    encoder.encode(stringify(records, { escape_formulas: true }))
  // Pulled: the next page is read only when the visitor's connection has taken the last one, so
  // memory holds one page whatever the export's size.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark so spreadsheet programs read the Georgian text as UTF-8.
      controller.enqueue(encoder.encode('\uFEFF'))
      controller.enqueue(toCsv([spec.columns.map((c) => c.header)]))
    },
    async pull(controller) {
      try {
        const next = await rows.next()
        if (next.done) return controller.close()
        controller.enqueue(
          toCsv(next.value.map((doc) => spec.columns.map((c) => csvCell(c.value(doc))))),
        )
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
