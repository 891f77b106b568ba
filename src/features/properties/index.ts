/**
 * Property listings: properties with their district and type taxonomies. The loop
 * grid (src/features/loop-grid) lists and filters them; this folder owns their pages and cards.
 */
import type { Feature } from '@/features/feature'

import { Properties } from './collections/Properties/config'
import { PropertyDistricts } from './collections/PropertyDistricts/config'
import { PropertyTypes } from './collections/PropertyTypes/config'
import { seedProperties, seedPropertiesPage } from './seed'

export const propertiesFeature: Feature = {
  name: 'properties',
  collections: [PropertyDistricts, PropertyTypes, Properties],
  // The services load on first use: Payload's CLI loads this file too.
  sitemap: async (payload) => (await import('./server/sitemap')).propertySitemapPaths(payload),
  search: {
    collection: 'properties',
    // A listing's text names its district and type.
    related: ['property-districts', 'property-types'],
    documents: async (payload, locale, read) =>
      (await import('./server/search')).propertySearchDocuments(payload, locale, read),
  },
  revalidates: ['property-districts', 'property-types', 'properties'],
  seed: async (payload) => {
    await seedProperties(payload)
    await seedPropertiesPage(payload)
  },
}

export { seedProperties, seedPropertiesPage }
