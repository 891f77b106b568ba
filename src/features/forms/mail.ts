/**
 * Mail of contact-form submissions, as a queued and retried Payload job: over SMTP when SMTP_URL is
 * set (Payload's nodemailer adapter), otherwise kept in the outbox collection for the admin to read.
 * A message is written to the outbox once it is delivered, so a retry never sends it twice.
 */
import path from 'node:path'

import type { Payload, TaskConfig } from 'payload'

import type { Form, FormSubmission, SubmissionFile } from '@/payload-types'
import { isLocale, defaultLocale, type Locale } from '@/i18n/locales'
import { renderMailTemplate } from '@/shared/forms/mail-template'
import { serverUrl } from '@/utilities/serverUrl'

import { loadContactForm } from './form-cache'
import { readPostedData } from './posted-data'

export const DELIVER_FORM_MAIL_TASK = 'deliverFormMail'
/** First try plus retries; after the last one the submission's mail state becomes `failed`. */
export const MAIL_MAX_ATTEMPTS = 10
const DEFAULT_RETRY_DELAY_MS = 15_000

/** Base delay of the exponential backoff (15 s, 30 s, 1 min, … about two hours in all). */
export function mailRetryDelayMs(): number {
  const fromEnv = Number(process.env.MAIL_RETRY_DELAY_MS)
  return Number.isFinite(fromEnv) && fromEnv >= 0 ? fromEnv : DEFAULT_RETRY_DELAY_MS
}

export function smtpConfigured(): boolean {
  return Boolean(process.env.SMTP_URL)
}

/** Queues delivery of a stored submission's mail; returns the job id. */
export async function queueSubmissionMail(payload: Payload, submissionId: number) {
  const job = await payload.jobs.queue({
    task: DELIVER_FORM_MAIL_TASK,
    input: { submission: submissionId },
  } as Parameters<Payload['jobs']['queue']>[0])
  return job.id
}

/** Runs a queued mail job now instead of waiting for the next scheduled run (best effort). */
export function deliverSoon(payload: Payload, jobId: string | number): Promise<void> {
  return payload.jobs
    .runByID({ id: jobId })
    .then(() => undefined)
    .catch((err: unknown) => payload.logger.error({ err, msg: `Mail job ${jobId} failed to run` }))
}

interface SiteFacts {
  title: string
  adminEmail: string
  url: string
}

async function siteFacts(payload: Payload, locale: Locale): Promise<SiteFacts> {
  const settings = await payload
    .findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true })
    .catch(() => null)
  return {
    title: settings?.siteName || process.env.MAIL_FROM_NAME || 'Sakhli',
    adminEmail: settings?.contact?.email || process.env.MAIL_FROM_ADDRESS || 'info@sakhli.ge',
    url: serverUrl(),
  }
}

type MailKind = 'mail' | 'mail2'

export interface ComposedMail {
  kind: MailKind
  to: string
  from: string
  subject: string
  replyTo?: string
  text: string
  attachments: SubmissionFile[]
}

/** The submission's messages, rendered from the form's mail templates. */
export async function composeSubmissionMail(
  payload: Payload,
  submission: FormSubmission,
): Promise<ComposedMail[]> {
  const locale = isLocale(submission.meta?.locale) ? submission.meta.locale : defaultLocale
  const formId = typeof submission.form === 'object' ? submission.form.id : submission.form
  const loaded = await loadContactForm(payload, formId, locale)
  if (!loaded) throw new Error(`Form ${formId} of submission ${submission.id} no longer exists.`)
  const form: Form = loaded.doc
  const site = await siteFacts(payload, locale)

  // Rebuild the posted values from what was stored (the model maps piped choices for the mail).
  const stored = new FormData()
  for (const [name, values] of Object.entries(
    (submission.fields ?? {}) as Record<string, string[]>,
  )) {
    for (const value of Array.isArray(values) ? values : [values])
      stored.append(name, String(value))
  }
  const posted = readPostedData(loaded.model, stored, locale)
  const files = (submission.files ?? []).filter(
    (f): f is SubmissionFile => typeof f === 'object' && f !== null,
  )
  const values = {
    fields: posted.mailValues,
    raw: posted.fields,
  }
  const special = {
    _site_title: site.title,
    _site_url: site.url,
    _site_admin_email: site.adminEmail,
    _remote_ip: submission.meta?.remoteIp ?? '',
    _user_agent: submission.meta?.userAgent ?? '',
    _url: submission.meta?.pageUrl ?? '',
    _post_id: submission.meta?.containerPost ? String(submission.meta.containerPost) : '',
    _serial_number: String(submission.id),
    _contact_form_title: form.title,
    _date: new Date(submission.createdAt).toLocaleDateString(locale === 'ka' ? 'ka-GE' : 'en-GB', {
      timeZone: 'Asia/Tbilisi',
    }),
    _time: new Date(submission.createdAt).toLocaleTimeString(locale === 'ka' ? 'ka-GE' : 'en-GB', {
      timeZone: 'Asia/Tbilisi',
    }),
  }
  const render = (template: string | null | undefined) =>
    renderMailTemplate(template ?? '', { ...values, special })

  const mails: ComposedMail[] = []
  type Template = NonNullable<Form['mail']> | NonNullable<Form['mail2']>
  const templates: [MailKind, Template | undefined, boolean][] = [
    ['mail', form.mail ?? undefined, true],
    ['mail2', form.mail2 ?? undefined, Boolean(form.mail2?.active)],
  ]
  for (const [kind, template, active] of templates) {
    if (!template || !active) continue
    const to = render(template.to).trim()
    if (!to) continue
    const attachmentFields = [...(template.attachments ?? '').matchAll(/\[\s*([\w-]+)\s*\]/g)].map(
      (m) => m[1],
    )
    mails.push({
      kind,
      to,
      from: render(template.from).trim() || `${site.title} <${site.adminEmail}>`,
      subject: render(template.subject).trim(),
      replyTo: render(template.replyTo).trim() || undefined,
      text: render(template.body),
      attachments: files.filter((f) => f.field && attachmentFields.includes(f.field)),
    })
  }
  return mails
}

