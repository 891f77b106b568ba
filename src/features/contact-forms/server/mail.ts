/**
 * Mail of contact-form submissions, delivered by a retried background job: over SMTP when SMTP_URL
 * is set (Payload's nodemailer adapter), otherwise kept in the outbox collection for the admin.
 *
 * The queue is the submissions table itself: a submission stored with `mailState: queued` is the
 * queued job (one insert stores it and queues its mail, so neither exists without the other). The
 * worker delivers due submissions in batches, retries a failure with exponential backoff
 * (`mail.nextAttemptAt`) and gives up after MAIL_MAX_ATTEMPTS with `failed`. A message is written to
 * the outbox once delivered, so a retry never sends it twice.
 */
import path from 'node:path'

import { and, eq, inArray, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, Where } from 'payload'

import type { Form, FormSubmission, SubmissionFile } from '@/payload-types'
import { isLocale, defaultLocale, type Locale } from '@/i18n/locales'
import { renderMailTemplate } from '@/features/contact-forms/model/mail-template'
import { processSingleton } from '@/utilities/process-singleton'
import { serverUrl } from '@/utilities/server-url'

import { isEmail } from '@/lib/validation'

import { loadContactForm, type LoadedForm } from './form-cache'
import { readPostedData, type PostedData } from './posted-data'

/** First try plus retries; after the last one the submission's mail state becomes `failed`. */
export const MAIL_MAX_ATTEMPTS = 10
const DEFAULT_RETRY_DELAY_MS = 15_000
/** Submissions delivered per batch; the worker goes on while batches come back full. */
const BATCH_SIZE = 25
/** How often the worker looks for due retries (new submissions wake it at once). */
export const MAIL_WORKER_INTERVAL_MS = 10_000

/** Base delay of the exponential backoff (15 s, 30 s, 1 min, … about two hours in all). */
export function mailRetryDelayMs(): number {
  const fromEnv = Number(process.env.MAIL_RETRY_DELAY_MS)
  return Number.isFinite(fromEnv) && fromEnv >= 0 ? fromEnv : DEFAULT_RETRY_DELAY_MS
}

/** When attempt `attempts + 1` may run: base delay × 2^(attempts − 1). */
export function nextAttemptAt(attempts: number, now = Date.now()): Date {
  return new Date(now + mailRetryDelayMs() * 2 ** Math.max(0, attempts - 1))
}

export function smtpConfigured(): boolean {
  return Boolean(process.env.SMTP_URL)
}

interface SiteFacts {
  title: string
  adminEmail: string
  url: string
}

const SITE_FACTS_TTL_MS = 30_000
const siteFactsCache = processSingleton(
  'mailSiteFacts',
  () => new Map<Locale, { expires: number; value: Promise<SiteFacts> }>(),
)

/** The site's name and address for `[_site_*]` tags (read at most every 30 s). */
export function siteFacts(payload: Payload, locale: Locale): Promise<SiteFacts> {
  const hit = siteFactsCache.get(locale)
  if (hit && hit.expires > Date.now()) return hit.value
  const value = payload
    .findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true })
    .catch(() => null)
    .then((settings) => ({
      title: settings?.siteName || process.env.MAIL_FROM_NAME || 'Sakhli',
      adminEmail: settings?.contact?.email || process.env.MAIL_FROM_ADDRESS || 'info@sakhli.ge',
      url: serverUrl(),
    }))
  siteFactsCache.set(locale, { expires: Date.now() + SITE_FACTS_TTL_MS, value })
  return value
}

type MailKind = 'mail' | 'mail2'

export interface ComposedMail {
  kind: MailKind
  to: string
  from: string
  subject: string
  replyTo?: string
  text: string
  /** Fields whose files go with this message. */
  attachmentFields: string[]
}

/** What the `[_…]` tags of one submission say beside the site's own facts. */
export interface SubmissionFacts {
  id?: number
  createdAt: string
  remoteIp?: string | null
  userAgent?: string | null
  pageUrl?: string | null
  containerPost?: number | null
}

