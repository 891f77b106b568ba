import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access'
import { slugField } from '@/fields/slug'

export const EventCategories: CollectionConfig = {
  slug: 'event-categories',
  labels: { singular: 'Event category', plural: 'Event categories' },
  access: publicContent,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'], group: 'Events' },
  fields: [{ name: 'title', type: 'text', required: true, localized: true }, slugField()],
}
