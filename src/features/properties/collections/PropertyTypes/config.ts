import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access'
import { slugField } from '@/fields/slug'

/** Flat, house, commercial space…: the loop grid's "type" taxonomy. */
export const PropertyTypes: CollectionConfig = {
  slug: 'property-types',
  labels: { singular: 'Property type', plural: 'Property types' },
  access: publicContent,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'], group: 'Properties' },
  fields: [{ name: 'title', type: 'text', required: true, localized: true }, slugField()],
}
