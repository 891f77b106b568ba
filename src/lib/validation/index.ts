/**
 * Validation of a Contact Form 7 submission against the form's SWV schema (docs/compatibility.md,
 * "Contact Form 7: validation rules"), rule
 * for rule as CF7 6.1.6's server decides. The one implementation for both sides: the browser runs
 * it before posting, the server runs it on what was posted. Isomorphic: it only needs FormData,
 * File and TextEncoder.
 */

import { createFieldReader, postsFilePart } from './field-values'
import { checkRule } from './rules'
import type { FormSchema, InvalidField } from './types'

/** `wpcf7_is_name()`: CF7 only marks fields with such a name (`WPCF7_Validation::invalidate`). */
const FIELD_NAME = /^[A-Za-z][-A-Za-z0-9_:.]*$/

/** The rules CF7 checks only with a field's uploads (`includes/swv/php/rules/*file*.php`). */
const FILE_RULES = new Set<string>(['requiredfile', 'file', 'minfilesize', 'maxfilesize'])

/**
 * The invalid fields of a submission, at most one per field, in the order their first failure
 * came. As in CF7, a field's first failure decides its error; a composite rule still runs when
 * its own field has failed, since the failure it reports may name another field.
 *
 * CF7 6.1.6's server checks a field's file rules only while unshipping that field's upload
 * (`WPCF7_Submission::unship_uploaded_files`), which skips a field the request has no file part
 * for: so a request without one passes them all, whatever their thresholds. A browser always
 * posts the part (empty when nothing was chosen), so this only concerns other clients.
 */
export function validate(schema: FormSchema, formData: FormData): InvalidField[] {
  const rules = Array.isArray(schema?.rules) ? schema.rules : []
  const read = createFieldReader(formData)
  const invalid = new Map<string, string>()
  const filePart = new Map<string, boolean>()
  const postsFile = (field: string) => {
    let posted = filePart.get(field)
    if (posted === undefined) filePart.set(field, (posted = postsFilePart(formData, field)))
    return posted
  }

  for (const rule of rules) {
    const composite = rule?.rule === 'all' || rule?.rule === 'any'
    if (!composite && typeof rule?.field === 'string' && invalid.has(rule.field)) continue
    if (
      typeof rule?.rule === 'string' &&
      FILE_RULES.has(rule.rule) &&
      typeof rule.field === 'string' &&
      !postsFile(rule.field)
    )
      continue
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
  postsFilePart,
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
