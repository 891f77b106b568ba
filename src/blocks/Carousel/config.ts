import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { rowLabel } from '@/fields/row-label'

/** A carousel of cards (testimonials, highlights): 1, 2, 3 and then "per row" items across. */
export const CarouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'Carousel', plural: 'Carousels' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'perRow',
          type: 'number',
          min: 1,
          max: 6,
          defaultValue: 3,
          required: true,
          admin: { width: '50%', description: 'Items across on wide screens (from 1024 px)' },
        },
        {
          name: 'autoplay',
          type: 'checkbox',
          defaultValue: true,
          admin: {
            width: '50%',
            description: 'Move on every 5 s (with a pause button; never with reduced motion)',
          },
        },
      ],
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      admin: rowLabel('Item', ['author', 'text']),
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'text', type: 'textarea', required: true, localized: true },
        {
          type: 'row',
          fields: [
            { name: 'author', type: 'text', localized: true, admin: { width: '50%' } },
            { name: 'role', type: 'text', localized: true, admin: { width: '50%' } },
          ],
        },
      ],
    },
    blockSettings,
  ],
}
