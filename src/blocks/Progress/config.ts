import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { colourField } from '@/fields/colour'
import { rowLabel } from '@/fields/row-label'

/** Progress bars or circles (ElementsKit's): labelled percentages, filled once scrolled into view. */
export const ProgressBlock: Block = {
  slug: 'progress',
  interfaceName: 'ProgressBlock',
  labels: { singular: 'Progress bars', plural: 'Progress bars' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'style',
      type: 'select',
      defaultValue: 'bar',
      options: [
        { label: 'Bars', value: 'bar' },
        { label: 'Circles', value: 'circle' },
      ],
    },
    colourField(
      'colour',
      'Bar colour',
      'The fill of every bar or circle; empty uses the site colour.',
    ),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      admin: rowLabel('Bar', ['label']),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              required: true,
              localized: true,
              admin: { width: '70%' },
            },
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
      ],
    },
    blockSettings,
  ],
}
