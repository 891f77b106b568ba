import type { CollectionConfig } from 'payload'

import { pageBlocks } from '@/blocks/configs'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'

import { publishable } from '../publishable'

const shared = publishable('pages')

export const Pages: CollectionConfig = {
  slug: 'pages',
  ...shared,
  admin: {
    ...shared.admin,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [{ name: 'layout', type: 'blocks', localized: true, blocks: pageBlocks }],
        },
        { label: 'SEO', fields: [seoFields] },
      ],
    },
    slugField(),
  ],
}
