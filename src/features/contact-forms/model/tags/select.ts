/** CF7's select module: `[select]`, a drop-down menu (a list box with `multiple`). */
import type { FormTag } from '../model'
import { hasOption, pipeValue, tagChoices, tagDefaultOption, type TagChoice } from '../tag'
import { requiredRule, type FieldDescriptor } from './descriptor'

const isMultiple = (tag: FormTag) => hasOption(tag, 'multiple')

/**
 * The menu's items. With `include_blank` (or no values) it starts with an empty "please choose"
 * item; with `first_as_label` its first item posts nothing.
 */
export function menuChoices(tag: FormTag, blankLabel = '—'): TagChoice[] {
  const choices = tagChoices(tag)
  if (hasOption(tag, 'include_blank') || choices.length === 0) {
    return [{ value: '', label: blankLabel }, ...choices]
  }
  if (hasOption(tag, 'first_as_label') && choices[0]) choices[0] = { ...choices[0], value: '' }
  return choices
}

export const selectTag: FieldDescriptor = {
  requirable: true,
  named: true,
  posts: 'text',
  multiValued: isMultiple,
  defaultValues: (tag, context) => tagDefaultOption(tag, isMultiple(tag), context),
  schema: {
    module: 'select',
    rules: (tag, ctx) => requiredRule(tag, ctx),
    accepts: (tag) => {
      if (hasOption(tag, 'free_text')) return 'any'
      return hasOption(tag, 'first_as_label') ? tag.labels.slice(1) : tag.labels
    },
  },
  mailValues: (tag, posted) => posted.map((value) => pipeValue(tag, value)),
}
