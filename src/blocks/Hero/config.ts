import type { Block } from 'payload'

import { blockSettings, linkFields } from '@/fields/block-settings'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'cta', type: 'group', fields: linkFields(false, { openIn: true }) },
    blockSettings,
  ],
}
