/**
 * The validation schema in Contact Form 7's `feedback/schema` JSON shape (its "SWV" schema): a
 * version and a list of rules, each naming the rule, the field it checks, its parameters and the
 * error shown when it fails. `all` and `any` nest rules. Isomorphic: browser and server share it.
 */

export const SCHEMA_VERSION = 'Contact Form 7 SWV Schema 2024-10'

export type RuleName =
  | 'required'
  | 'requiredfile'
  | 'email'
  | 'url'
  | 'tel'
  | 'number'
  | 'date'
  | 'time'
  | 'file'
  | 'enum'
  | 'dayofweek'
  | 'minitems'
  | 'maxitems'
  | 'minlength'
  | 'maxlength'
  | 'minnumber'
  | 'maxnumber'
  | 'mindate'
  | 'maxdate'
  | 'minfilesize'
  | 'maxfilesize'
  | 'stepnumber'
  | 'all'
  | 'any'

export interface SchemaRule {
  rule: RuleName
  /** The field (input name without `[]`) the rule checks. */
  field?: string
  /** Message for the visitor when the rule fails. */
  error?: string
  /** Bound of min/max rules: a count, a length, a number, an ISO date or a byte size. */
  threshold?: number | string
  /** Accepted values (`enum`), days 1-7 (`dayofweek`), or extensions / MIME types (`file`). */
  accept?: (string | number)[]
  /** `stepnumber`: the number the steps count from (CF7 writes it as a string), and the step. */
  base?: number | string
  interval?: number | string
  /** `all` / `any`: the nested rules. */
  rules?: SchemaRule[]
}

export interface FormSchema {
  version: string
  locale?: string
  rules: SchemaRule[]
}

/** One failed field: the field name (without `[]`) and the error of the first rule it failed. */
export interface InvalidField {
  field: string
  error: string
}
