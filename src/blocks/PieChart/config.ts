import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { colourField } from '@/fields/colour'
import { percentItems } from '@/fields/percent-items'

/** Pie charts (easy pie chart): a percentage as a ring, drawn over 1 s once seen. */
export const PieChartBlock: Block = {
  slug: 'pieChart',
  interfaceName: 'PieChartBlock',
  labels: { singular: 'Pie chart', plural: 'Pie charts' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'thin',
      options: [
        { label: 'Thin (110 px, line 3)', value: 'thin' },
        { label: 'Bold (150 px, line 20)', value: 'bold' },
      ],
    },
    colourField(
      'colour',
      'Ring colour',
      'The filled part of every ring; empty uses the site colour.',
    ),
    percentItems('charts', 'Chart', 8, [{ name: 'text', type: 'textarea', localized: true }]),
    blockSettings,
  ],
}
