import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access'
import { slugField } from '@/fields/slug'

import { CITIES } from '../../model/constants'

/** A district (Vake, Old Batumi…): the loop grid's "district" taxonomy. */
export const PropertyDistricts: CollectionConfig = {
  slug: 'property-districts',
  labels: { singular: 'District', plural: 'Districts' },
  access: publicContent,
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
