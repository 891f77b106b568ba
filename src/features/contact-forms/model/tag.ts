/**
 * A parsed form tag's options, read the way Contact Form 7's `WPCF7_FormTag` reads them: option
 * values, sizes, limits, dates, accepted file types, `default:` picks, pipes. Nothing here depends
 * on the tag's type: what a type makes of its options is in its descriptor (./tags). Isomorphic
 * and pure.
 */
import { dateFormatter } from '@/i18n/date-format'
import { SITE_TIME_ZONE } from '@/shared/constants'

import type { FormTag } from './model'

/** CF7's `wpcf7_is_name`: a letter, then letters, digits, `-`, `_`, `:` or `.`. */
export const FIELD_NAME_PATTERN = /^[A-Za-z][-A-Za-z0-9_:.]*$/

/** The preset value patterns of CF7's `get_option()`. */
export const OPTION_PATTERNS = {
  int: /^[0-9]+$/,
  signed_int: /^-?[0-9]+$/,
  num: /^(?:[0-9]+|[0-9]*\.[0-9]+)$/,
  signed_num: /^-?(?:[0-9]+|[0-9]*\.[0-9]+)$/,
  class: /^[-0-9a-zA-Z_]+$/,
  id: /^[-0-9a-zA-Z_]+$/,
  autocomplete: /^[-0-9a-zA-Z|]+$/,
  limit: /^([1-9][0-9]*)([kKmM]?[bB])?$/,
} as const

export type OptionPattern = keyof typeof OPTION_PATTERNS | RegExp

/** CF7's default upload limit (`MB_IN_BYTES`). */
const DEFAULT_FILE_LIMIT_BYTES = 1024 * 1024

/** CF7's accepted types when a file tag has no `filetypes:` option. */
const DEFAULT_FILE_TYPES = ['audio/*', 'video/*', 'image/*'] as const

function matchesPattern(value: string, pattern?: OptionPattern): boolean {
  if (pattern === undefined) return value.length > 0
  const regex = typeof pattern === 'string' ? OPTION_PATTERNS[pattern] : pattern
  return regex.test(value)
}

function optionPrefix(option: string, name: string): string | undefined {
  const colon = option.indexOf(':')
  if (colon < 0 || option.slice(0, colon).toLowerCase() !== name.toLowerCase()) return undefined
  return option.slice(colon + 1)
}

/** Every value of `name:value` options whose value fits the pattern, in order (`get_option`). */
export function tagOptions(tag: FormTag, name: string, pattern?: OptionPattern): string[] {
  const found: string[] = []
  for (const option of tag.options) {
    const value = optionPrefix(option, name)
    if (value !== undefined && matchesPattern(value, pattern)) found.push(value)
  }
  return found
}

/** The first `name:value` whose value fits the pattern (`min:1` → `'1'`), else undefined. */
export function tagOption(tag: FormTag, name: string, pattern?: OptionPattern): string | undefined {
  return tagOptions(tag, name, pattern)[0]
}

/** CF7's `has_option`: `placeholder` matches `placeholder` and `placeholder:anything`. */
export function hasOption(tag: FormTag, name: string): boolean {
  const lower = name.toLowerCase()
  return tag.options.some((option) => {
    const o = option.toLowerCase()
    return o === lower || (o.startsWith(`${lower}:`) && o.length > lower.length + 1)
  })
}

/** The input's `id` attribute (from `id:`; the parser keeps only valid, unique ones). */
export function tagInputId(tag: FormTag): string | undefined {
  return tag.id
}

/** `autocomplete:name|email` → `'name email'`; `off` or `on` win over the rest (CF7 6). */
export function tagAutocomplete(tag: FormTag): string | undefined {
  const tokens = tagOptions(tag, 'autocomplete', 'autocomplete')
    .flatMap((value) => value.toLowerCase().split('|'))
    .filter((token) => /^[a-z]+(?:-[0-9a-z]+)*$/.test(token))
  const unique = [...new Set(tokens)]
  if (unique.length === 0) return undefined
  if (unique.includes('off')) return 'off'
  if (unique.includes('on')) return 'on'
  return unique.join(' ')
}

