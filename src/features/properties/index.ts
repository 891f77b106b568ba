/**
 * Property listings: properties with their district and type taxonomies. The loop
 * grid (src/features/loop-grid) lists and filters them; this folder owns their pages and cards.
 */
import type { Feature } from '@/features/feature'

import { Properties } from './collections/properties'
import { PropertyDistricts, PropertyTypes } from './collections/taxonomies'

export const propertiesFeature: Feature = {
  name: 'properties',
  collections: [PropertyDistricts, PropertyTypes, Properties],
}

export { seedProperties, seedPropertiesPage } from './seed'
