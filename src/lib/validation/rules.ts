/**
 * One check per SWV rule, as Contact Form 7 6.1.6 decides it on the server
 * (`includes/swv/php/rules/*.php`), whose verdict is final; where its browser script
 * (`@contactable/swv`) is looser or stricter, the server wins. A rule looks at its field's
 * non-blank values and passes when there are none, except `required`, `requiredfile`, `minitems`
 * and `minfilesize`. Thresholds are read the way PHP reads them, so a missing or odd threshold
 * disables some rules and not others, exactly as in CF7.
 */

import { isEmail } from './email'
import { type FieldValues } from './field-values'
import { acceptedSuffixes, nameSuffix } from './file-types'
import { countCodeUnits, dayOfWeek, isDate, isNumber, isTel, isTime, isUrl } from './formats'
import { normalizeNewlines, phpArray, phpFloat, phpInt, phpLessThan, phpString } from './php'
import type { RuleName, SchemaRule } from './types'

/** What a failing rule reports: the field to mark (if any) and the message. */
export interface RuleFailure {
  field?: string
  error: string
}

export type FieldReader = (field: string | undefined) => FieldValues

type SimpleRuleName = Exclude<RuleName, 'all' | 'any'>
type Check = (rule: SchemaRule, values: FieldValues) => boolean

/** `wpcf7_is_number()` on a schema property as PHP would stringify it. */
const isNumberProperty = (value: unknown) => isNumber(phpString(value))

const every =
  (test: (text: string) => boolean): Check =>
  (_rule, { texts }) =>
    texts.every(test)

/** Total bytes of the chosen files: what `array_sum()` of `$_FILES[$field]['size']` gives. */
function totalSize(files: readonly File[]): number {
  return files.reduce((sum, file) => sum + file.size, 0)
}

function totalLength(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + countCodeUnits(text), 0)
}

// PHP's round($x, 6) is 0.0 exactly for |x| below 5e-7 (checked against PHP 8.2).
const isZeroAtSixDecimals = (x: number) => Math.abs(x) < 5e-7

const CHECKS: Record<SimpleRuleName, Check> = {
  required: (_rule, { texts }) => texts.length > 0,
  // Only a named part is stored by PHP (`tmp_name` set), even an empty one.
  requiredfile: (_rule, { files }) => files.length > 0,
  email: every(isEmail),
  url: every(isUrl),
  tel: every(isTel),
  number: every(isNumber),
  date: every(isDate),
  time: every(isTime),

  file: ({ accept }, { files }) => {
    const suffixes = acceptedSuffixes(accept)
    return files.every((file) => suffixes.has(nameSuffix(file.name) ?? ''))
  },

  enum: ({ accept }, { texts }) => {
    // Line breaks are compared normalised on both sides; an empty option accepts nothing.
    const options = new Set(phpArray(accept).map((value) => normalizeNewlines(phpString(value))))
    options.delete('')
    return texts.every((text) => options.has(normalizeNewlines(text)))
  },

  dayofweek: ({ accept }, { texts }) => {
    const days = new Set(phpArray(accept).map(phpInt))
    // Values that are not dates are the `date` rule's business.
    return texts.every((text) => {
      const day = dayOfWeek(text)
      return day === undefined || days.has(day)
    })
  },

  minitems: ({ threshold }, { texts }) =>
    !isNumberProperty(threshold) || texts.length >= phpInt(threshold),
  maxitems: ({ threshold }, { texts }) =>
    !isNumberProperty(threshold) || texts.length <= phpInt(threshold),

  // No number check here: a missing or odd threshold is `(int)` 0, so `maxlength` then fails
  // any value and `minlength` passes.
  minlength: ({ threshold }, { texts }) =>
    texts.length === 0 || totalLength(texts) >= phpInt(threshold),
  maxlength: ({ threshold }, { texts }) =>
    texts.length === 0 || totalLength(texts) <= phpInt(threshold),

  minnumber: ({ threshold }, { texts }) =>
    !isNumberProperty(threshold) ||
    texts.every((text) => !isNumber(text) || phpFloat(text) >= phpFloat(threshold)),
  maxnumber: ({ threshold }, { texts }) =>
    !isNumberProperty(threshold) ||
    texts.every((text) => !isNumber(text) || phpFloat(text) <= phpFloat(threshold)),

  // Dates compare as strings, the threshold as written.
  mindate: ({ threshold }, { texts }) => {
    const min = phpString(threshold)
    return !isDate(min) || texts.every((text) => !isDate(text) || !(text < min))
  },
  maxdate: ({ threshold }, { texts }) => {
    const max = phpString(threshold)
    return !isDate(max) || texts.every((text) => !isDate(text) || !(max < text))
  },

  // A file input left empty still posts a part (PHP: size 0), so these always compare: no file
  // is 0 bytes, short of any positive minimum. The threshold is compared the PHP way.
  minfilesize: ({ threshold }, { files }) => !phpLessThan(totalSize(files), threshold),
  maxfilesize: ({ threshold }, { files }) => !phpLessThan(threshold, totalSize(files)),

  stepnumber: ({ base, interval }, { texts }) => {
    const from = phpFloat(base)
    const step = phpFloat(interval)
    if (!(step > 0)) return true
    // Every value counts, numbers or not (floatval('abc') is 0). fmod keeps the sign of the
    // dividend, so a value below the base that floating point puts a hair above its step is
    // off the step, as in CF7.
    return texts.every((text) => {
      const remainder = (phpFloat(text) - from) % step
      return isZeroAtSixDecimals(remainder) || isZeroAtSixDecimals(remainder - step)
    })
  },
}

const KNOWN_RULES = new Set<string>([...Object.keys(CHECKS), 'all', 'any'])

/** A rule CF7 would build: an object naming a rule it knows. */
function isRule(value: unknown): value is SchemaRule {
  if (typeof value !== 'object' || value === null) return false
  const name = (value as SchemaRule).rule
  return typeof name === 'string' && KNOWN_RULES.has(name)
}

/** `(string) $this->get_property('error')`. */
function errorOf(rule: SchemaRule): string {
  return phpString(rule.error)
}

/**
 * Checks one rule (composites included) and returns its failure, or undefined when it passes.
 * Unknown rules pass on their own and are left out of composites, as CF7 never builds them.
 *
 * `all` fails with its first failing child's report (field and error), or with its own when that
 * error is empty (PHP: falsy, so `'0'` too). `any` passes as soon as one child passes and
 * otherwise fails with its own field and error; with no children it fails. All children are
 * checked, text and file rules alike, as in CF7's browser script; its server checks the text
 * children before any upload and the file children with each uploaded field.
 */
export function checkRule(rule: SchemaRule, read: FieldReader): RuleFailure | undefined {
  if (!isRule(rule)) return undefined
  const own = (): RuleFailure => ({ field: rule.field, error: errorOf(rule) })
  const children = Array.isArray(rule.rules) ? rule.rules.filter(isRule) : []

  if (rule.rule === 'all') {
    for (const child of children) {
      const failure = checkRule(child, read)
      if (failure) return failure.error !== '' && failure.error !== '0' ? failure : own()
    }
    return undefined
  }

  if (rule.rule === 'any') {
    return children.some((child) => !checkRule(child, read)) ? undefined : own()
  }

  const check = CHECKS[rule.rule as SimpleRuleName]
  return check(rule, read(rule.field)) ? undefined : own()
}