export function tagTabIndex(tag: FormTag): number | undefined {
  const value = tagOption(tag, 'tabindex', 'signed_int')
  return value === undefined ? undefined : Number(value)
}

function positiveInt(value: string | undefined): number | undefined {
  const n = value === undefined ? NaN : Number(value)
  // CF7 treats `0` like a missing option (`if ( $option )`).
  return Number.isInteger(n) && n > 0 ? n : undefined
}

function firstGroup(tag: FormTag, pattern: RegExp, group: number): string | undefined {
  for (const option of tag.options) {
    const value = pattern.exec(option)?.[group]
    if (value) return value
  }
  return undefined
}

/** `size:40` or the `40/400` shorthand; the fallback otherwise. */
export function tagSize(tag: FormTag, fallback?: number): number | undefined {
  return (
    positiveInt(tagOption(tag, 'size', 'int')) ??
    positiveInt(firstGroup(tag, /^([0-9]*)\/[0-9]*$/, 1)) ??
    fallback
  )
}

/** Textarea `cols:40` or the `40x10` shorthand (CF7 default 40). */
export function tagCols(tag: FormTag): number {
  return (
    positiveInt(tagOption(tag, 'cols', 'int')) ??
    positiveInt(firstGroup(tag, /^([0-9]*)x([0-9]*)(?:\/[0-9]+)?$/, 1)) ??
    40
  )
}

/** Textarea `rows:10` or the `40x10` shorthand (CF7 default 10). */
export function tagRows(tag: FormTag): number {
  return (
    positiveInt(tagOption(tag, 'rows', 'int')) ??
    positiveInt(firstGroup(tag, /^([0-9]*)x([0-9]*)(?:\/[0-9]+)?$/, 2)) ??
    10
  )
}

/** `maxlength:N` or the `/N` shorthand, else the fallback (CF7's `get_maxlength_option`). */
export function tagMaxLengthOption(tag: FormTag, fallback?: number): number | undefined {
  return (
    positiveInt(tagOption(tag, 'maxlength', 'int')) ??
    positiveInt(firstGroup(tag, /^(?:[0-9]*x?[0-9]*)?\/([0-9]+)$/, 1)) ??
    fallback
  )
}

export function tagMinLength(tag: FormTag): number | undefined {
  return positiveInt(tagOption(tag, 'minlength', 'int'))
}

/**
 * The `minlength`/`maxlength` attributes of an input with this maxlength: both dropped when they
 * contradict each other, as CF7 renders them (the schema still checks each one).
 */
export function lengthAttributes(
  tag: FormTag,
  maxLength: number | undefined,
): { minLength?: number; maxLength?: number } {
  const minLength = tagMinLength(tag)
  if (minLength !== undefined && maxLength !== undefined && maxLength < minLength) return {}
  return {
    ...(minLength !== undefined && { minLength }),
    ...(maxLength !== undefined && { maxLength }),
  }
}

/** Today's date (`YYYY-MM-DD`) in a time zone. */
function todayIn(now: Date = new Date(), timeZone: string = SITE_TIME_ZONE): string {
  // en-CA formats dates as YYYY-MM-DD.
  return dateFormatter('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function isoDate(y: number, m: number, d: number): string {
  const date = new Date(Date.UTC(y, m - 1, d))
  const year = String(date.getUTCFullYear()).padStart(4, '0')
  const month = String(date.getUTCMonth() + 1).padStart(2, '0')
  const day = String(date.getUTCDate()).padStart(2, '0')
  return `${year}-${month}-${day}`
}

/** A real calendar date in `YYYY-MM-DD` form (no 2024-02-30). */
function isValidIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text)
  if (!m) return false
  return isoDate(Number(m[1]), Number(m[2]), Number(m[3])) === text
}

