/** CF7's number module: `[number]` (a spinbox) and `[range]` (a slider). */
import type { FormTag } from '../model'
import { OPTION_PATTERNS, tagOption, tagPlaceholderOption, tagStartingValue } from '../tag'
import {
  mailAsPosted,
  nonEmpty,
  optionProblem,
  requiredRule,
  ruleIf,
  type FieldDescriptor,
  type TagSchema,
} from './descriptor'

/**
 * `min:`, `max:` and `step:` as written. A range without a numeric `min:` or `max:` runs from 0
 * to 100, as in CF7.
 */
export function tagNumberRange(tag: FormTag): { min?: string; max?: string; step?: string } {
  let min = tagOption(tag, 'min', 'signed_num')
  let max = tagOption(tag, 'max', 'signed_num')
  const step = tagOption(tag, 'step', 'num')
  if (tag.type === 'range') {
    min ??= '0'
    max ??= '100'
  }
  return {
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
    ...(step !== undefined && { step }),
  }
}

const signedNum = (value: string) => OPTION_PATTERNS.signed_num.test(value)

const optionProblems = (tag: FormTag): string[] => [
  ...optionProblem(tag, 'min', signedNum, 'a number'),
  ...optionProblem(tag, 'max', signedNum, 'a number'),
  ...optionProblem(
    tag,
    'step',
    (v) => OPTION_PATTERNS.num.test(v) && Number(v) > 0,
    'a positive number',
  ),
]

const schema: TagSchema = {
  module: 'number',
  rules: (tag, ctx) => {
    // Thresholds stay as written (strings), as CF7 passes them on.
    const { min, max, step } = tagNumberRange(tag)
    return [
      ...requiredRule(tag, ctx),
      { rule: 'number', field: tag.name, error: ctx.messages.invalid_number },
      ...ruleIf(min !== undefined, () => ({
        rule: 'minnumber',
        field: tag.name,
        threshold: min,
        error: ctx.messages.number_too_small,
      })),
      ...ruleIf(max !== undefined, () => ({
        rule: 'maxnumber',
        field: tag.name,
        threshold: max,
        error: ctx.messages.number_too_large,
      })),
      // Steps count from `min:`, as the browser counts them for the input's `step` attribute.
      ...ruleIf(step !== undefined && Number(step) > 0, () => ({
        rule: 'stepnumber',
        field: tag.name,
        base: min === undefined ? 0 : Number(min),
        interval: Number(step),
        error: ctx.messages.invalid_number,
      })),
    ]
  },
}

export const numberTag: FieldDescriptor = {
  requirable: true,
  named: true,
  posts: 'text',
  optionProblems,
  placeholder: (tag) => tagPlaceholderOption(tag),
  defaultValues: (tag, context) => nonEmpty(tagStartingValue(tag, context)),
  schema,
  mailValues: mailAsPosted,
}

export const rangeTag: FieldDescriptor = {
  ...numberTag,
  // A slider always has a value: with none given it starts midway.
  defaultValues: (tag, context) => {
    const value = tagStartingValue(tag, context)
    if (value !== '') return [value]
    const { min = '0', max = '100' } = tagNumberRange(tag)
    return [Number(min) < Number(max) ? String((Number(min) + Number(max)) / 2) : min]
  },
}
