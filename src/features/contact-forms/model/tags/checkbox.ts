/**
 * CF7's checkbox module: `[checkbox]` and `[radio]`, groups of choices. A group with `free_text`
 * has a text input beside its last item, whose words are kept with that item.
 */
import { freeTextField } from '../feedback'
import type { FormTag } from '../model'
import { hasOption, pipeValue, tagDefaultOption } from '../tag'
import { requiredRule, ruleIf, type FieldDescriptor, type TagSchema } from './descriptor'

/** The last item of a `free_text` group posts "Item typed words". */
function withFreeText(tag: FormTag, posted: string[], formData: FormData): string[] {
  if (!hasOption(tag, 'free_text')) return posted
  const lastLabel = tag.labels[tag.labels.length - 1]
  const freeText = formData.get(freeTextField(tag.name))
  if (lastLabel === undefined || typeof freeText !== 'string' || !freeText.trim()) return posted
  return posted.map((v) => (v === lastLabel ? `${v} ${freeText.trim()}` : v))
}

const schema = (alwaysRequired: boolean): TagSchema => ({
  module: 'checkbox',
  rules: (tag, ctx) => [
    ...requiredRule(tag, ctx, alwaysRequired),
    ...ruleIf(alwaysRequired || hasOption(tag, 'exclusive'), () => ({
      rule: 'maxitems',
      field: tag.name,
      threshold: 1,
      error: ctx.fixed.tooManyItems,
    })),
  ],
  accepts: (tag) => (hasOption(tag, 'free_text') ? 'any' : tag.labels),
})

const choices = {
  named: true,
  posts: 'text',
  readText: withFreeText,
  mailValues: (tag, posted) => posted.map((value) => pipeValue(tag, value)),
} satisfies Partial<FieldDescriptor>

const isMultiple = (tag: FormTag) => !hasOption(tag, 'exclusive')

/** Checkboxes post each checked item, as `name[]`; `exclusive` ones one item at most. */
export const checkboxTag: FieldDescriptor = {
  ...choices,
  requirable: true,
  multiValued: isMultiple,
  defaultValues: (tag, context) => tagDefaultOption(tag, isMultiple(tag), context),
  schema: schema(false),
}

/** Radio buttons: one item, always required (CF7 has no `[radio*]`). */
export const radioTag: FieldDescriptor = {
  ...choices,
  requirable: false,
  alwaysRequired: true,
  defaultValues: (tag, context) => tagDefaultOption(tag, false, context),
  schema: schema(true),
}
