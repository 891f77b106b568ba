import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access'
import { slugField } from '@/fields/slug'

import { CITIES } from '../model/constants'

const common = {
  access: publicContent,
} satisfies Partial<CollectionConfig>

/** A district (Vake, Old Batumi…): the loop grid's "district" taxonomy. */
export const PropertyDistricts: CollectionConfig = {
  ...common,
  slug: 'property-districts',
  labels: { singular: 'District', plural: 'Districts' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'city', 'slug'], group: 'Properties' },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'city',
      type: 'select',
      required: true,
      options: CITIES.map((c) => ({ label: c.label, value: c.value })),
    },
    slugField(),
  ],
}

/** Flat, house, commercial space…: the loop grid's "type" taxonomy. */
export const PropertyTypes: CollectionConfig = {
  ...common,
  slug: 'property-types',
  labels: { singular: 'Property type', plural: 'Property types' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'], group: 'Properties' },
  fields: [{ name: 'title', type: 'text', required: true, localized: true }, slugField()],
}
