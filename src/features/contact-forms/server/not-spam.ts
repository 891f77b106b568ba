/**
 * "Not spam" in the admin's spam folder: a submission the spam check held back is marked ham and
 * its mail, composed now from the stored values with the form's templates (the same composer as a
 * fresh submission), goes into the one outbox. Idempotent: one conditional UPDATE (verdict `spam`
 * → `ham`) is the claim, so a second click, or two editors at once, queue the mail once.
 */
import { and, eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { isCommitOutcomeUnknown } from '@/db/commit-outcome'
import { queueMail } from '@/features/mail'
import { formFixedStrings, formLocaleOf } from '@/features/contact-forms/messages'
import { fieldDescriptor } from '@/features/contact-forms/model/tags'
import type { FormSubmission, SubmissionFile } from '@/payload-types'

import { composeMail, siteFacts, undeliverableReason, type StoredUpload } from './compose-mail'
import { findContainerPost } from './container-post'
import { loadContactForm, type LoadedForm } from './form-cache'
import type { PostedData } from './posted-data'
import { isEditorUser } from '@/access'
import { parsePositiveId } from '@/lib/ids'

export type NotSpamResult =
  | { ok: true; state: 'queued' | 'failed'; queued: number }
  | { ok: true; state: 'already'; queued: 0 }
  | { ok: false; state: 'not-found' | 'form-gone' }

type Column = Parameters<typeof eq>[0]
interface Drizzle {
  update: (table: unknown) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => {
        returning: (fields: Record<string, unknown>) => Promise<Record<string, unknown>[]>
      }
    }
  }
}

function submissionsTable(payload: Payload) {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, unknown> }
  const table = db.tables.form_submissions as { id: Column; spam_verdict: Column } | undefined
  if (!table) throw new Error('The form_submissions table is missing.')
  return { drizzle: db.drizzle, table }
}

/** The stored values as the mail reads them (each tag type's own reading, as when posted). */
function postedOf(form: LoadedForm, fields: Record<string, string[]>): PostedData {
  const mail = { locale: form.locale, fixed: formFixedStrings[form.locale] }
  const mailValues: Record<string, string[]> = {}
  for (const tag of form.model.tags) {
    const descriptor = fieldDescriptor(tag)
    if (!descriptor || !tag.name || Object.hasOwn(mailValues, tag.name)) continue
    mailValues[tag.name] = descriptor.mailValues(tag, fields[tag.name] ?? [], mail)
  }
  return { fields, mailValues, files: [] }
}

function storedFields(value: unknown): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  if (!value || typeof value !== 'object') return fields
  for (const [name, list] of Object.entries(value)) {
    if (Array.isArray(list)) fields[name] = list.filter((v): v is string => typeof v === 'string')
  }
  return fields
}

async function uploadsOf(payload: Payload, doc: FormSubmission): Promise<StoredUpload[]> {
  const ids = (doc.files ?? []).map((f) => (typeof f === 'object' ? f.id : f))
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'submission-files',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    overrideAccess: true,
  })
  return (docs as SubmissionFile[]).map((file) => ({
    field: file.field ?? '',
    id: file.id,
    filename: file.originalName || file.filename || 'file',
  }))
}

/** Marks a spam submission as not spam and queues its mail, once. */
export async function markNotSpam(payload: Payload, id: number): Promise<NotSpamResult> {
  const doc = (await payload
    .findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true })
    .catch(() => null)) as FormSubmission | null
  if (!doc) return { ok: false, state: 'not-found' }
  if (doc.spam?.verdict !== 'spam') return { ok: true, state: 'already', queued: 0 }

  const formId = typeof doc.form === 'object' ? doc.form.id : doc.form
  const form = await loadContactForm(payload, formId, formLocaleOf(doc.meta?.locale))
  if (!form) return { ok: false, state: 'form-gone' }

  const [site, container] = await Promise.all([
    siteFacts(payload, form.locale),
    findContainerPost(payload, doc.meta?.containerPost, doc.meta?.pageUrl, form.locale),
  ])
  let mails = composeMail(
    form,
    site,
    postedOf(form, storedFields(doc.fields)),
    {
      createdAt: doc.createdAt,
      remoteIp: doc.meta?.remoteIp,
      userAgent: doc.meta?.userAgent,
      pageUrl: doc.meta?.pageUrl,
      containerPost: doc.meta?.containerPost,
      container,
    },
    await uploadsOf(payload, doc),
  )
  const mailError = undeliverableReason(mails)
  if (mailError) mails = []

  const now = new Date().toISOString()
  const { drizzle, table } = submissionsTable(payload)
  // The claim: only the request that turns `spam` into `ham` queues the mail.
  const claimed = await drizzle
    .update(table)
    .set({
      spam_verdict: 'ham',
      status: mailError ? 'mail_failed' : 'mail_sent',
      mailState: mailError ? 'failed' : 'queued',
      mailError,
      updatedAt: now,
    })
    .where(and(eq(table.id, id), eq(table.spam_verdict, 'spam')))
    .returning({ id: table.id })
  if (!claimed.length) return { ok: true, state: 'already', queued: 0 }

  if (mails.length) {
    try {
      await queueMail(payload, { collection: 'form-submissions', id }, mails, now)
    } catch (error) {
      // The mail may have been queued (the answer was lost): the submission stays `ham`, as its
      // mail will go; put back to spam, a second "not spam" would queue the mail again.
      if (isCommitOutcomeUnknown(error)) throw error
      // The mail could not be queued: the submission goes back to the spam folder, unchanged.
      await drizzle
        .update(table)
        .set({
          spam_verdict: 'spam',
          status: doc.status,
          mailState: doc.mailState,
          mailError: doc.mailError ?? null,
          updatedAt: doc.updatedAt,
        })
        .where(eq(table.id, id))
        .returning({ id: table.id })
      throw error
    }
  }
  return { ok: true, state: mailError ? 'failed' : 'queued', queued: mails.length }
}

/**
 * `POST /api/form-submissions/:id/not-spam`: for signed-in editors of the admin only (the
 * collection's update rule); answers `{ state, queued }`, 200 also when it was done already.
 */
export async function notSpamEndpoint(req: {
  payload: Payload
  user?: unknown
  routeParams?: Record<string, unknown>
}): Promise<Response> {
  if (!isEditorUser(req.user))
    return Response.json({ error: 'Sign in to the admin first.' }, { status: 401 })
  const id = parsePositiveId(String(req.routeParams?.id ?? ''))
  if (id === null) return Response.json({ error: 'Unknown submission.' }, { status: 404 })
  const result = await markNotSpam(req.payload, id)
  if (!result.ok) {
    return result.state === 'not-found'
      ? Response.json({ error: 'Unknown submission.' }, { status: 404 })
      : Response.json({ error: 'Its form no longer exists: nothing to send.' }, { status: 409 })
  }
  if (result.queued) {
    const { wakeMailWorker } = await import('@/features/mail')
    void wakeMailWorker(req.payload).catch(() => undefined)
  }
  return Response.json({ state: result.state, queued: result.queued })
}
