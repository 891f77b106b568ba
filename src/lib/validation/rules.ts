/**
 * One check per SWV rule, following Contact Form 7 (PHP `includes/swv/php/rules`, JS SWV rules):
 * a rule looks at its field's non-blank values and passes when there are none, except `required`,
 * `requiredfile` and `minitems`, which are about there being values. A threshold, base or step
 * that is not a number disables its rule, as in CF7.
 */

import { isEmail } from './email'
import { type FieldValues } from './field-values'
import { isAcceptedFile } from './file-types'
import {
  compareDates,
  countCharacters,
  dayOfWeek,
  isDate,
  isNumber,
  isTel,
  isTime,
  isUrl,
} from './formats'
import type { RuleName, SchemaRule } from './types'

/** What a failing rule reports: the field to mark (if any) and the message. */
export interface RuleFailure {
  field?: string
  error: string
}

export type FieldReader = (field: string | undefined) => FieldValues

type SimpleRuleName = Exclude<RuleName, 'all' | 'any'>
type Check = (rule: SchemaRule, values: FieldValues) => boolean

/** A number from a schema property: a finite number, or a string in HTML number syntax. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && isNumber(value.trim())) return Number(value.trim())
  return undefined
}

/** Counts and lengths compare against the integer part, as CF7's `(int)` / `parseInt` do. */
function toInteger(value: unknown): number | undefined {
  const n = toNumber(value)
  return n === undefined ? undefined : Math.trunc(n)
}

function toDate(value: unknown): string | undefined {
  return typeof value === 'string' && isDate(value.trim()) ? value.trim() : undefined
}

function totalLength(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + countCharacters(text), 0)
}

function totalSize(files: readonly File[]): number {
  return files.reduce((sum, file) => sum + file.size, 0)
}

const every =
  (test: (text: string) => boolean): Check =>
  (_rule, { texts }) =>
    texts.every(test)

// Half a unit in the sixth decimal: CF7 rounds the remainder to 6 decimals and compares with 0.
const STEP_TOLERANCE = 5e-7

function isOnStep(value: number, base: number, interval: number): boolean {
  // Work on the distance from base: JS's % keeps the sign, and CF7, checking only `r` and
  // `r - interval`, rejects values below base whose remainder lands just short of -interval.
  const remainder = Math.abs(value - base) % interval
  return remainder < STEP_TOLERANCE || interval - remainder < STEP_TOLERANCE
}

const CHECKS: Record<SimpleRuleName, Check> = {
  required: (_rule, { texts }) => texts.length > 0,
  requiredfile: (_rule, { files }) => files.length > 0,
  email: every(isEmail),
  url: every(isUrl),
  tel: every(isTel),
  number: every(isNumber),
  date: every(isDate),
  time: every(isTime),

  file: ({ accept }, { files }) => {
    const accepted = Array.isArray(accept) ? accept : []
    return files.every((file) => isAcceptedFile(file, accepted))
  },

  enum: ({ accept }, { texts }) => {
    const options = new Set((Array.isArray(accept) ? accept : []).map(String))
    options.delete('')
    return texts.every((text) => options.has(text))
  },

  dayofweek: ({ accept }, { texts }) => {
    const days = new Set((Array.isArray(accept) ? accept : []).map(toInteger))
    // Values that are not dates are the `date` rule's business.
    return texts.every((text) => {
      const day = dayOfWeek(text)
      return day === undefined || days.has(day)
    })
  },

  minitems: ({ threshold }, { texts }) => {
    const min = toInteger(threshold)
    return min === undefined || texts.length >= min
  },
  maxitems: ({ threshold }, { texts }) => {
    const max = toInteger(threshold)
    return max === undefined || texts.length <= max
  },

  minlength: ({ threshold }, { texts }) => {
    const min = toInteger(threshold)
    const length = totalLength(texts)
    return min === undefined || length === 0 || length >= min
  },
  maxlength: ({ threshold }, { texts }) => {
    const max = toInteger(threshold)
    return max === undefined || totalLength(texts) <= max
  },

  minnumber: ({ threshold }, { texts }) => {
    const min = toNumber(threshold)
    return min === undefined || texts.every((text) => !isNumber(text) || Number(text) >= min)
  },
  maxnumber: ({ threshold }, { texts }) => {
    const max = toNumber(threshold)
    return max === undefined || texts.every((text) => !isNumber(text) || Number(text) <= max)
  },

  mindate: ({ threshold }, { texts }) => {
    const min = toDate(threshold)
    return min === undefined || texts.every((text) => !isDate(text) || compareDates(text, min) >= 0)
  },
  maxdate: ({ threshold }, { texts }) => {
    const max = toDate(threshold)
    return max === undefined || texts.every((text) => !isDate(text) || compareDates(text, max) <= 0)
  },

  minfilesize: ({ threshold }, { files }) => {
    const min = toNumber(threshold)
    return min === undefined || files.length === 0 || totalSize(files) >= min
  },
  maxfilesize: ({ threshold }, { files }) => {
    const max = toNumber(threshold)
    return max === undefined || totalSize(files) <= max
  },

  stepnumber: ({ base, interval }, { texts }) => {
    // No base means counting from 0, as CF7's PHP (floatval of nothing) does.
    const from = base === undefined ? 0 : toNumber(base)
    const step = toNumber(interval)
    if (from === undefined || step === undefined || step <= 0) return true
    return texts.every((text) => !isNumber(text) || isOnStep(Number(text), from, step))
  },
}

function childrenOf(rule: SchemaRule): SchemaRule[] {
  return Array.isArray(rule.rules) ? rule.rules : []
}

function isRule(value: unknown): value is SchemaRule {
  return (
    typeof value === 'object' && value !== null && typeof (value as SchemaRule).rule === 'string'
  )
}

/**
 * Checks one rule (composites included) and returns its failure, or undefined when it passes.
 * Unknown rule names pass, so a schema from a newer CF7 never blocks a submission.
 *
 * `any` fails with its own field and error. `all` fails with its first failing child's report,
 * as CF7 does (PHP returns the child's error; the JS reports the child's field and message),
 * falling back to its own error and field where the child has none. Empty composites pass.
 */
export function checkRule(rule: SchemaRule, read: FieldReader): RuleFailure | undefined {
  if (!isRule(rule)) return undefined
  const own = (): RuleFailure => ({ field: rule.field, error: rule.error ?? '' })

  if (rule.rule === 'all') {
    for (const child of childrenOf(rule)) {
      const failure = checkRule(child, read)
      if (failure) {
        return { field: failure.field ?? rule.field, error: failure.error || (rule.error ?? '') }
      }
    }
    return undefined
  }

  if (rule.rule === 'any') {
    const children = childrenOf(rule).filter(isRule)
    if (children.length === 0) return undefined
    return children.some((child) => !checkRule(child, read)) ? undefined : own()
  }

  if (!Object.hasOwn(CHECKS, rule.rule)) return undefined
  const check = CHECKS[rule.rule as SimpleRuleName]
  return check(rule, read(rule.field)) ? undefined : own()
}
