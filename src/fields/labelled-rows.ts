import type { ArrayField, Field } from 'payload'

import { rowLabel } from './row-label'

/**
 * A required list of one to `maxRows` rows of `fields`, each row labelled in the admin by its
 * `labelField` (`fallback` and its number when that is empty).
 */
export function labelledRows(
  name: string,
  maxRows: number,
  fallback: string,
  labelField: string,
  fields: Field[],
): ArrayField {
  return {
    name,
    type: 'array',
    required: true,
    minRows: 1,
    maxRows,
    admin: rowLabel(fallback, [labelField]),
    fields,
  }
}