/** A header value on one line: visitor text must never add a header (mail header injection). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim()
}

function addressSafe(values: Record<string, string[]>): Record<string, string[]> {
  const safe: Record<string, string[]> = {}
  for (const [name, list] of Object.entries(values)) {
    safe[name] = list.map((v) => v.replace(/[,;<>"\r\n]+/g, ' ').trim())
  }
  return safe
}

/** Renderers for one submission's mail: text fields, and address headers. */
function mailRenderers(
  loaded: LoadedForm,
  site: SiteFacts,
  posted: PostedData,
  facts: SubmissionFacts,
) {
  const dateLocale = loaded.locale === 'ka' ? 'ka-GE' : 'en-GB'
  const created = new Date(facts.createdAt)
  const special = {
    _site_title: site.title,
    _site_url: site.url,
    _site_admin_email: site.adminEmail,
    _remote_ip: facts.remoteIp ?? '',
    _user_agent: facts.userAgent ?? '',
    _url: facts.pageUrl ?? '',
    _post_id: facts.containerPost ? String(facts.containerPost) : '',
    _serial_number: facts.id ? String(facts.id) : '',
    _contact_form_title: loaded.doc.title,
    _date: created.toLocaleDateString(dateLocale, { timeZone: 'Asia/Tbilisi' }),
    _time: created.toLocaleTimeString(dateLocale, { timeZone: 'Asia/Tbilisi' }),
  }
  // In address headers a visitor's value is one name or address: a comma, a bracket or a quote in
  // it could add recipients (`Nino <a@x.ge>, b@y.ge` as a name) and make the site a relay.
  const addressValues = {
    fields: addressSafe(posted.mailValues),
    raw: addressSafe(posted.fields),
    special,
  }
  return {
    render: (template: string | null | undefined) =>
      renderMailTemplate(template ?? '', {
        fields: posted.mailValues,
        raw: posted.fields,
        special,
      }),
    renderAddress: (template: string | null | undefined) =>
      oneLine(renderMailTemplate(template ?? '', addressValues)),
  }
}

/** The messages of a submission, rendered from the form's mail templates. */
export function composeMail(
  loaded: LoadedForm,
  site: SiteFacts,
  posted: PostedData,
  facts: SubmissionFacts,
): ComposedMail[] {
  const form = loaded.doc
  const { render, renderAddress } = mailRenderers(loaded, site, posted, facts)

  const mails: ComposedMail[] = []
  type Template = NonNullable<Form['mail']> | NonNullable<Form['mail2']>
  const templates: [MailKind, Template | undefined, boolean][] = [
    ['mail', form.mail ?? undefined, true],
    ['mail2', form.mail2 ?? undefined, Boolean(form.mail2?.active)],
  ]
  for (const [kind, template, active] of templates) {
    if (!template || !active) continue
    const to = renderAddress(template.to)
    // Only the site's own mail must reach someone; an autoresponder without an address is skipped.
    if (!to && kind === 'mail2') continue
    mails.push({
      kind,
      to,
      from: renderAddress(template.from) || `${site.title} <${site.adminEmail}>`,
      subject: oneLine(render(template.subject)),
      replyTo: renderAddress(template.replyTo) || undefined,
      text: render(template.body),
      attachmentFields: [...(template.attachments ?? '').matchAll(/\[\s*([\w-]+)\s*\]/g)].map(
        (m) => m[1] ?? '',
      ),
    })
  }
  return mails
}

/** `Name <a@b.ge>, c@d.ge` → whether every address in the list is a valid e-mail address. */
export function hasValidRecipients(to: string): boolean {
  const addresses = to
    .split(',')
    .map((part) => (part.match(/<([^>]*)>/)?.[1] ?? part).trim())
    .filter(Boolean)
  return addresses.length > 0 && addresses.every((address) => isEmail(address))
}

/**
 * Why the site's own mail of a new submission could never be delivered (no valid recipient once
 * the template is filled in), or null when it can. Checked before answering, as CF7 answers
 * `mail_failed` when its mail cannot be sent.
 */
export async function undeliverableReason(
  payload: Payload,
  loaded: LoadedForm,
  posted: PostedData,
): Promise<string | null> {
  if (!loaded.doc.mail) return 'The form has no mail template.'
  const site = await siteFacts(payload, loaded.locale)
  // Only the recipients are needed here: the body is rendered when the mail is sent.
  const { renderAddress } = mailRenderers(loaded, site, posted, {
    createdAt: new Date().toISOString(),
  })
  const to = renderAddress(loaded.doc.mail.to)
  return hasValidRecipients(to) ? null : `No valid recipient in "${to}".`
}

