/**
 * CSV export of contact-form submissions for the admin: the list's own filters decide what is
 * exported, access control applies, and the file is streamed (src/lib/csv/export.ts).
 */
import type { PayloadRequest } from 'payload'

import { csvExportResponse, listFilters, readAllRows, type CsvColumn } from '@/lib/csv/export'
import type { FormSubmission } from '@/payload-types'
import { isEditorUser } from '@/access'

const FIXED: CsvColumn<FormSubmission>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'createdAt', value: (row) => row.createdAt },
  { header: 'status', value: (row) => row.status },
  { header: 'mailState', value: (row) => row.mailState },
  { header: 'spam', value: (row) => row.spam?.verdict },
  { header: 'locale', value: (row) => row.meta?.locale },
  { header: 'pageUrl', value: (row) => row.meta?.pageUrl },
]

export async function exportSubmissionsCsv(req: PayloadRequest): Promise<Response> {
  if (!isEditorUser(req.user))
    return Response.json({ message: 'You are not allowed to export.' }, { status: 403 })
  const where = listFilters(req)
  // A first pass over the field names alone gives one column per field, in the order fields
  // first appear, and the forms' titles; memory holds names, not rows.
  const fieldNames = new Set<string>()
  const formIds = new Set<number>()
  const names = readAllRows<Pick<FormSubmission, 'id' | 'fields' | 'form'>>(
    req,
    'form-submissions',
    where,
    { select: { fields: true, form: true } },
  )
  for await (const docs of names) {
    for (const doc of docs) {
      for (const name of Object.keys((doc.fields ?? {}) as object)) fieldNames.add(name)
      if (typeof doc.form === 'number') formIds.add(doc.form)
    }
  }
  const forms = await req.payload.find({
    collection: 'forms',
    where: { id: { in: [...formIds] } },
    limit: formIds.size || 1,
    pagination: false,
    depth: 0,
    select: { title: true },
    overrideAccess: true,
  })
  const titles = new Map(forms.docs.map((f) => [f.id, f.title]))
  const field = (name: string) => (row: FormSubmission) =>
    ((row.fields ?? {}) as Record<string, unknown>)[name]
  return csvExportResponse<FormSubmission>(req, {
    collection: 'form-submissions',
    filename: 'submissions',
    where,
    // Only what the columns read: not the summary, files, spam signals or the visitor's address.
    select: {
      createdAt: true,
      status: true,
      mailState: true,
      spam: true,
      meta: true,
      form: true,
      fields: true,
    },
    columns: [
      FIXED[0]!,
      FIXED[1]!,
      {
        header: 'form',
        value: (row) => (typeof row.form === 'object' ? row.form.title : titles.get(row.form)),
      },
      ...FIXED.slice(2),
      ...[...fieldNames].map((name) => ({ header: name, value: field(name) })),
    ],
  })
}
