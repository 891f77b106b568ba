/**
 * The pure rules behind the form's browser behaviours (CF7's helpers.js and friends), kept apart
 * from the DOM so they can be tested in Node.
 */
import type { Locale } from '@/i18n/locales'
import { WP_LOCALES, type FeedbackInvalidField } from '@/features/contact-forms/model/feedback'
import type { FormTag } from '@/features/contact-forms/model/model'

/** `_wpcf7_locale` of a site locale. */
export function cf7LocaleOf(locale: Locale): string {
  return WP_LOCALES[locale]
}

/** The wrapper's `lang`: CF7 turns `ka_GE` into `ka-GE`. */
export function langTagOf(locale: Locale): string {
  return cf7LocaleOf(locale).replace('_', '-')
}

/**
 * `{unit tag}-ve-{field}` with the field name as it is (it may hold `:`), exactly the `error_id`
 * the server answers. HTML ids may contain any character but white space: look such an id up with
 * getElementById or `[id="…"]`, never build a `#…` selector from it unescaped.
 */
export function errorIdOf(unitTag: string, field: string): string {
  return `${unitTag}-ve-${field}`
}

/** The id a control gets when the tag has no `id:` option. */
export function controlIdOf(unitTag: string, field: string): string {
  return `${unitTag}-${field}`.replace(/[^0-9a-z_-]+/gi, '')
}

/** Checkbox and radio tags: a group of inputs under one `.wpcf7-form-control` span. */
function isChoiceGroup(tag: Pick<FormTag, 'type'>): boolean {
  return tag.type === 'checkbox' || tag.type === 'radio'
}

/**
 * The id of what the screen-reader error list links to: the field's control, or for a checkbox or
 * radio group its first input, so that following the link moves the focus into the group.
 */
export function errorTargetIdOf(
  unitTag: string,
  tag: Pick<FormTag, 'type' | 'name' | 'id' | 'labels'>,
): string {
  if (isChoiceGroup(tag) && tag.labels.length > 0) return `${controlIdOf(unitTag, tag.name)}-0`
  return tag.id ?? controlIdOf(unitTag, tag.name)
}

/** The field an input posts to: its name without a trailing `[]`. */
export function fieldNameOf(inputName: string): string {
  return inputName.replace(/\[\]$/, '')
}

/**
 * A URL typed without a scheme but with a dot gets `http://` (leading slashes dropped); the value
 * is trimmed either way (CF7's urlInputHelper).
 */
export function normalizeUrlValue(value: string): string {
  const trimmed = value.trim()
  if (trimmed && !/^[a-z][a-z0-9.+-]*:/i.test(trimmed) && trimmed.includes('.')) {
    return `http://${trimmed.replace(/^\/+/, '')}`
  }
  return trimmed
}

export interface CounterInput {
  /** Current value of the counted field. */
  value: string
  /** `[count name down]`: counts down from `starting`. */
  down: boolean
  starting: number
  /** The counted field's maxlength / minlength (0 or undefined: no limit). */
  maximum?: number
  minimum?: number
}

export interface CounterView {
  count: number
  tooLong: boolean
  tooShort: boolean
}

/**
 * A character counter as CF7 computes it: the count ignores surrounding spaces, the limits look
 * at the raw length (as the browser's maxlength does).
 */
export function characterCount({
  value,
  down,
  starting,
  maximum,
  minimum,
}: CounterInput): CounterView {
  const length = value.trim().length
  return {
    count: down ? starting - length : length,
    tooLong: Boolean(maximum) && (maximum ?? 0) < value.length,
    tooShort: Boolean(minimum) && value.length < (minimum ?? 0),
  }
}

/** The class of a counter element: `wpcf7-character-count up|down [too-long] [too-short]`. */
export function counterClassName(down: boolean, view: CounterView, extra: string[] = []): string {
  return [
    'wpcf7-character-count',
    down ? 'down' : 'up',
    ...extra,
    view.tooLong && 'too-long',
    view.tooShort && 'too-short',
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * Exclusive checkboxes: after a change, every box of the group but the changed one is unchecked
 * (whether the changed one is now checked or not).
 */
export function exclusiveStates(checked: boolean[], changed: number): boolean[] {
  return checked.map((value, index) => (index === changed ? value : false))
}

export interface AcceptanceItem {
  checked: boolean
  invert: boolean
  optional: boolean
}

/**
 * Whether submit buttons may be enabled: every non-optional acceptance is checked, and every
 * `invert` one unchecked (CF7's initSubmitButton).
 */
export function acceptanceSatisfied(items: AcceptanceItem[]): boolean {
  return items.every((item) => item.optional || item.checked !== item.invert)
}

/** One field error in the order the screen-reader list shows them. */
export interface FieldError {
  field: string
  message: string
}

/** The errors of a feedback answer (`invalid_fields`), first one per field. */
export function fieldErrorsOf(invalid: FeedbackInvalidField[] | undefined | null): FieldError[] {
  const errors: FieldError[] = []
  for (const item of invalid ?? []) {
    if (!errors.some((e) => e.field === item.field)) {
      errors.push({ field: item.field, message: item.message })
    }
  }
  return errors
}

/** Sets (message) or clears (null) the error of one field, keeping the others in place. */
export function withFieldError(
  errors: FieldError[],
  field: string,
  message: string | null,
): FieldError[] {
  const index = errors.findIndex((e) => e.field === field)
  if (message === null) return index === -1 ? errors : errors.filter((e) => e.field !== field)
  if (index === -1) return [...errors, { field, message }]
  if (errors[index]?.message === message) return errors
  return errors.map((e, i) => (i === index ? { field, message } : e))
}

/** "Error: text" → ["Error:", "text"], to show the lead in bold as CF7 does. */
export function splitLead(text: string): [string, string] {
  const match = /^([^:]{1,40}:)\s+(.+)$/s.exec(text)
  return match?.[1] && match[2] ? [match[1], match[2]] : ['', text]
}

/**
 * The `class` of a control: CF7 6's `wpcf7_form_controls_class` followed by the tag's `class:`
 * options, `wpcf7-form-control wpcf7-{type} [wpcf7-validates-as-required] {extra} {class:…}`.
 */
export function controlClassName(
  tag: Pick<FormTag, 'type' | 'required' | 'classNames'>,
  extra: (string | false | undefined)[] = [],
): string {
  const classes = [
    'wpcf7-form-control',
    `wpcf7-${tag.type}`,
    tag.required ? 'wpcf7-validates-as-required' : undefined,
    ...extra,
    ...tag.classNames,
  ]
  return [...new Set(classes.filter((c): c is string => Boolean(c)))].join(' ')
}
