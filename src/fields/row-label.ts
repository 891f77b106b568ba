import type { ArrayField } from 'payload'

/**
 * An array's `admin.components` that label each row by its own text (components/admin/RowLabel.tsx):
 * the filled ones of `fields`, joined with " · ". `fallback` names a row with none filled ("Link 03").
 */
export function rowLabel(
  fallback: string,
  fields: string[],
): Pick<NonNullable<ArrayField['admin']>, 'components'> {
  return {
    components: {
      RowLabel: {
        path: '@/components/admin/RowLabel#ItemRowLabel',
        clientProps: { fields, fallback },
      },
    },
  }
}