function filePath(payload: Payload, file: SubmissionFile): string | undefined {
  const staticDir = payload.collections['submission-files'].config.upload.staticDir
  return file.filename && staticDir ? path.resolve(staticDir, file.filename) : undefined
}

/** Delivers every message of a submission not delivered yet; throws (for a retry) on failure. */
export async function deliverSubmissionMail(payload: Payload, submissionId: number): Promise<void> {
  const submission = (await payload.findByID({
    collection: 'form-submissions',
    id: submissionId,
    depth: 1,
    overrideAccess: true,
  })) as FormSubmission
  const attempts = (submission.mail?.attempts ?? 0) + 1
  try {
    const delivered = await payload.find({
      collection: 'mail-outbox',
      where: { submission: { equals: submissionId } },
      depth: 0,
      limit: 10,
      overrideAccess: true,
    })
    const done = new Set(delivered.docs.map((d) => d.kind))
    const smtp = smtpConfigured()
    for (const mail of await composeSubmissionMail(payload, submission)) {
      if (done.has(mail.kind)) continue
      let messageId: string | undefined
      if (smtp) {
        const info = (await payload.sendEmail({
          to: mail.to,
          from: mail.from,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments
            .map((f) => ({
              filename: f.originalName || f.filename || 'file',
              path: filePath(payload, f),
            }))
            .filter((a) => a.path),
        })) as { messageId?: string } | undefined
        messageId = info?.messageId
      }
      await payload.create({
        collection: 'mail-outbox',
        data: {
          kind: mail.kind,
          to: mail.to,
          from: mail.from,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          transport: smtp ? 'smtp' : 'outbox',
          messageId,
          submission: submissionId,
          attachments: mail.attachments.map((f) => f.id),
        },
        overrideAccess: true,
      })
    }
    await payload.update({
      collection: 'form-submissions',
      id: submissionId,
      data: {
        mailState: smtp ? 'sent' : 'stored',
        mail: { attempts, deliveredAt: new Date().toISOString(), lastError: null },
      },
      overrideAccess: true,
    })
  } catch (error) {
    await payload
      .update({
        collection: 'form-submissions',
        id: submissionId,
        data: {
          mailState: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'retrying',
          mail: { attempts, lastError: error instanceof Error ? error.message : String(error) },
        },
        overrideAccess: true,
      })
      .catch(() => undefined)
    throw error
  }
}

/** The job that delivers a submission's mail, retried with exponential backoff. */
export function deliverFormMailTask(): TaskConfig {
  return {
    slug: DELIVER_FORM_MAIL_TASK,
    label: 'Deliver contact-form mail',
    inputSchema: [{ name: 'submission', type: 'number', required: true }],
    retries: {
      attempts: MAIL_MAX_ATTEMPTS - 1,
      backoff: { type: 'exponential', delay: mailRetryDelayMs() },
    },
    handler: async ({ input, req }) => {
      const { submission } = input as { submission: number }
      await deliverSubmissionMail(req.payload, submission)
      return { output: {} }
    },
  }
}
