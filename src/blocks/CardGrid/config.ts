import type { Block } from 'payload'

import { blockSettings, linkFields } from '@/fields/block-settings'
import { rowLabel } from '@/fields/row-label'
import { tiltField } from '@/fields/tilt'

export const CardGridBlock: Block = {
  slug: 'cardGrid',
  interfaceName: 'CardGridBlock',
  labels: { singular: 'Card grid', plural: 'Card grids' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      admin: rowLabel('Card', ['title']),
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'link', type: 'group', fields: linkFields(false, { openIn: true }) },
      ],
    },
    tiltField('The cards'),
    blockSettings,
  ],
}
