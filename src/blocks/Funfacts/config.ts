import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { rowLabel } from '@/fields/row-label'

/** Funfacts: big numbers with a title ("1,200+ flats sold"), counted up once seen. */
export const FunfactsBlock: Block = {
  slug: 'funfacts',
  interfaceName: 'FunfactsBlock',
  labels: { singular: 'Funfacts', plural: 'Funfacts' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'facts',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      admin: rowLabel('Fact', ['title']),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'number',
              type: 'number',
              required: true,
              min: 0,
              max: 1e12,
              admin: { width: '40%' },
            },
            {
              name: 'suffix',
              type: 'text',
              maxLength: 4,
              admin: { width: '20%', description: '+, %, k…' },
            },
            {
              name: 'title',
              type: 'text',
              required: true,
              localized: true,
              admin: { width: '40%' },
            },
          ],
        },
      ],
    },
    blockSettings,
  ],
}
