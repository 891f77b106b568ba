/**
 * Reading form-tag options the way CF7's WPCF7_FormTag does (`get_option`, `get_size_option`,
 * `get_maxlength_option`, `get_default_option`, `get_class_option`), for rendering. Pure.
 */
import type { FormTag } from '@/shared/forms/model'

/** CF7's option value patterns. */
export const OPTION_PATTERNS = {
  int: '[0-9]+',
  signedInt: '-?[0-9]+',
  num: '(?:[0-9]+|(?:[0-9]+)?[.][0-9]+)',
  signedNum: '[-]?(?:[0-9]+|(?:[0-9]+)?[.][0-9]+)',
  date: '[0-9]{4,}-[0-9]{2}-[0-9]{2}',
  word: '[-0-9a-zA-Z]+',
} as const

/** Value of the first `name:value` option whose value matches `pattern`. */
export function optionValue(tag: FormTag, name: string, pattern = '.+'): string | undefined {
  const re = new RegExp(`^${name}:(${pattern})$`)
  for (const option of tag.options) {
    const match = re.exec(option)
    if (match) return match[1]
  }
  return undefined
}

/** `name` given bare (`placeholder`) or with a value (`default:on` has `default`). */
export function hasOption(tag: FormTag, name: string): boolean {
  return tag.options.some((o) => o === name || o.startsWith(`${name}:`))
}

function matchOption(tag: FormTag, re: RegExp, group: number): string | undefined {
  for (const option of tag.options) {
    const value = re.exec(option)?.[group]
    if (value) return value
  }
  return undefined
}

function positiveInt(value: string | undefined): number | undefined {
  const n = value === undefined ? NaN : Number.parseInt(value, 10)
  return Number.isFinite(n) && n > 0 ? n : undefined
}

/** `size:40` or the `40/100` shorthand. */
export function sizeOption(tag: FormTag, fallback?: number): number | undefined {
  return (
    positiveInt(optionValue(tag, 'size', OPTION_PATTERNS.int)) ??
    positiveInt(matchOption(tag, /^([0-9]*)\/[0-9]*$/, 1)) ??
    fallback
  )
}

/** `maxlength:100` or the `40/100` (and `40x10/100`) shorthand. */
export function maxLengthOption(tag: FormTag, fallback?: number): number | undefined {
  return (
    positiveInt(optionValue(tag, 'maxlength', OPTION_PATTERNS.int)) ??
    positiveInt(matchOption(tag, /^(?:[0-9]*x?[0-9]*)?\/([0-9]+)$/, 1)) ??
    fallback
  )
}

export function minLengthOption(tag: FormTag): number | undefined {
  return positiveInt(optionValue(tag, 'minlength', OPTION_PATTERNS.int))
}

/** maxlength / minlength of a text field; both dropped when contradictory, as CF7 does. */
export function lengthLimits(
  tag: FormTag,
  defaultMax?: number,
): { maxLength?: number; minLength?: number } {
  const maxLength = maxLengthOption(tag, defaultMax)
  const minLength = minLengthOption(tag)
  if (maxLength !== undefined && minLength !== undefined && maxLength < minLength) return {}
  return { maxLength, minLength }
}

/** `cols:40` / `rows:10` or the `40x10` shorthand of `[textarea]`. */
export function colsOption(tag: FormTag, fallback: number): number {
  return (
    positiveInt(optionValue(tag, 'cols', OPTION_PATTERNS.int)) ??
    positiveInt(matchOption(tag, /^([0-9]*)x([0-9]*)(?:\/[0-9]+)?$/, 1)) ??
    fallback
  )
}

export function rowsOption(tag: FormTag, fallback: number): number {
  return (
    positiveInt(optionValue(tag, 'rows', OPTION_PATTERNS.int)) ??
    positiveInt(matchOption(tag, /^([0-9]*)x([0-9]*)(?:\/[0-9]+)?$/, 2)) ??
    fallback
  )
}

export function tabIndexOption(tag: FormTag): number | undefined {
  const value = optionValue(tag, 'tabindex', OPTION_PATTERNS.signedInt)
  return value === undefined ? undefined : Number.parseInt(value, 10)
}

export function autocompleteOption(tag: FormTag): string | undefined {
  return optionValue(tag, 'autocomplete', OPTION_PATTERNS.word)
}

/** The text shown as placeholder (`placeholder` / `watermark`), and what is left as the value. */
export function placeholderAndValue(
  tag: FormTag,
  value: string,
): { placeholder?: string; value: string } {
  if (hasOption(tag, 'placeholder') || hasOption(tag, 'watermark')) {
    return { placeholder: value, value: '' }
  }
  return { value }
}

/**
 * Values chosen by `default:1_3` (1-based positions in the tag's values) of a select, checkbox
 * or radio; one at most unless `multiple`.
 */
export function defaultChoices(tag: FormTag, multiple: boolean): string[] {
  const chosen: string[] = []
  for (const option of tag.options) {
    const match = /^default:([0-9_]+)$/.exec(option)
    if (!match?.[1]) continue
    for (const part of match[1].split('_')) {
      const value = tag.values[Number.parseInt(part, 10) - 1]
      if (value !== undefined && !chosen.includes(value)) chosen.push(value)
    }
  }
  return multiple ? chosen : chosen.slice(0, 1)
}

/**
 * The `class` of a control, CF7 6's `wpcf7_form_controls_class` followed by the tag's `class:`
 * options: `wpcf7-form-control wpcf7-{type} [wpcf7-validates-as-required] {extra} {class:…}`.
 */
export function controlClassName(tag: FormTag, extra: (string | false | undefined)[] = []) {
  const classes = [
    'wpcf7-form-control',
    `wpcf7-${tag.type}`,
    tag.required ? 'wpcf7-validates-as-required' : undefined,
    ...extra,
    ...tag.classNames,
  ]
  return [...new Set(classes.filter((c): c is string => Boolean(c)))].join(' ')
}

/**
 * `accept` of a `[file]` from `filetypes:gif|png|audio/*` (extensions get a dot, MIME types stay),
 * with CF7's default list when the option is missing.
 */
export function acceptAttribute(tag: FormTag): string {
  const raw =
    optionValue(tag, 'filetypes') ??
    'jpg|jpeg|png|gif|pdf|doc|docx|ppt|pptx|odt|avi|ogg|m4a|mov|mp3|mp4|mpg|wav|wmv'
  const types = raw
    .split('|')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
    .map((t) => (t.includes('/') ? t : `.${t.replace(/^\.+/, '')}`))
  return [...new Set(types)].join(',')
}

/** Field names are posted as `name[]` when the control may hold several values. */
export function isMultiValuedTag(tag: FormTag): boolean {
  if (tag.type === 'checkbox') return !hasOption(tag, 'exclusive')
  if (tag.type === 'select') return hasOption(tag, 'multiple')
  return false
}