/** The submission's messages, rendered from what was stored. */
export async function composeSubmissionMail(
  payload: Payload,
  submission: FormSubmission,
): Promise<{ mails: ComposedMail[]; files: SubmissionFile[] }> {
  const locale = isLocale(submission.meta?.locale) ? submission.meta.locale : defaultLocale
  const formId = typeof submission.form === 'object' ? submission.form.id : submission.form
  const loaded = await loadContactForm(payload, formId, locale)
  if (!loaded) throw new Error(`Form ${formId} of submission ${submission.id} no longer exists.`)
  // Rebuild the posted values from what was stored (the model maps piped choices for the mail).
  const stored = new FormData()
  for (const [name, values] of Object.entries(
    (submission.fields ?? {}) as Record<string, string[]>,
  )) {
    for (const value of Array.isArray(values) ? values : [values])
      stored.append(name, String(value))
  }
  const posted = readPostedData(loaded.model, stored, locale)
  const fileIds = (submission.files ?? []).map((f) => (typeof f === 'object' ? f.id : f))
  const files = fileIds.length
    ? ((
        await payload.find({
          collection: 'submission-files',
          where: { id: { in: fileIds } },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      ).docs as SubmissionFile[])
    : []
  const mails = composeMail(loaded, await siteFacts(payload, locale), posted, {
    id: submission.id,
    createdAt: submission.createdAt,
    remoteIp: submission.meta?.remoteIp,
    userAgent: submission.meta?.userAgent,
    pageUrl: submission.meta?.pageUrl,
    containerPost: submission.meta?.containerPost,
  })
  return { mails, files }
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
    // Depth 0 everywhere here: populating the form and files on every read costs the worker
    // several times the delivery itself.
    depth: 0,
    overrideAccess: true,
  })) as FormSubmission
  // Only the run that claimed it delivers it.
  if (submission.mailState !== 'sending') return
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
    const { mails, files } = await composeSubmissionMail(payload, submission)
    const skipped: string[] = []
    for (const mail of mails) {
      if (done.has(mail.kind)) continue
      if (!hasValidRecipients(mail.to)) {
        // The site's own mail must arrive (retry); an autoresponder to a bad address is dropped.
        if (mail.kind === 'mail') throw new Error(`No valid recipient in "${mail.to}".`)
        skipped.push(`Autoresponder not sent: no valid recipient in "${mail.to}".`)
        continue
      }
      const attachments = files.filter((f) => f.field && mail.attachmentFields.includes(f.field))
      let messageId: string | undefined
      if (smtp) {
        const info = (await payload.sendEmail({
          to: mail.to,
          from: mail.from,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          attachments: attachments
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
        // Single statements: a transaction would hold SQLite's write lock across this call's
        // awaits and stall every visitor's submission behind the worker.
        disableTransaction: true,
        depth: 0,
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
          attachments: attachments.map((f) => f.id),
        },
        overrideAccess: true,
      })
    }
    await payload.update({
      collection: 'form-submissions',
      id: submissionId,
      disableTransaction: true,
      depth: 0,
      data: {
        mailState: smtp ? 'sent' : 'stored',
        mail: {
          attempts,
          deliveredAt: new Date().toISOString(),
          lastError: skipped.join(' ') || null,
          nextAttemptAt: null,
        },
      },
      overrideAccess: true,
    })
  } catch (error) {
    await payload
      .update({
        collection: 'form-submissions',
        id: submissionId,
        disableTransaction: true,
        depth: 0,
        data: {
          mailState: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'retrying',
          mail: {
            attempts,
            lastError: error instanceof Error ? error.message : String(error),
            nextAttemptAt: nextAttemptAt(attempts).toISOString(),
          },
        },
        overrideAccess: true,
      })
      .catch(() => undefined)
    throw error
  }
}

// Visitors come first: the worker never takes more than half of the time (it rests as long as its
// last delivery took), and while feedback requests keep arriving at most about a tenth (it rests
// nine times as long). The mail is stored and queued either way; under a burst it is delivered a
// little later, and pages stay quick while a backlog drains.
const IDLE_SHARE_REST = 1
const WORKER_SHARE_REST = 9
const MAX_REST_MS = 2_000
/** A visitor's request this recent means the site is busy. */
const BUSY_WINDOW_MS = 500

/** The worker's state, one per process (not one per route bundle and one for Payload's init). */
interface WorkerState {
  running: Promise<void> | null
  again: boolean
  lastVisitorAt: number
}
const worker = processSingleton<WorkerState>('mailWorker', () => ({
  running: null,
  again: false,
  lastVisitorAt: 0,
}))

/** Notes that a visitor's request arrived (the worker then leaves them most of the time). */
export function noteVisitorRequest(): void {
  worker.lastVisitorAt = Date.now()
}

