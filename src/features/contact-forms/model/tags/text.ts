/** CF7's text module: `[text]`, `[email]`, `[url]` and `[tel]`, single-line inputs. */
import type { FormMessageKey } from '@/features/contact-forms/messages'
import type { RuleName } from '@/lib/validation/types'

import type { FormTag } from '../model'
import { OPTION_PATTERNS, tagMaxLengthOption, tagPlaceholderOption, tagStartingValue } from '../tag'
import {
  lengthRules,
  mailAsPosted,
  nonEmpty,
  optionProblem,
  requiredRule,
  type FieldDescriptor,
} from './descriptor'

/** CF7's `maxlength` of a text input that sets none. */
const TEXT_MAX_LENGTH = 400

const isInt = (value: string) => OPTION_PATTERNS.int.test(value)

/** `minlength:` and `maxlength:` are whole numbers (text inputs, text areas, quizzes). */
export const lengthOptionProblems = (tag: FormTag): string[] => [
  ...optionProblem(tag, 'minlength', isInt, 'a whole number'),
  ...optionProblem(tag, 'maxlength', isInt, 'a whole number'),
]

function textInput(format?: { rule: RuleName; message: FormMessageKey }): FieldDescriptor {
  return {
    requirable: true,
    named: true,
    posts: 'text',
    defaultMaxLength: TEXT_MAX_LENGTH,
    optionProblems: lengthOptionProblems,
    placeholder: (tag) => tagPlaceholderOption(tag),
    defaultValues: (tag, context) => nonEmpty(tagStartingValue(tag, context)),
    schema: {
      module: 'text',
      rules: (tag, ctx) => [
        ...requiredRule(tag, ctx),
        ...(format
          ? [{ rule: format.rule, field: tag.name, error: ctx.messages[format.message] }]
          : []),
        ...lengthRules(tag, ctx, tagMaxLengthOption(tag, TEXT_MAX_LENGTH)),
      ],
    },
    mailValues: mailAsPosted,
  }
}

export const textTag = textInput()
export const emailTag = textInput({ rule: 'email', message: 'invalid_email' })
export const urlTag = textInput({ rule: 'url', message: 'invalid_url' })
export const telTag = textInput({ rule: 'tel', message: 'invalid_tel' })
