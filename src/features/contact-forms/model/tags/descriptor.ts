/**
 * What a Contact Form 7 tag type is, as one typed record: how the parser reads it, whether it posts
 * a value, the validation rules it yields and how its posted value reads into mail. Every type has
 * one in ./index.ts; its React renderer sits in block/fields under the same type. Isomorphic and
 * pure.
 */
import type { Locale } from '@/i18n/locales'
import type { SchemaRule } from '@/lib/validation/types'

import type { FormFixedStrings, FormMessages } from '@/features/contact-forms/messages'
import type { FormTag } from '../model'
import { tagMinLength, tagOptions, type DefaultValueContext } from '../tag'

/** What reading a posted value into mail needs besides the tag. */
export interface MailContext {
  locale: Locale
  /** CF7's fixed strings in that locale ("Consented", …). */
  fixed: FormFixedStrings
}

/** What the rule makers need besides the tag. */
export interface RuleContext {
  messages: FormMessages
  fixed: FormFixedStrings
  /** The moment relative dates (`min:today`) are resolved against. */
  now: Date
  timeZone: string
}

/** The rules a type yields, as the CF7 module that handles it adds them. */
export interface TagSchema {
  /**
   * The CF7 module (`wpcf7_swv_add_{module}_rules`). CF7 loads its modules alphabetically, so the
   * schema lists rules module by module in that order.
   */
  module: string
  rules: (tag: FormTag, ctx: RuleContext) => SchemaRule[]
  /**
   * The values the module's `enum` rule accepts from this tag (merged over the tags of one field),
   * or `any` for no such rule. CF7 adds `enum` rules after every module's own rules.
   */
  accepts?: (tag: FormTag) => readonly string[] | 'any'
}

interface CommonDescriptor {
  /** CF7 also registers the type with a trailing `*` (required). */
  requirable: boolean
  /** The first option is the field name (CF7's `name-attr` feature). */
  named: boolean
  /** Option values CF7 would ignore, beyond the `id:`, `class:` and `tabindex:` every tag has. */
  optionProblems?: (tag: FormTag) => string[]
  /** Completes what the markup left out (CF7's default quiz question). */
  withDefaults?: (tag: FormTag) => FormTag
}

/** A tag that posts a value of its own. */
export interface FieldDescriptor extends CommonDescriptor {
  named: true
  /** Text values (several when multi-valued), or files. */
  posts: 'text' | 'files'
  /** Required even without `*` (CF7's radio buttons). */
  alwaysRequired?: true
  /** Posts several values, as `name[]`. */
  multiValued?: (tag: FormTag) => boolean
  /** CF7's `maxlength` when the tag sets none. */
  defaultMaxLength?: number
  /** The placeholder, for types that have one. */
  placeholder?: (tag: FormTag) => string | undefined
  /** What the field starts with (labels for choices: what is posted). */
  defaultValues: (tag: FormTag, context: DefaultValueContext) => string[]
  /** Its enclosed content (else its first value) is inline markup shown beside it. */
  inlineContent?: true
  /** Laid out as a block: never put in a paragraph (CF7's autop treats hidden fields so). */
  block?: true
  /** The rules it yields; null when the server checks it instead (acceptance, quiz) or nothing. */
  schema: TagSchema | null
  /** The visitor's text values as kept (a choice with free text appends the typed words). */
  readText?: (tag: FormTag, posted: string[], formData: FormData) => string[]
  /** The posted values as the mail shows them. */
  mailValues: (tag: FormTag, posted: string[], ctx: MailContext) => string[]
}

/** A tag that posts nothing of its own: a button, a counter. */
export interface ControlDescriptor extends CommonDescriptor {
  posts: 'none'
  /** Its name is another field's, which the form must have (`[count your-message]`). */
  targetsField?: true
}

export type TagDescriptor = FieldDescriptor | ControlDescriptor

/* Helpers the descriptors share. */

/** The rule when the condition holds, else none. */
export const ruleIf = (condition: boolean, rule: () => SchemaRule): SchemaRule[] =>
  condition ? [rule()] : []

/** CF7's `required` rule, for a tag written with `*` (or always, when the type says so). */
export const requiredRule = (tag: FormTag, ctx: RuleContext, always = false): SchemaRule[] =>
  ruleIf(always || tag.required, () => ({
    rule: 'required',
    field: tag.name,
    error: ctx.messages.invalid_required,
  }))

/** `minlength` and `maxlength` rules of text inputs and text areas. */
export const lengthRules = (
  tag: FormTag,
  ctx: RuleContext,
  maxLength: number | undefined,
): SchemaRule[] => {
  const minLength = tagMinLength(tag)
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

/** "Option "name:value" must be …" for each value of the option that is not valid. */
export function optionProblem(
  tag: FormTag,
  name: string,
  valid: (value: string) => boolean,
  expected: string,
): string[] {
  return tagOptions(tag, name)
    .filter((value) => !valid(value))
    .map((value) => `Option "${name}:${value}" must be ${expected}.`)
}

/** The posted values, as they are (most types mail what was posted). */
export const mailAsPosted = (_tag: FormTag, posted: string[]): string[] => posted

/** A value, or none when it is empty. */
export const nonEmpty = (value: string): string[] => (value === '' ? [] : [value])