/**
 * A date option as CF7 reads it (`min:2025-01-31`, `min:today`, `max:today+1_month`,
 * `default:+2_weeks`): `_` stands for a space, then PHP's relative formats. We understand a start
 * (a date, `today`, `now`, `tomorrow`, `yesterday`; `today` when left out) followed by any number
 * of `±N day|week|month|year` steps. Returns `YYYY-MM-DD`, or undefined when it cannot be read.
 */
export function resolveDateOption(
  text: string,
  now: Date = new Date(),
  timeZone: string = SITE_TIME_ZONE,
): string | undefined {
  let rest = text.replace(/_+/g, ' ').trim().toLowerCase()
  if (!rest) return undefined
  if (isValidIsoDate(rest)) return rest

  let start = todayIn(now, timeZone)
  let offsetDays = 0
  const base = /^(\d{4}-\d{2}-\d{2}|today|now|midnight|tomorrow|yesterday)\b/.exec(rest)
  if (base?.[1]) {
    if (ISO_DATE.test(base[1])) {
      if (!isValidIsoDate(base[1])) return undefined
      start = base[1]
    } else if (base[1] === 'tomorrow') offsetDays = 1
    else if (base[1] === 'yesterday') offsetDays = -1
    rest = rest.slice(base[1].length).trim()
  }

  const [y, m, d] = start.split('-').map(Number) as [number, number, number]
  let years = 0
  let months = 0
  let days = offsetDays
  const step = /^([+-]?)\s*(\d+)\s*(day|week|month|year)s?\b\s*/
  while (rest) {
    const s = step.exec(rest)
    if (!s) return undefined
    const n = Number(s[2]) * (s[1] === '-' ? -1 : 1)
    if (s[3] === 'day') days += n
    else if (s[3] === 'week') days += 7 * n
    else if (s[3] === 'month') months += n
    else years += n
    rest = rest.slice(s[0].length)
  }
  // Like PHP, months and years first (overflowing into the next month), then days.
  const shifted = isoDate(y + years, m + months, d)
  const [sy, sm, sd] = shifted.split('-').map(Number) as [number, number, number]
  return isoDate(sy, sm, sd + days)
}

/** `min:` and `max:` of a date tag as `YYYY-MM-DD` (relative dates resolved against `now`). */
export function tagDateRange(
  tag: FormTag,
  now: Date = new Date(),
  timeZone: string = SITE_TIME_ZONE,
): { min?: string; max?: string } {
  const read = (name: string) => {
    const raw = tagOption(tag, name)
    return raw === undefined ? undefined : resolveDateOption(raw, now, timeZone)
  }
  const min = read('min')
  const max = read('max')
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) }
}

/** CF7's `get_limit_option`: `limit:2mb` → 2097152, `limit:500kb` → 512000; 1 MB by default. */
export function tagLimitBytes(tag: FormTag): number {
  for (const option of tag.options) {
    const value = optionPrefix(option, 'limit')
    const m = value === undefined ? null : OPTION_PATTERNS.limit.exec(value)
    if (!m) continue
    const unit = (m[2] ?? '').toLowerCase()
    const factor = unit === 'kb' ? 1024 : unit === 'mb' ? 1024 * 1024 : 1
    return Number(m[1]) * factor
  }
  return DEFAULT_FILE_LIMIT_BYTES
}

/**
 * The file tag's accepted types in the `accept` attribute form CF7 uses (and its `file` rule
 * checks): `filetypes:pdf|jpg|image/*` → `['.pdf', '.jpg', 'image/*']`. Wildcards other than
 * audio, video and image are dropped, as in CF7; with no usable type, CF7's audio/video/image.
 */
