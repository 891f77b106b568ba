import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { rowLabel } from '@/fields/row-label'

/** Info tips: terms whose explanation is a tooltip. */
export const InfoTipsBlock: Block = {
  slug: 'infoTips',
  interfaceName: 'InfoTipsBlock',
  labels: { singular: 'Info tips', plural: 'Info tips' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'tips',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      admin: rowLabel('Tip', ['term']),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'term', type: 'text', required: true, admin: { width: '40%' } },
            {
              name: 'text',
              type: 'text',
              admin: { width: '60%', description: 'Optional, shown beside the term.' },
            },
          ],
        },
        {
          name: 'tip',
          type: 'textarea',
          required: true,
          maxLength: 300,
          admin: { description: 'Shown when a visitor points at or focuses the term.' },
        },
      ],
    },
    blockSettings,
  ],
}
