import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { colourField } from '@/fields/colour'
import { percentItems } from '@/fields/percent-items'

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
    percentItems('items', 'Bar', 12),
    blockSettings,
  ],
}
