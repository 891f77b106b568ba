import type { CollectionConfig } from 'payload'

import { anyone, type CollectionAccess, isSignedIn } from '@/access'
import { slugField } from '@/fields/slug'

export const EventCategories: CollectionConfig = {
  slug: 'event-categories',
  labels: { singular: 'Event category', plural: 'Event categories' },
  access: {
    read: anyone,
    readVersions: isSignedIn,
    create: isSignedIn,
    update: isSignedIn,
    delete: isSignedIn,
  } satisfies CollectionAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'], group: 'Events' },
  fields: [{ name: 'title', type: 'text', required: true, localized: true }, slugField()],
}
