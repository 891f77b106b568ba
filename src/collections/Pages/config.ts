import type { CollectionConfig } from 'payload'

import { pageLayoutField } from '@/fields/page-layout'
import { slugField } from '@/fields/slug'

import { contentTab, publishable } from '../publishable'
import { hideUntitledDrafts } from '../untitled-drafts'

const shared = publishable('pages')

export const Pages: CollectionConfig = {
  slug: 'pages',
  ...shared,
  admin: {
    ...shared.admin,
    baseFilter: hideUntitledDrafts('pages'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
  },
  fields: [contentTab([pageLayoutField()]), slugField()],
}
