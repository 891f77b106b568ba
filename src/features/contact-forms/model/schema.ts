/**
 * The validation schema of a form: the rules Contact Form 7's modules add in their
 * `wpcf7_swv_add_*_rules` hooks, module by module in CF7's (alphabetical) load order, then the
 * `enum` rules, which CF7 adds at a later priority. Each tag type's rules are in its descriptor
 * (./tags); quiz and acceptance add none: the server checks them, as CF7 does. Isomorphic and pure.
 */
import { SCHEMA_VERSION, type FormSchema, type SchemaRule } from '@/lib/validation/types'
import { SITE_TIME_ZONE } from '@/shared/constants'

import {
  formFixedStrings,
  formLocaleOf,
  type FormMessages,
} from '@/features/contact-forms/messages'
import type { FormModel, FormTag } from './model'
import { fieldDescriptor } from './tags'
import type { RuleContext, TagSchema } from './tags/descriptor'

export interface BuildSchemaOptions {
  /** The moment relative dates (`min:today`) are resolved against; now by default. */
  now?: Date
  timeZone?: string
}

interface SchemaField {
  tag: FormTag
  schema: TagSchema
}

/**
 * One `enum` rule per field: what every tag with that name accepts, without empties and
 * duplicates; none when one of them accepts anything (a choice group with `free_text`).
 */
function enumRules(fields: SchemaField[], error: string): SchemaRule[] {
  const accepted = new Map<string, string[] | 'any'>()
  for (const { tag, schema } of fields) {
    if (!schema.accepts) continue
    const values = schema.accepts(tag)
    const soFar = accepted.get(tag.name) ?? []
    if (values === 'any' || soFar === 'any') accepted.set(tag.name, 'any')
    else accepted.set(tag.name, [...soFar, ...values])
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
    timeZone: options.timeZone ?? SITE_TIME_ZONE,
  }
  const fields: SchemaField[] = []
  for (const tag of model.tags) {
    const schema = fieldDescriptor(tag)?.schema
    if (schema && tag.name) fields.push({ tag, schema })
  }
  const modules = [...new Set(fields.map((field) => field.schema.module))].sort()
  const inModule = (name: string) => fields.filter((field) => field.schema.module === name)
  const rules: SchemaRule[] = []
  for (const name of modules) {
    for (const { tag, schema } of inModule(name)) rules.push(...schema.rules(tag, ctx))
  }
  for (const name of modules) rules.push(...enumRules(inModule(name), ctx.fixed.undefinedValue))
  return { version: SCHEMA_VERSION, ...(locale !== undefined && { locale }), rules }
}
