/**
 * The mail of a contact-form submission, rendered from the form's mail templates when it is
 * stored, and queued in the site's one outbox with it (see features/mail).
 */
import type { Payload } from 'payload'

import { hasValidRecipients, type MailAttachment, type OutgoingMail } from '@/features/mail'
import type { Locale } from '@/i18n/locales'
import type { Form } from '@/payload-types'
import { renderMailTemplate } from '@/features/contact-forms/model/mail-template'
import { processSingleton } from '@/utilities/process-singleton'
import { serverUrl } from '@/utilities/server-url'
import { SITE_TIME_ZONE } from '@/shared/constants'

import type { LoadedForm } from './form-cache'
import type { PostedData } from './posted-data'

interface SiteFacts {
  title: string
  adminEmail: string
  url: string
}

const SITE_FACTS_TTL_MS = 30_000

/**
 * `[_date]` and `[_time]` in Tbilisi time, in the form's language. One formatter pair per locale:
 * `toLocaleDateString` with options builds a new Intl formatter on every call, which cost a
 * submission more than its whole template rendering.
 */
const tbilisiFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>()
function tbilisiFormat(locale: string) {
  let format = tbilisiFormats.get(locale)
  if (!format) {
    const options = { timeZone: SITE_TIME_ZONE } as const
    format = {
      date: new Intl.DateTimeFormat(locale, {
        ...options,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }),
      time: new Intl.DateTimeFormat(locale, {
        ...options,
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
    }
    tbilisiFormats.set(locale, format)
  }
  return format
}

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

/** What the `[_…]` tags of one submission say beside the site's own facts. */
export interface SubmissionFacts {
  /** `[_serial_number]`: as CF7 with Flamingo counts it, 1 + the form's stored messages. */
  serialNumber?: number
  createdAt: string
  remoteIp?: string | null
  userAgent?: string | null
  pageUrl?: string | null
  containerPost?: number | null
  /** What `[_post_name]`, `[_post_title]` and `[_post_url]` say (./container-post.ts). */
  container?: { name: string; title: string; url: string } | null
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

/**
 * Renderers for one submission's mail: text fields, and address headers. Without `echo` nothing
 * the visitor wrote or sent (fields, address, browser, page) is rendered.
 */
function mailRenderers(
  loaded: LoadedForm,
  site: SiteFacts,
  posted: PostedData,
  facts: SubmissionFacts,
  { echo }: { echo: boolean },
) {
  const dateLocale = loaded.locale === 'ka' ? 'ka-GE' : 'en-GB'
  const created = new Date(facts.createdAt)
  const visitor = (value: string | null | undefined) => (echo ? (value ?? '') : '')
  const silenced = (values: Record<string, string[]>) =>
    echo ? values : Object.fromEntries(Object.keys(values).map((name) => [name, []]))
  const special = {
    _site_title: site.title,
    _site_url: site.url,
    _site_admin_email: site.adminEmail,
    _remote_ip: visitor(facts.remoteIp),
    _user_agent: visitor(facts.userAgent),
    _url: visitor(facts.pageUrl),
    _post_id: facts.containerPost ? String(facts.containerPost) : '',
    _post_name: facts.container?.name ?? '',
    _post_title: facts.container?.title ?? '',
    _post_url: facts.container?.url ?? '',
    _serial_number: facts.serialNumber ? String(facts.serialNumber) : '',
    _contact_form_title: loaded.doc.title,
    _date: tbilisiFormat(dateLocale).date.format(created),
    _time: tbilisiFormat(dateLocale).time.format(created),
  }
  const values = { fields: silenced(posted.mailValues), raw: silenced(posted.fields), special }
  // In address headers a visitor's value is one name or address: a comma, a bracket or a quote in
  // it could add recipients (`Nino <a@x.ge>, b@y.ge` as a name) and make the site a relay.
  const addressValues = {
    fields: addressSafe(values.fields),
    raw: addressSafe(values.raw),
    special,
  }
  return {
    render: (template: string | null | undefined) => renderMailTemplate(template ?? '', values),
    renderAddress: (template: string | null | undefined) =>
      oneLine(renderMailTemplate(template ?? '', addressValues)),
  }
}

/** A stored upload of the submission, by the field it was posted in. */
export interface StoredUpload {
  field: string
  id: number
  filename: string
}

/**
 * The messages of a submission, rendered from the form's mail templates: the site's own mail
 * always (its recipients are checked before), the autoresponder when active and addressed.
 */
export function composeMail(
  loaded: LoadedForm,
  site: SiteFacts,
  posted: PostedData,
  facts: SubmissionFacts,
  uploads: StoredUpload[] = [],
): OutgoingMail[] {
  const form = loaded.doc
  const full = mailRenderers(loaded, site, posted, facts, { echo: true })
  const quiet = mailRenderers(loaded, site, posted, facts, { echo: false })

  const mails: OutgoingMail[] = []
  type Template = NonNullable<Form['mail']> | NonNullable<Form['mail2']>
  const templates: [MailKind, Template | undefined, boolean][] = [
    ['mail', form.mail ?? undefined, true],
    ['mail2', form.mail2 ?? undefined, Boolean(form.mail2?.active)],
  ]
  for (const [kind, template, active] of templates) {
    if (!template || !active) continue
    const to = full.renderAddress(template.to)
    // An autoresponder to an address that cannot receive mail is not queued at all.
    if (kind === 'mail2' && !hasValidRecipients(to)) continue
    // Mail to an address the visitor typed (any tag that reads their input, `[_raw_…]` too)
    // carries nothing of theirs unless the editor allows it: the form would otherwise send
    // anyone's text to any address (a spam relay).
    const visitorAddressed = to !== quiet.renderAddress(template.to)
    const echo = !visitorAddressed || Boolean(form.mail2?.echoVisitorText)
    const { render, renderAddress } = echo ? full : quiet
    const fields = new Set(
      [...(template.attachments ?? '').matchAll(/\[\s*([\w-]+)\s*\]/g)].map((m) => m[1] ?? ''),
    )
    const attachments: MailAttachment[] = uploads
      .filter((upload) => echo && fields.has(upload.field))
      .map(({ id, filename }) => ({ collection: 'submission-files', id, filename }))
    mails.push({
      kind,
      to,
      from: renderAddress(template.from) || `${site.title} <${site.adminEmail}>`,
      subject: oneLine(render(template.subject)),
      replyTo: renderAddress(template.replyTo) || undefined,
      text: render(template.body),
      attachments,
    })
  }
  return mails
}

/**
 * Why the site's own mail among the composed messages could never be delivered (no template, or
 * no valid recipient once filled in), or null when it can. CF7 answers `mail_failed` then.
 */
export function undeliverableReason(mails: OutgoingMail[]): string | null {
  const own = mails.find((mail) => mail.kind === 'mail')
  if (!own) return 'The form has no mail template.'
  return hasValidRecipients(own.to) ? null : `No valid recipient in "${own.to}".`
}

/** Whether a mail template of the form says one of these special tags (`_serial_number`). */
function usesMailTag(form: Form, names: readonly string[]): boolean {
  // As the template's mail-tags are written: options in quotes may follow the name.
  const tag = new RegExp(
    `\\[[\\t ]*(?:${names.join('|')})(?:[\\t ]+"[^"]*"|[\\t ]+'[^']*')*[\\t ]*\\]`,
  )
  return [form.mail, form.mail2].some((template) =>
    Object.values(template ?? {}).some((value) => typeof value === 'string' && tag.test(value)),
  )
}

/** `[_serial_number]` counts the form's messages: a query only the forms that say it pay for. */
export function usesSerialNumber(form: Form): boolean {
  return usesMailTag(form, ['_serial_number'])
}

/**
 * `[_post_name]`, `[_post_title]` and `[_post_url]` read the container post: two queries, paid
 * only by the forms that say one of them (bench/feedback.mjs: every valid submission paying them
 * cost more than half its throughput).
 */
export function usesContainerPost(form: Form): boolean {
  return usesMailTag(form, ['_post_name', '_post_title', '_post_url'])
}
