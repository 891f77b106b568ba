/**
 * The admin's streamed CSV export (src/lib/csv/export.ts): every matching row once, newest first,
 * across many pages, and refused to visitors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertRecordsAtomically } from '@/db/atomic-insert'
import { CSV_FIRST_PAGE, CSV_PAGE, CSV_SMALL_PAGES, csvExportResponse } from '@/lib/csv/export'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const ROWS = 1_201

describe.each(databaseKinds)('CSV export on %s', (kind) => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload(kind)
    const now = new Date().toISOString()
    await insertRecordsAtomically(
      t.payload,
      Array.from({ length: ROWS }, (_, n) => [
        {
          table: 'submission_files',
          rows: () => [{ field: n % 2 ? 'odd' : `even,"${n}"`, createdAt: now, updatedAt: now }],
        },
      ]),
    )
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  async function exportAs(user: unknown, where?: unknown, lean = false) {
    const response = csvExportResponse<{ id: number; field?: string | null }>(
      { payload: t.payload, user, query: where ? { where } : {} } as never,
      {
        collection: 'submission-files',
        filename: 'files',
        lean,
        columns: [
          { header: 'id', value: (d) => d.id },
          { header: 'field', value: (d) => d.field },
        ],
      },
    )
    return { response, text: response.status === 200 ? await response.text() : '' }
  }

  let user: unknown
  it.each([false, true])(
    'streams every row once, newest first, through many pages, with the list filters (lean: %s)',
    async (lean) => {
      user ??= {
        ...(await t.payload.create({
          collection: 'users',
          data: {
            email: `csv-${kind}@sakhli.test`,
            password: 'csv-password-1',
            name: 'CSV',
            role: 'admin',
          },
        })),
        collection: 'users',
      }
      // The page reads: the adapter's own in the lean path, Payload's otherwise.
      const reader = lean ? t.payload.db : t.payload
      const find = reader.find
      const limits: number[] = []
      reader.find = ((options: { collection: string; limit?: number }) => {
        if (options.collection === 'submission-files' && options.limit !== 1)
          limits.push(options.limit!)
        return find.call(reader, options as never)
      }) as never
      const { response, text } = await exportAs(user, undefined, lean).finally(() => {
        reader.find = find
      })
      // Small first pages so the first rows go out at once (and are not held up by the next
      // reads), then pages of CSV_PAGE.
      const small = CSV_SMALL_PAGES * CSV_FIRST_PAGE
      expect(limits).toEqual([
        ...Array(CSV_SMALL_PAGES).fill(CSV_FIRST_PAGE),
        ...Array(Math.ceil((ROWS - small) / CSV_PAGE)).fill(CSV_PAGE),
      ])
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="files-/)
      const lines = text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')
      expect(lines[0]).toBe('id,field')
      const ids = lines.slice(1).map((line) => Number(line.split(',')[0]))
      expect(ids).toHaveLength(ROWS)
      expect(new Set(ids).size).toBe(ROWS)
      expect([...ids].sort((a, b) => b - a)).toEqual(ids)
      // Quotes and commas in values are CSV-escaped.
      expect(text).toContain('"even,""0"""')

      const odd = await exportAs(user, { field: { equals: 'odd' } }, lean)
      expect(odd.text.trim().split('\n')).toHaveLength(1 + (ROWS - 1) / 2)
      // No match: the header line alone (text() drops the byte-order mark).
      const none = await exportAs(user, { field: { equals: 'none' } }, lean)
      expect(none.text).toBe('id,field\n')
      // A filter on a field the collection does not have fails the export; it is never ignored.
      await expect(exportAs(user, { nowhere: { equals: 'x' } }, lean)).rejects.toThrow()
    },
  )

  it('sends the header line and the first rows as one chunk', async () => {
    const response = csvExportResponse<{ id: number }>(
      { payload: t.payload, user, query: {} } as never,
      {
        collection: 'submission-files',
        filename: 'files',
        lean: true,
        columns: [{ header: 'id', value: (d) => d.id }],
      },
    )
    const reader = response.body!.getReader()
    const first = new TextDecoder('utf-8', { ignoreBOM: true }).decode((await reader.read()).value)
    await reader.cancel()
    expect(first.startsWith('\uFEFFid\n')).toBe(true)
    expect(first.split('\n').slice(0, -1)).toHaveLength(1 + CSV_FIRST_PAGE)
  })

  it('lets the event loop run between pages, so each page leaves before the next is read', async () => {
    // libsql reads synchronously: without a pause, page after page was read in one tick, the
    // socket wrote none of them meanwhile, and every other request waited.
    const events: string[] = []
    const find = t.payload.db.find
    t.payload.db.find = ((options: { collection: string; limit?: number }) => {
      if (options.collection === 'submission-files' && options.limit !== 1) events.push('page')
      return find.call(t.payload.db, options as never)
    }) as never
    let exporting = true
    const tick = () => {
      events.push('tick')
      if (exporting) setImmediate(tick)
    }
    setImmediate(tick)
    await exportAs(user, undefined, true).finally(() => {
      exporting = false
      t.payload.db.find = find
    })
    const pages = events.flatMap((event, i) => (event === 'page' ? [i] : []))
    expect(pages.length).toBeGreaterThan(2)
    for (const [n, at] of pages.slice(1).entries())
      expect(events.slice(pages[n]! + 1, at)).toContain('tick')
  })

  it('refuses visitors', async () => {
    const { response } = await exportAs(null)
    expect(response.status).toBe(403)
  })
})
