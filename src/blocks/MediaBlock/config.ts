import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { tiltField } from '@/fields/tilt'

export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  labels: { singular: 'Media', plural: 'Media' },
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text' },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'content',
      options: [
        { label: 'Text width', value: 'content' },
        { label: 'Wide', value: 'wide' },
      ],
    },
    tiltField('The image'),
    blockSettings,
  ],
}
