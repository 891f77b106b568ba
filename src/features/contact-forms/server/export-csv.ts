/**
 * CSV export of contact-form submissions for the admin: the list's own filters decide what is
 * exported, access control applies, and the file is streamed (src/lib/csv/export.ts).
 */
import type { PayloadRequest } from 'payload'

import { csvCell, csvExportResponse, listFilters, type CsvColumn } from '@/lib/csv/export'
import type { Form, FormSubmission } from '@/payload-types'
import { isEditorUser } from '@/access'
import { parseFormTemplate } from '@/features/contact-forms/model/parser'
import { storedFieldNames } from '@/features/contact-forms/server/posted-data'

const FIXED: CsvColumn<FormSubmission>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'createdAt', value: (row) => row.createdAt },
  { header: 'status', value: (row) => row.status },
  { header: 'mailState', value: (row) => row.mailState },
  { header: 'spam', value: (row) => row.spam?.verdict },
  { header: 'locale', value: (row) => row.meta?.locale },
  { header: 'pageUrl', value: (row) => row.meta?.pageUrl },
]

/** The last column: fields a form no longer has (its template changed since), as JSON. */
const OTHER_FIELDS = 'otherFields'

/**
 * The forms the matching submissions belong to, and one column per field their templates have
 * (every locale's template, in template order). Read from the forms, not the rows: a site has a
 * handful of forms, and whether one has a matching submission is one indexed lookup, so the first
 * row is written at once however many rows follow.
 */
async function formsOf(req: PayloadRequest, where: ReturnType<typeof listFilters>) {
  const all = await req.payload.find({
    collection: 'forms',
    limit: 0,
    pagination: false,
    depth: 0,
    locale: 'all',
    sort: 'id',
    select: { title: true, template: true },
    overrideAccess: true,
  })
  const used = await Promise.all(
    (all.docs as unknown as LocalizedForm[]).map(async (form) => {
      const match = await req.payload.find({
        collection: 'form-submissions',
        where: { and: [where, { form: { equals: form.id } }] },
        limit: 1,
        // By id: within the form's index entries, so the first match ends the lookup.
        sort: 'id',
        pagination: false,
        depth: 0,
        select: { id: true } as never,
        user: req.user,
        overrideAccess: false,
      })
      return match.docs.length ? form : null
    }),
  )
  const titles = new Map<number, string>()
  const fieldNames = new Set<string>()
  for (const form of used) {
    if (!form) continue
    titles.set(form.id, form.title)
    for (const template of localizedValues(form.template)) {
      for (const name of storedFieldNames(parseFormTemplate(template))) fieldNames.add(name)
    }
  }
  return { titles, fieldNames: [...fieldNames] }
}

/** The template is localized: read with `locale: 'all'`, it is one value per locale. */
type LocalizedForm = Pick<Form, 'id' | 'title'> & { template: unknown }

/** A localized field read with `locale: 'all'`: each locale's value (a plain value when unlocalized). */
function localizedValues(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (!value || typeof value !== 'object') return []
  return Object.values(value).filter((v): v is string => typeof v === 'string')
}

export async function exportSubmissionsCsv(req: PayloadRequest): Promise<Response> {
  if (!isEditorUser(req.user))
    return Response.json({ message: 'You are not allowed to export.' }, { status: 403 })
  const where = listFilters(req)
  const { titles, fieldNames } = await formsOf(req, where)
  const known = new Set(fieldNames)
  const fieldsOf = (row: FormSubmission) => (row.fields ?? {}) as Record<string, unknown>
  return csvExportResponse<FormSubmission>(req, {
    collection: 'form-submissions',
    filename: 'submissions',
    where,
    // Plain stored values at depth 0 (the form's title comes from `titles`): read without hooks.
    lean: true,
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
      ...fieldNames.map((name) => ({
        header: name,
        value: (row: FormSubmission) => fieldsOf(row)[name],
      })),
      {
        header: OTHER_FIELDS,
        value: (row) => {
          const rest = Object.entries(fieldsOf(row)).filter(([name]) => !known.has(name))
          return rest.length ? csvCell(Object.fromEntries(rest)) : ''
        },
      },
    ],
  })
}
