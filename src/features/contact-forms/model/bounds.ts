/**
 * How much of what a visitor posts the site keeps or shows again (bounded input): every
 * stored, mailed or echoed text value is cut to its field's `maxlength` (CF7's tag option, or the
 * type's default: 400 for one-line inputs, 2,000 for text areas) and never beyond a site-wide
 * ceiling; the hidden fields are checked by pattern and length. Isomorphic and pure.
 */
import type { FormTag } from './model'
import { FIELD_NAME_PATTERN } from './tag'
import { fieldDescriptor, tagMaxLength } from './tags'
import { parsePositiveId } from '@/lib/ids'

/** The most characters any one value keeps: a text area, or a field whose `maxlength` is larger. */
export const TEXT_CEILING_CHARS = 5_000
/** One-line values without a `maxlength` of their own (choices, hidden, dates, numbers, free text). */
export const LINE_CEILING_CHARS = 500
/** What a rejected submission (validation_failed, acceptance_missing) keeps of each value. */
export const REJECTED_PREVIEW_CHARS = 200
/** File names, as the upload store keeps them. */
const FILE_NAME_MAX_CHARS = 255
/** Values of one multi-valued field beyond its choices (a checkbox group posts at most its items). */
const MAX_EXTRA_VALUES = 10

/** The echo of a post to a form the server does not know (it cannot say which fields are real). */
export const UNKNOWN_FORM_ECHO = {
  /** Field names shown again. */
  fields: 30,
  /** Values per field. */
  values: 10,
  /** Characters in all, across every value. */
  chars: 20_000,
  /** A field name longer than this is not a CF7 field name anyone wrote. */
  nameChars: 64,
} as const

/** Marks a value that was cut. */
const CUT_MARK = '…'

/**
 * `text` without NUL characters (PostgreSQL refuses them in text and JSON) and lone surrogates,
 * cut to at most `limit` UTF-16 units (as the browser's `maxlength` counts) without splitting a
 * character; `mark` is appended (within the limit) when something was cut.
 */
export function cutText(text: string, limit: number, mark = ''): string {
  let value = text.includes('\u0000') ? text.replace(/\u0000/g, '') : text
  if (value.length > limit) {
    const room = Math.max(0, limit - mark.length)
    let end = room
    const last = value.charCodeAt(end - 1)
    // Never end on the first half of a surrogate pair.
    if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1
    value = `${value.slice(0, end)}${mark}`
  }
  return value.toWellFormed()
}

/** The most characters a field's value keeps: its `maxlength`, else a ceiling by kind. */
export function fieldTextLimit(tag: FormTag): number {
  const declared = tagMaxLength(tag)
  const fallback = tag.type === 'textarea' ? TEXT_CEILING_CHARS : LINE_CEILING_CHARS
  return Math.min(declared ?? fallback, TEXT_CEILING_CHARS)
}

/** How many values a field keeps: one, or a multi-valued field's items plus a few. */
function fieldValueLimit(tag: FormTag): number {
  const descriptor = fieldDescriptor(tag)
  const multiple = descriptor?.multiValued?.(tag) ?? false
  return multiple ? tag.labels.length + MAX_EXTRA_VALUES : 1 + MAX_EXTRA_VALUES
}

/** A field's posted values as kept: at most its value limit, each cut to its text limit. */
export function boundFieldValues(tag: FormTag, values: readonly string[]): string[] {
  const limit = fieldTextLimit(tag)
  return values.slice(0, fieldValueLimit(tag)).map((value) => cutText(value, limit))
}

/** A file name as kept and shown. */
export function boundFileName(name: string): string {
  return cutText(name, FILE_NAME_MAX_CHARS)
}

/** A value of a rejected submission as kept: a preview, marked when cut. */
export function previewText(text: string): string {
  return cutText(text, REJECTED_PREVIEW_CHARS, CUT_MARK)
}

/** A name a visitor's post may carry that could be one of a form's fields (for the echo). */
export function isEchoableName(name: string): boolean {
  return name.length <= UNKNOWN_FORM_ECHO.nameChars && FIELD_NAME_PATTERN.test(name)
}

/* The hidden fields every form posts (docs/compatibility.md, "Contact Form 7: hidden fields"),
   checked by pattern and length. */

/** `wpcf7-f{form}-p{post}-o{n}` or `wpcf7-f{form}-o{n}`, with sane lengths. */
const UNIT_TAG_PATTERN = /^wpcf7-f([1-9]\d{0,9})-(?:p[1-9]\d{0,9}-)?o[1-9]\d{0,3}$/
/** `_wpcf7_version`: `6.1.4`. */
const VERSION_PATTERN = /^\d{1,3}(?:\.\d{1,3}){0,3}$/
/** `_wpcf7_locale`: `ka_GE`, `en_US`, `en`. */
const LOCALE_PATTERN = /^[a-z]{2,3}(?:[_-][A-Za-z]{2,4})?$/
/** `_wpcf7_posted_data_hash`: the hex digest the server answered, or empty. */
const HASH_PATTERN = /^[0-9a-f]{0,64}$/

const matching = (value: FormDataEntryValue | null, pattern: RegExp): string | undefined =>
  typeof value === 'string' && value.length <= 64 && pattern.test(value) ? value : undefined

/** A posted id (`_wpcf7`, `_wpcf7_container_post`), or undefined unless it is one. */
export function postedId(value: FormDataEntryValue | null): number | undefined {
  return parsePositiveId(value) ?? undefined
}

/** The form's own first instance: what a bad unit tag is replaced by. */
export function canonicalUnitTag(formId: number, containerPost?: number): string {
  return containerPost === undefined
    ? `wpcf7-f${formId}-o1`
    : `wpcf7-f${formId}-p${containerPost}-o1`
}

/**
 * The posted `_wpcf7_unit_tag` when it is a unit tag of this form, else the canonical one: a bad
 * tag is never echoed or stored.
 */
export function checkedUnitTag(
  formId: number,
  posted: FormDataEntryValue | null,
  containerPost?: number,
): string {
  const tag = matching(posted, UNIT_TAG_PATTERN)
  return tag !== undefined && UNIT_TAG_PATTERN.exec(tag)?.[1] === String(formId)
    ? tag
    : canonicalUnitTag(formId, containerPost)
}

export const postedVersion = (value: FormDataEntryValue | null) => matching(value, VERSION_PATTERN)
export const postedLocaleTag = (value: FormDataEntryValue | null) => matching(value, LOCALE_PATTERN)
export const postedHash = (value: FormDataEntryValue | null) => matching(value, HASH_PATTERN)
