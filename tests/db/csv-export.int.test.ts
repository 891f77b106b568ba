/**
 * The admin's streamed CSV export (src/lib/csv/export.ts): every matching row once, newest first,
 * across many pages, and refused to visitors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertRecordsAtomically } from '@/db/atomic-insert'
import { csvExportResponse } from '@/lib/csv/export'

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
      const { response, text } = await exportAs(user, undefined, lean)
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
      // A filter on a field the collection does not have fails the export; it is never ignored.
      await expect(exportAs(user, { nowhere: { equals: 'x' } }, lean)).rejects.toThrow()
    },
  )

  it('refuses visitors', async () => {
    const { response } = await exportAs(null)
    expect(response.status).toBe(403)
  })
})
