import type { CollectionConfig } from 'payload'

import { slugField } from '@/fields/slug'
import { siteTimeZone } from '@/fields/site-time-zone'

import { contentTab, publishable } from '../publishable'
import { hideUntitledDrafts } from '../untitled-drafts'

const shared = publishable('posts')

export const Posts: CollectionConfig = {
  slug: 'posts',
  ...shared,
  admin: {
    ...shared.admin,
    baseFilter: hideUntitledDrafts('posts'),
    useAsTitle: 'title',
    group: 'News',
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
  },
  defaultSort: '-publishedAt',
  hooks: {
    ...shared.hooks,
    beforeChange: [
      // A post published without a date gets the moment it was published.
      ({ data }) => {
        if (data._status === 'published' && !data.publishedAt)
          data.publishedAt = new Date().toISOString()
        return data
      },
    ],
  },
  fields: [
    contentTab([
      { name: 'excerpt', type: 'textarea', localized: true, maxLength: 300 },
      { name: 'heroImage', type: 'upload', relationTo: 'media' },
      { name: 'content', type: 'richText', localized: true, required: true },
    ]),
    slugField(),
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      // Typed and shown in Tbilisi time, not the browser's (fields/site-time-zone.ts).
      timezone: siteTimeZone,
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
