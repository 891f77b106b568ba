import type { Block } from 'payload'

import { blockSettings, galleryField } from '@/fields/block-settings'
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
    {
      name: 'openFullSize',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Open full size in the lightbox', ka: 'სრული ზომით გახსნა ამომხტარ ფანჯარაში' },
      admin: {
        description: {
          en: 'The image becomes a link to its full-size file, shown in the lightbox.',
          ka: 'სურათი ხდება ბმული სრული ზომის ფაილზე, რომელიც ამომხტარ ფანჯარაში ჩანს.',
        },
      },
    },
    galleryField('openFullSize', true),
    tiltField('The image'),
    blockSettings,
  ],
}
