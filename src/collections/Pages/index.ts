import type { CollectionConfig } from 'payload'

import { isSignedIn, publishedOrSignedIn } from '@/access'
import { pageBlocks } from '@/blocks/configs'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'
import { previewUrl } from '@/utilities/previewUrl'

export const Pages: CollectionConfig = {
  slug: 'pages',
  access: { read: publishedOrSignedIn, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    livePreview: { url: ({ data, locale }) => previewUrl('pages', data?.slug, locale?.code) },
    preview: (data, { locale }) => previewUrl('pages', data?.slug, locale),
  },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    maxPerDoc: 30,
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