export function tagFileTypes(tag: FormTag): string[] {
  const types = tagOptions(tag, 'filetypes')
    .flatMap((value) => value.toLowerCase().split(/[\s|,]+/))
    .filter(Boolean)
  if (types.length === 0) return [...DEFAULT_FILE_TYPES]
  const accepted = types
    .map((type) => {
      if (!type.includes('/')) {
        const ext = type.replace(/^\.+|\.+$/g, '')
        return ext ? `.${ext}` : ''
      }
      const wildcard = /^([a-z]+)\/\*$/.exec(type)
      if (wildcard) return ['audio', 'video', 'image'].includes(wildcard[1] ?? '') ? type : ''
      return /^[a-z]+\/[a-z0-9.+-]+$/.test(type) ? type : ''
    })
    .filter(Boolean)
  return accepted.length ? [...new Set(accepted)] : [...DEFAULT_FILE_TYPES]
}

/** `placeholder` (or the old `watermark`) makes the first value the placeholder. */
export function tagPlaceholderOption(
  tag: FormTag,
  firstValue: string = tag.labels[0] ?? '',
): string | undefined {
  if (!hasOption(tag, 'placeholder') && !hasOption(tag, 'watermark')) return undefined
  return firstValue
}

/** Query values for `default:get` (the page's URL query), by field name. */
export type DefaultQuery = URLSearchParams | Record<string, string | string[] | undefined>

export interface DefaultValueContext {
  /** The page's query string, for `default:get`. */
  query?: DefaultQuery
  /** For relative date defaults (`default:today`). */
  now?: Date
  timeZone?: string
}

function queryValues(query: DefaultQuery | undefined, name: string): string[] {
  if (!query) return []
  const raw =
    query instanceof URLSearchParams
      ? [...query.getAll(name), ...query.getAll(`${name}[]`)]
      : [query[name] ?? [], query[`${name}[]`] ?? []].flat()
  // CF7's wpcf7_sanitize_query_var: no tags, no line breaks, trimmed.
  return raw
    .map((v) =>
      v
        .replace(/<[^>]*>/g, '')
        .replace(/[\r\n\t ]+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
}

/**
 * CF7's `get_default_option`: each `default:` option in turn; `get` reads the page's query,
 * `1_3` picks the 1st and 3rd values. `post`, `post_meta`, `user_*` and `shortcode_attr` need
 * WordPress and give nothing here.
 */
export function tagDefaultOption(
  tag: FormTag,
  multiple: boolean,
  context: DefaultValueContext,
): string[] {
  const found: string[] = []
  for (const raw of tagOptions(tag, 'default')) {
    const opt = raw.toLowerCase().replace(/[^a-z0-9_-]/g, '')
    let values: string[] = []
    if (opt === 'get') values = queryValues(context.query, tag.name)
    else if (/^[0-9_]+$/.test(opt)) {
      values = opt
        .split('_')
        .filter(Boolean)
        .map((n) => tag.labels[Number(n) - 1])
        .filter((v): v is string => v !== undefined)
    }
    if (!multiple && values[0] !== undefined) return [values[0]]
    found.push(...values)
  }
  return [...new Set(found)]
}

/**
 * What an input starts with: a `default:` option, else its first value, unless that first value is
 * its placeholder (`placeholder: false` for inputs that have none, such as hidden fields).
 */
export function tagStartingValue(
  tag: FormTag,
  context: DefaultValueContext,
  { firstValue = tag.labels[0] ?? '', placeholder = true } = {},
): string {
  const isPlaceholder = placeholder && tagPlaceholderOption(tag, firstValue) !== undefined
  return tagDefaultOption(tag, false, context)[0] ?? (isPlaceholder ? '' : firstValue)
}

export interface TagChoice {
  /** What is posted (the part before a pipe). */
  value: string
  /** What is shown. */
  label: string
}

/** The items of a choice tag: each label, posted as it is shown. */
export function tagChoices(tag: FormTag): TagChoice[] {
  return tag.labels.map((label) => ({ value: label, label }))
}

/** The mail value of a piped choice: `"Label|value"` posts Label and mails value. */
export function pipeValue(tag: FormTag, posted: string): string {
  const index = tag.labels.indexOf(posted)
  return index >= 0 ? (tag.values[index] ?? posted) : posted
}
