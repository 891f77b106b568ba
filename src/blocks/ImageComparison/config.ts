import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

/** Image comparison: before and after, a divider the visitor moves. */
export const ImageComparisonBlock: Block = {
  slug: 'imageComparison',
  interfaceName: 'ImageComparisonBlock',
  labels: { singular: 'Image comparison', plural: 'Image comparisons' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'before',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { width: '50%' },
        },
        {
          name: 'after',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { width: '50%', description: 'Same proportions as the first image.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'beforeLabel',
          type: 'text',
          admin: { width: '50%', description: 'Default: “Before”.' },
        },
        {
          name: 'afterLabel',
          type: 'text',
          admin: { width: '50%', description: 'Default: “After”.' },
        },
      ],
    },
    { name: 'caption', type: 'text' },
    {
      name: 'startPosition',
      type: 'number',
      min: 0,
      max: 100,
      defaultValue: 50,
      admin: { description: 'Where the divider starts, in percent of the width from the left.' },
    },
    blockSettings,
  ],
}
