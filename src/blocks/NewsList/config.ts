import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

export const NewsListBlock: Block = {
  slug: 'newsList',
  interfaceName: 'NewsListBlock',
  labels: { singular: 'News list', plural: 'News lists' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      admin: { description: 'Empty: all news' },
    },
    { name: 'limit', type: 'number', defaultValue: 6, min: 1, max: 24, required: true },
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'masonry',
      options: [
        { label: 'Grid', value: 'grid' },
        { label: 'Masonry', value: 'masonry' },
      ],
    },
    { name: 'showMoreLink', type: 'checkbox', defaultValue: true },
    blockSettings,
  ],
}
