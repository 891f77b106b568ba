/**
 * The validation schema of a form: the rules Contact Form 7's modules add in their
 * `wpcf7_swv_add_*_rules` hooks, in the same order (modules alphabetically: checkbox, date, file,
 * number, select, text, textarea; then the `enum` rules, which CF7 adds at a later priority).
 * Quiz and acceptance tags add no rules: the server checks them, as CF7 does. Isomorphic and pure.
 */
import { SCHEMA_VERSION, type FormSchema, type SchemaRule } from '@/lib/validation/types'

import {
  formFixedStrings,
  formLocaleOf,
  type FormFixedStrings,
  type FormMessages,
} from '@/features/contact-forms/messages'
import type { FormModel, FormTag, FormTagType } from './model'
import {
  FORM_TIME_ZONE,
  TEXT_TAG_TYPES,
  hasOption,
  isRequiredTag,
  tagDateRange,
  tagFileTypes,
  tagLimitBytes,
  tagMaxLength,
  tagMinLength,
  tagNumberRange,
} from './tag'

export interface BuildSchemaOptions {
  /** The moment relative dates (`min:today`) are resolved against; now by default. */
  now?: Date
  timeZone?: string
}

interface RuleContext {
  messages: FormMessages
  fixed: FormFixedStrings
  now: Date
  timeZone: string
}

type RuleMaker = (tag: FormTag, ctx: RuleContext) => SchemaRule[]

/** The rule when the condition holds, else none. */
const ruleIf = (condition: boolean, rule: () => SchemaRule): SchemaRule[] =>
  condition ? [rule()] : []

const required = (tag: FormTag, ctx: RuleContext) =>
  ruleIf(isRequiredTag(tag), () => ({
    rule: 'required',
    field: tag.name,
    error: ctx.messages.invalid_required,
  }))

const checkboxRules: RuleMaker = (tag, ctx) => [
  ...required(tag, ctx),
  ...ruleIf(tag.type === 'radio' || hasOption(tag, 'exclusive'), () => ({
    rule: 'maxitems',
    field: tag.name,
    threshold: 1,
    error: ctx.fixed.tooManyItems,
  })),
]

const dateRules: RuleMaker = (tag, ctx) => {
  const { min, max } = tagDateRange(tag, ctx.now, ctx.timeZone)
  return [
    ...required(tag, ctx),
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
}

const fileRules: RuleMaker = (tag, ctx) => [
  ...ruleIf(tag.required, () => ({
    rule: 'requiredfile',
    field: tag.name,
    error: ctx.messages.invalid_required,
  })),
  {
    rule: 'file',
    field: tag.name,
    accept: tagFileTypes(tag),
    error: ctx.messages.upload_file_type_invalid,
  },
  {
    rule: 'maxfilesize',
    field: tag.name,
    threshold: tagLimitBytes(tag),
    error: ctx.messages.upload_file_too_large,
  },
]

const numberRules: RuleMaker = (tag, ctx) => {
  // Thresholds stay as written (strings), as CF7 passes them on.
  const { min, max, step } = tagNumberRange(tag)
  return [
    ...required(tag, ctx),
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
}

const selectRules: RuleMaker = (tag, ctx) => required(tag, ctx)

const lengthRules: RuleMaker = (tag, ctx) => {
  const minLength = tagMinLength(tag)
  const maxLength = tagMaxLength(tag)
  return [
    ...ruleIf(minLength !== undefined, () => ({
      rule: 'minlength',
      field: tag.name,
      threshold: minLength,
      error: ctx.messages.invalid_too_short,
    })),
    ...ruleIf(maxLength !== undefined, () => ({
      rule: 'maxlength',
      field: tag.name,
      threshold: maxLength,
      error: ctx.messages.invalid_too_long,
    })),
  ]
}

const FORMAT_RULES = {
  email: ['email', 'invalid_email'],
  url: ['url', 'invalid_url'],
  tel: ['tel', 'invalid_tel'],
} as const

const textRules: RuleMaker = (tag, ctx) => {
  const format = Object.hasOwn(FORMAT_RULES, tag.type)
    ? FORMAT_RULES[tag.type as keyof typeof FORMAT_RULES]
    : undefined
  return [
    ...required(tag, ctx),
    ...(format ? [{ rule: format[0], field: tag.name, error: ctx.messages[format[1]] }] : []),
    ...lengthRules(tag, ctx),
  ]
}

const textareaRules: RuleMaker = (tag, ctx) => [...required(tag, ctx), ...lengthRules(tag, ctx)]

/** CF7's modules in load (alphabetical) order, with the tag types each one validates. */
const MODULES: [ReadonlySet<FormTagType>, RuleMaker][] = [
  [new Set(['checkbox', 'radio']), checkboxRules],
  [new Set(['date']), dateRules],
  [new Set(['file']), fileRules],
  [new Set(['number', 'range']), numberRules],
  [new Set(['select']), selectRules],
  [TEXT_TAG_TYPES, textRules],
  [new Set(['textarea']), textareaRules],
]

/**
 * One `enum` rule per field: the labels (what is posted) of every tag with that name, without
 * empties and duplicates. A checkbox or radio group with `free_text` accepts anything; a menu with
 * `first_as_label` does not accept its first item.
 */
function enumRules(tags: FormTag[], types: FormTagType[], error: string): SchemaRule[] {
  const accepted = new Map<string, string[] | 'any'>()
  for (const tag of tags) {
    if (!types.includes(tag.type) || !tag.name) continue
    if (hasOption(tag, 'free_text')) accepted.set(tag.name, 'any')
    const soFar = accepted.get(tag.name) ?? []
    if (soFar === 'any') continue
    const values =
      tag.type === 'select' && hasOption(tag, 'first_as_label') ? tag.labels.slice(1) : tag.labels
    accepted.set(tag.name, [...soFar, ...values])
  }
  const rules: SchemaRule[] = []
  for (const [field, values] of accepted) {
    if (values === 'any') continue
    const accept = [...new Set(values)].filter((v) => v !== '')
    rules.push({ rule: 'enum', field, accept, error })
  }
  return rules
}

/**
 * The schema CF7 would build for the form. `locale` is the WordPress locale it is built for
 * (`ka_GE`); it picks the language of the few fixed strings and is written into the schema.
 */
export function buildFormSchema(
  model: FormModel,
  messages: FormMessages,
  locale?: string,
  options: BuildSchemaOptions = {},
): FormSchema {
  const ctx: RuleContext = {
    messages,
    fixed: formFixedStrings[formLocaleOf(locale)],
    now: options.now ?? new Date(),
    timeZone: options.timeZone ?? FORM_TIME_ZONE,
  }
  const named = model.tags.filter((tag) => tag.name !== '' && tag.type !== 'count')
  const rules: SchemaRule[] = []
  for (const [types, make] of MODULES) {
    for (const tag of named) if (types.has(tag.type)) rules.push(...make(tag, ctx))
  }
  rules.push(...enumRules(named, ['checkbox', 'radio'], ctx.fixed.undefinedValue))
  rules.push(...enumRules(named, ['select'], ctx.fixed.undefinedValue))
  return { version: SCHEMA_VERSION, ...(locale !== undefined && { locale }), rules }
}
