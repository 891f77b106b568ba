import type { ArrayField, Field } from 'payload'

import { labelledRows } from './labelled-rows'

/**
 * A block's labelled percentages (progress bars and circles, pie charts): each row a localized
 * label beside a whole percentage, then `extraFields`; rows are labelled by their label.
 */
export function percentItems(
  name: string,
  fallback: string,
  maxRows: number,
  extraFields: Field[] = [],
): ArrayField {
  return labelledRows(name, maxRows, fallback, 'label', [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, admin: { width: '70%' } },
        {
          name: 'percent',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          admin: { width: '30%' },
        },
      ],
    },
    ...extraFields,
  ])
}
