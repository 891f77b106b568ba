/**
 * Validation of a Contact Form 7 submission against the form's SWV schema (spec section 5), rule
 * for rule as CF7 6.1.6's server decides. The one implementation for both sides: the browser runs
 * it before posting, the server runs it on what was posted. Isomorphic: it only needs FormData,
 * File and TextEncoder.
 */

import { createFieldReader } from './field-values'
import { checkRule } from './rules'
import type { FormSchema, InvalidField } from './types'

/** `wpcf7_is_name()`: CF7 only marks fields with such a name (`WPCF7_Validation::invalidate`). */
const FIELD_NAME = /^[A-Za-z][-A-Za-z0-9_:.]*$/

/**
 * The invalid fields of a submission, at most one per field, in the order their first failure
 * came. As in CF7, a field's first failure decides its error; a composite rule still runs when
 * its own field has failed, since the failure it reports may name another field.
 */
export function validate(schema: FormSchema, formData: FormData): InvalidField[] {
  const rules = Array.isArray(schema?.rules) ? schema.rules : []
  const read = createFieldReader(formData)
  const invalid = new Map<string, string>()

  for (const rule of rules) {
    const composite = rule?.rule === 'all' || rule?.rule === 'any'
    if (!composite && typeof rule?.field === 'string' && invalid.has(rule.field)) continue
    const failure = checkRule(rule, read)
    // A failure without a proper field name has nowhere to be shown; CF7's PHP drops it too.
    if (failure?.field && FIELD_NAME.test(failure.field) && !invalid.has(failure.field)) {
      invalid.set(failure.field, failure.error)
    }
  }

  return [...invalid].map(([field, error]) => ({ field, error }))
}

export { isEmail } from './email'
export {
  createFieldReader,
  isChosenFile,
  readField,
  readPostedValues,
  type FieldValues,
} from './field-values'
export { acceptedSuffixes, extensionsOfMime, isAcceptedFile, nameSuffix } from './file-types'
export {
  ALLOWED_URL_PROTOCOLS,
  compareDates,
  countCharacters,
  countCodeUnits,
  dayOfWeek,
  isDate,
  isNumber,
  isTel,
  isTime,
  isUrl,
} from './formats'
export { stripWhitespaces } from './php'
export { checkRule, type FieldReader, type RuleFailure } from './rules'
export {
  SCHEMA_VERSION,
  type FormSchema,
  type InvalidField,
  type RuleName,
  type SchemaRule,
} from './types'
