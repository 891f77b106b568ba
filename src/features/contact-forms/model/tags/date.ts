/** CF7's date module: `[date]`, with dates written as `YYYY-MM-DD` or relative (`today+1_week`). */
import {
  OPTION_PATTERNS,
  resolveDateOption,
  tagDateRange,
  tagPlaceholderOption,
  tagStartingValue,
} from '../tag'
import {
  mailAsPosted,
  optionProblem,
  requiredRule,
  ruleIf,
  type FieldDescriptor,
} from './descriptor'

const isDate = (value: string) => resolveDateOption(value) !== undefined
const DATE_EXPECTED = 'a date (YYYY-MM-DD, today, today+1_week, …)'

export const dateTag: FieldDescriptor = {
  requirable: true,
  named: true,
  posts: 'text',
  optionProblems: (tag) => [
    ...optionProblem(tag, 'min', isDate, DATE_EXPECTED),
    ...optionProblem(tag, 'max', isDate, DATE_EXPECTED),
    ...optionProblem(tag, 'step', (v) => OPTION_PATTERNS.int.test(v), 'a whole number'),
  ],
  placeholder: (tag) => tagPlaceholderOption(tag),
  defaultValues: (tag, context) => {
    const value = tagStartingValue(tag, context)
    if (!value) return []
    return [resolveDateOption(value, context.now, context.timeZone) ?? value]
  },
  schema: {
    module: 'date',
    rules: (tag, ctx) => {
      const { min, max } = tagDateRange(tag, ctx.now, ctx.timeZone)
      return [
        ...requiredRule(tag, ctx),
        { rule: 'date', field: tag.name, error: ctx.messages.invalid_date },
        ...ruleIf(min !== undefined, () => ({
          rule: 'mindate',
          field: tag.name,
          threshold: min,
          error: ctx.messages.date_too_early,
        })),
        ...ruleIf(max !== undefined, () => ({
          rule: 'maxdate',
          field: tag.name,
          threshold: max,
          error: ctx.messages.date_too_late,
        })),
      ]
    },
  },
  mailValues: mailAsPosted,
}
