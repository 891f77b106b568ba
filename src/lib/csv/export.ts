/**
 * The admin's CSV exports (submissions, event members, subscribers): one streamed response, newest
 * row first. Rows are read page by page and written as they come, so memory stays flat however
 * many rows there are. Access control applies: rows are read as the signed-in user.
 */
import { stringify } from 'csv-stringify/sync'
import type { CollectionSlug, PayloadRequest, Where } from 'payload'
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
  options: { depth?: number; select?: Record<string, true> } = {},
): AsyncGenerator<Doc[]> {
  let lastId: number | string | undefined
  for (;;) {
    const page = await req.payload.find({
      collection,
      where: lastId === undefined ? where : { and: [where, { id: { less_than: lastId } }] },
      sort: '-id',
      depth: options.depth ?? 0,
      limit: PAGE,
      pagination: false,
      ...(options.select ? { select: { ...options.select, id: true } as never } : {}),
      // Not `req`: the stream outlives the request that started it.
      user: req.user,
      overrideAccess: false,
    })
    const docs = page.docs as unknown as Doc[]
    if (docs.length) yield docs
    if (docs.length < PAGE) return
    lastId = docs[docs.length - 1]!.id
  }
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
