/** CF7's textarea module: `[textarea]`, whose starting text may also be its enclosed content. */
import type { FormTag } from '../model'
import { tagMaxLengthOption, tagPlaceholderOption, tagStartingValue } from '../tag'
import {
  lengthRules,
  mailAsPosted,
  nonEmpty,
  requiredRule,
  type FieldDescriptor,
} from './descriptor'
import { lengthOptionProblems } from './text'

/** CF7's `maxlength` of a text area that sets none. */
const TEXTAREA_MAX_LENGTH = 2000

/** `[textarea x]text[/textarea]` starts with its content, else with its first value. */
const firstValue = (tag: FormTag) => tag.content || tag.labels[0] || ''

export const textareaTag: FieldDescriptor = {
  requirable: true,
  named: true,
  posts: 'text',
  defaultMaxLength: TEXTAREA_MAX_LENGTH,
  optionProblems: lengthOptionProblems,
  placeholder: (tag) => tagPlaceholderOption(tag, firstValue(tag)),
  defaultValues: (tag, context) =>
    nonEmpty(tagStartingValue(tag, context, { firstValue: firstValue(tag) })),
  schema: {
    module: 'textarea',
    rules: (tag, ctx) => [
      ...requiredRule(tag, ctx),
      ...lengthRules(tag, ctx, tagMaxLengthOption(tag, TEXTAREA_MAX_LENGTH)),
    ],
  },
  mailValues: mailAsPosted,
}
