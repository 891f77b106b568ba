import type { CollectionConfig } from 'payload'

import { isSignedIn, publishedOrSignedIn } from '@/access'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'
import { previewUrl } from '@/utilities/previewUrl'

export const Posts: CollectionConfig = {
  slug: 'posts',
  access: { read: publishedOrSignedIn, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
  admin: {
    useAsTitle: 'title',
    group: 'News',
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
    livePreview: { url: ({ data, locale }) => previewUrl('posts', data?.slug, locale?.code) },
    preview: (data, { locale }) => previewUrl('posts', data?.slug, locale),
  },
  defaultSort: '-publishedAt',
  hooks: {
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
    beforeChange: [
      // A post published without a date gets the moment it was published.
      ({ data }) => {
        if (data._status === 'published' && !data.publishedAt)
          data.publishedAt = new Date().toISOString()
        return data
      },
    ],
  },
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
          fields: [
            { name: 'excerpt', type: 'textarea', localized: true, maxLength: 300 },
            { name: 'heroImage', type: 'upload', relationTo: 'media' },
            { name: 'content', type: 'richText', localized: true, required: true },
          ],
        },
        { label: 'SEO', fields: [seoFields] },
      ],
    },
    slugField(),
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'author', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
  ],
}
