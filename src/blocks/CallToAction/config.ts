import type { Block } from 'payload'

import { blockSettings, linkFields } from '@/fields/block-settings'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'links', type: 'array', minRows: 1, maxRows: 2, fields: linkFields(true) },
    blockSettings,
  ],
}