function yieldToVisitors(lastDeliveryMs: number): Promise<void> {
  const busy = Date.now() - worker.lastVisitorAt <= BUSY_WINDOW_MS
  const share = busy ? WORKER_SHARE_REST : IDLE_SHARE_REST
  const rest = Math.min(MAX_REST_MS, Math.max(1, lastDeliveryMs) * share)
  return new Promise((resolve) => setTimeout(resolve, rest))
}

/** A claim older than this is taken for a run that died mid-delivery, and the mail is due again. */
const CLAIM_TTL_MS = 5 * 60_000

/**
 * Submissions whose mail is due: queued, failed earlier and past their backoff, or claimed by a run
 * that never finished.
 */
function dueWhere(now: Date): Where {
  return {
    or: [
      { mailState: { equals: 'queued' } },
      {
        and: [
          { mailState: { equals: 'retrying' } },
          { 'mail.nextAttemptAt': { less_than_equal: now.toISOString() } },
        ],
      },
      {
        and: [
          { mailState: { equals: 'sending' } },
          { updatedAt: { less_than: new Date(now.getTime() - CLAIM_TTL_MS).toISOString() } },
        ],
      },
    ],
  }
}

interface DrizzleAccess {
  drizzle: {
    update: (table: unknown) => {
      set: (values: Record<string, unknown>) => {
        where: (condition: unknown) => {
          returning: (fields: Record<string, unknown>) => Promise<unknown[]>
        }
      }
    }
  }
  tables: Record<string, SubmissionsTable | undefined>
}

interface SubmissionsTable {
  id: Parameters<typeof eq>[0]
  mailState: Parameters<typeof eq>[0]
  updatedAt: Parameters<typeof eq>[0]
}

/**
 * Claims a due submission for this run with one conditional UPDATE, so two workers (two app
 * instances, or one during a deploy) never deliver the same mail. Payload's Local API reads before
 * it writes; only a single statement is atomic on both SQLite and PostgreSQL.
 */
export async function claimSubmission(payload: Payload, id: number, now = new Date()) {
  const { drizzle, tables } = payload.db as unknown as DrizzleAccess
  const table = tables.form_submissions
  if (!table) throw new Error('The form_submissions table is missing.')
  const stale = new Date(now.getTime() - CLAIM_TTL_MS).toISOString()
  const claimed = await drizzle
    .update(table)
    .set({ mailState: 'sending', updatedAt: now.toISOString() })
    .where(
      and(
        eq(table.id, id),
        or(
          inArray(table.mailState, ['queued', 'retrying']),
          and(eq(table.mailState, 'sending'), lt(table.updatedAt, stale)),
        ),
      ),
    )
    .returning({ id: table.id })
  return claimed.length > 0
}

/**
 * Delivers every submission whose mail is due, oldest first, and returns how many were tried.
 * A failure is recorded on its submission (and retried later); it never stops the others.
 */
export async function deliverPendingMail(payload: Payload, now = new Date()): Promise<number> {
  let tried = 0
  const failedNow = new Set<number>()
  for (;;) {
    const due = await payload.find({
      collection: 'form-submissions',
      where: { and: [dueWhere(now), { id: { not_in: [...failedNow] } }] },
      sort: 'id',
      limit: BATCH_SIZE,
      depth: 0,
      pagination: false,
      select: { mailState: true },
      overrideAccess: true,
    })
    for (const { id } of due.docs) {
      if (!(await claimSubmission(payload, id))) {
        // Another worker has it.
        failedNow.add(id)
        continue
      }
      tried++
      const started = Date.now()
      await deliverSubmissionMail(payload, id).catch(() => failedNow.add(id))
      await yieldToVisitors(Date.now() - started)
    }
    if (due.docs.length < BATCH_SIZE) return tried
  }
}

// One delivery run per process at a time; a wake-up during a run asks for one more run after it.

/** Wakes the worker: runs a delivery now, or once more after the current run. */
export function wakeMailWorker(payload: Payload): Promise<void> {
  if (process.env.MAIL_WORKER === 'off') return Promise.resolve()
  if (worker.running) {
    worker.again = true
    return worker.running
  }
  worker.running = (async () => {
    try {
      do {
        worker.again = false
        await deliverPendingMail(payload)
      } while (worker.again)
    } catch (err) {
      payload.logger.error({ err, msg: 'Delivering contact-form mail failed' })
    } finally {
      worker.running = null
    }
  })()
  return worker.running
}

/** Starts the periodic run (retries after their backoff, mail queued by another instance). */
export function startMailWorker(payload: Payload): () => void {
  void wakeMailWorker(payload)
  const timer = setInterval(() => void wakeMailWorker(payload), MAIL_WORKER_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
