/**
 * Validation of a Contact Form 7 submission against the form's SWV schema (spec section 5). The
 * one implementation for both sides: the browser runs it before posting, the server runs it on
 * what was posted. Isomorphic: it only needs FormData, File and URL.
 */

import { createFieldReader } from './field-values'
import { checkRule } from './rules'
import type { FormSchema, InvalidField } from './types'

/**
 * The invalid fields of a submission, at most one per field and in schema order. As in CF7, a
 * field's first failing rule decides its error and later rules on that field are not run.
 */
export function validate(schema: FormSchema, formData: FormData): InvalidField[] {
  const rules = Array.isArray(schema?.rules) ? schema.rules : []
  const read = createFieldReader(formData)
  const invalid = new Map<string, string>()

  for (const rule of rules) {
    if (typeof rule?.field === 'string' && invalid.has(rule.field)) continue
    const failure = checkRule(rule, read)
    // A failure without a field has nowhere to be shown (CF7's PHP drops it as well).
    if (failure?.field && !invalid.has(failure.field)) invalid.set(failure.field, failure.error)
  }

  return [...invalid].map(([field, error]) => ({ field, error }))
}

export { isEmail } from './email'
export { createFieldReader, readField, type FieldValues } from './field-values'
export { extensionsOfMime, isAcceptedFile } from './file-types'
export {
  ALLOWED_URL_PROTOCOLS,
  compareDates,
  countCharacters,
  dayOfWeek,
  isDate,
  isNumber,
  isTel,
  isTime,
  isUrl,
} from './formats'
export { checkRule, type FieldReader, type RuleFailure } from './rules'
export {
  SCHEMA_VERSION,
  type FormSchema,
  type InvalidField,
  type RuleName,
  type SchemaRule,
} from './types'
