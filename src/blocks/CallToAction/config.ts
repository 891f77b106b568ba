import type { Block } from 'payload'

import { blockSettings, linkFields } from '@/fields/block-settings'
import { rowLabel } from '@/fields/row-label'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      name: 'links',
      type: 'array',
      minRows: 1,
      maxRows: 2,
      admin: rowLabel('Link', ['label']),
      fields: linkFields(true, { openIn: true }),
    },
    blockSettings,
  ],
}
