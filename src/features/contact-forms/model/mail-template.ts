/**
 * Mail templates as Contact Form 7 fills them (`WPCF7_MailTaggedText`): `[your-name]` becomes the
 * posted value, `[_raw_your-menu]` the value as posted (the label of a piped choice),
 * `[_site_title]` and the other special mail-tags the facts of the site and the submission.
 * `[[tag]]` writes a literal `[tag]`; tags that are neither a posted field nor a known special
 * tag stay as they were. How each tag type's posted value reads into mail is in its descriptor
 * (./tags). Isomorphic and pure.
 */
import { escapeHtml } from '@/lib/escape'

/** CF7's special mail-tags. `_post_*` and `_user_*` ones CF7 empties when nothing matches. */
const SPECIAL_MAIL_TAGS = [
  '_site_title',
  '_site_description',
  '_site_url',
  '_site_domain',
  '_site_admin_email',
  '_remote_ip',
  '_user_agent',
  '_url',
  '_date',
  '_time',
  '_invalid_fields',
  '_post_id',
  '_post_name',
  '_post_title',
  '_post_url',
  '_post_author',
  '_post_author_email',
  '_serial_number',
  '_contact_form_title',
] as const

export type SpecialMailTag = (typeof SPECIAL_MAIL_TAGS)[number]

/** A field's posted value: one string, or several (checkboxes, multiple menus, files). */
export type MailFieldValue = string | readonly string[]

export interface MailValues {
  /** Every field of the form, as the mail shows it (piped choices mapped to their value). */
  fields: Record<string, MailFieldValue>
  /** As posted, for `[_raw_field]`; a field missing here falls back to `fields`. */
  raw?: Record<string, MailFieldValue>
  /** Values of the special mail-tags; a known one left out renders empty. */
  special?: Partial<Record<SpecialMailTag, string>>
}

export interface MailTemplateOptions {
  /** For an HTML body: escape the values put into it. */
  escapeHtml?: boolean
  /** CF7's "exclude lines with blank mail-tags": drop lines whose tags all came out empty. */
  excludeBlank?: boolean
  /** Between the values of a multi-valued field; CF7 uses ', '. */
  separator?: string
}

/** `[name "values"]`, as CF7 writes mail-tags (optional `[`/`]` around it escape it). */
const MAIL_TAG =
  /(\[?)\[[\t ]*([a-zA-Z_][0-9a-zA-Z:._-]*)((?:[\t ]+"[^"]*"|[\t ]+'[^']*')*)[\t ]*\](\]?)/g

const KNOWN_SPECIAL = new Set<string>(SPECIAL_MAIL_TAGS)

/** PHP's `esc_html()` writes the apostrophe as `&#039;`. */
const PHP_APOSTROPHE = '&#039;'

function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined
}

function joined(value: MailFieldValue, separator: string): string {
  return (typeof value === 'string' ? value : value.join(separator)).trim()
}

function siteDomain(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : ''
  } catch {
    return ''
  }
}

/** The replacement of one mail-tag, or undefined to leave it as written. */
function replacement(
  name: string,
  values: MailValues,
  options: MailTemplateOptions,
): string | undefined {
  const separator = options.separator ?? ', '
  const raw = /^_raw_(.+)$/.exec(name)
  // `_format_` (a PHP date format) is not supported: the value comes out as posted.
  const format = /^_format_(.+)$/.exec(name)
  const written = (raw?.[1] ?? format?.[1] ?? name).trim()
  // CF7 (through PHP) posts `first.name` as `first_name`; our values keep the name as written.
  const field = own(values.fields, written) !== undefined ? written : written.replace(/\./g, '_')

  const posted = own(values.fields, field)
  if (posted !== undefined) {
    const value = raw ? (own(values.raw, field) ?? posted) : posted
    const text = joined(value, separator)
    return options.escapeHtml ? escapeHtml(text, PHP_APOSTROPHE) : text
  }

  let special = own(values.special as Record<string, string> | undefined, name)
  if (special === undefined && name === '_site_domain')
    special = siteDomain(values.special?._site_url)
  if (special === undefined && (KNOWN_SPECIAL.has(name) || /^_(post|user)_/.test(name))) {
    special = ''
  }
  if (special === undefined) return undefined
  return options.escapeHtml ? escapeHtml(special, PHP_APOSTROPHE) : special
}

/**
 * Fills a mail template (subject, body, recipients, headers) with the submission's values. Line by
 * line, so that `excludeBlank` can drop the lines CF7 would drop.
 */
export function renderMailTemplate(
  template: string,
  values: MailValues,
  options: MailTemplateOptions = {},
): string {
  const lines: string[] = []
  for (const line of template.split('\n')) {
    const replaced: string[] = []
    const text = line.replace(MAIL_TAG, (whole, open: string, name: string, _v, close: string) => {
      if (open === '[' && close === ']') return whole.slice(1, -1)
      const value = replacement(name, values, options)
      if (value === undefined) return whole
      replaced.push(value)
      return open + value + close
    })
    if (options.excludeBlank && replaced.length > 0 && replaced.every((v) => v === '')) continue
    lines.push(text)
  }
  return lines.join('\n')
}
