/**
 * The admin's CSV exports (submissions, event members, subscribers): one streamed response. Rows
 * are read page by page and written as they come, so memory stays flat however many rows there
 * are. Access control applies: rows are read as the signed-in user.
 */
import { stringify } from 'csv-stringify'
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
  sort?: string
  depth?: number
}

/** A cell as text: arrays joined, objects as JSON, nothing as empty. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(csvCell).join(', ')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

export function csvExportResponse<Doc>(req: PayloadRequest, spec: CsvExport<Doc>): Response {
  if (!isEditorUser(req.user)) {
    return Response.json({ message: 'You are not allowed to export.' }, { status: 403 })
  }
  const where = spec.where ?? ((req.query?.where ?? {}) as Where)
  // Visitor text starting with = + - @ would run as a formula in a spreadsheet: escaped.
  const csv = stringify({ escape_formulas: true })
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      // A byte-order mark so spreadsheet programs read the Georgian text as UTF-8.
      controller.enqueue(encoder.encode('\uFEFF'))
      csv.on('data', (chunk: Buffer | string) =>
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk),
      )
      const done = new Promise<void>((resolve, reject) => {
        csv.on('end', resolve)
        csv.on('error', reject)
      })
      try {
        csv.write(spec.columns.map((c) => c.header))
        for (let page = 1; ; page++) {
          const result = await req.payload.find({
            collection: spec.collection,
            where,
            sort: spec.sort ?? '-createdAt',
            depth: spec.depth ?? 0,
            page,
            limit: PAGE,
            pagination: true,
            user: req.user,
            overrideAccess: false,
            req,
          })
          for (const doc of result.docs as Doc[]) {
            csv.write(spec.columns.map((c) => csvCell(c.value(doc))))
          }
          if (!result.hasNextPage) break
        }
        csv.end()
        await done
        controller.close()
      } catch (error) {
        controller.error(error)
      }
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
