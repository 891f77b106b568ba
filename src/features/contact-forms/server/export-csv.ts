/**
 * CSV export of contact-form submissions for the admin: the list's own filters (`where` in the
 * query string, as the list view writes it) decide what is exported, access control applies.
 */
import { stringify } from 'csv-stringify/sync'
import type { PayloadRequest, Where } from 'payload'

import type { FormSubmission } from '@/payload-types'
import { isEditorUser } from '@/access'

const MAX_ROWS = 50_000
const PAGE = 500
const FIXED = ['id', 'createdAt', 'form', 'status', 'mailState', 'spam', 'locale', 'pageUrl']

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(cell).join(', ')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

export async function exportSubmissionsCsv(req: PayloadRequest): Promise<Response> {
  if (!isEditorUser(req.user))
    return Response.json({ message: 'You are not allowed to export.' }, { status: 403 })
  const where = (req.query?.where ?? {}) as Where
  const rows: FormSubmission[] = []
  for (let page = 1; rows.length < MAX_ROWS; page++) {
    const result = await req.payload.find({
      collection: 'form-submissions',
      where,
      sort: '-createdAt',
      depth: 1,
      page,
      limit: PAGE,
      user: req.user,
      overrideAccess: false,
      req,
    })
    rows.push(...(result.docs as FormSubmission[]))
    if (!result.hasNextPage) break
  }
  // One column per field, in the order fields first appear.
  const fieldNames: string[] = []
  for (const row of rows) {
    for (const name of Object.keys((row.fields ?? {}) as object)) {
      if (!fieldNames.includes(name)) fieldNames.push(name)
    }
  }
  const records = rows.map((row) => {
    const fields = (row.fields ?? {}) as Record<string, unknown>
    return [
      row.id,
      row.createdAt,
      typeof row.form === 'object' ? row.form.title : row.form,
      row.status,
      row.mailState,
      row.spam?.verdict ?? '',
      row.meta?.locale ?? '',
      row.meta?.pageUrl ?? '',
      ...fieldNames.map((name) => fields[name]),
    ].map(cell)
  })
  // A byte-order mark so spreadsheet programs read the Georgian text as UTF-8.
  // Visitor text starting with = + - @ would run as a formula in a spreadsheet: escaped.
  const csv =
    '\uFEFF' + stringify([[...FIXED, ...fieldNames], ...records], { escape_formulas: true })
  const date = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="submissions-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
