/** The property pages as site search reads them: title, then address, district, type, description. */
import type { Payload } from 'payload'

import { SEARCH_READ, type SearchDocument, searchDocument } from '@/features/feature'
import type { Locale } from '@/i18n/locales'

import { propertyPaths } from '../model/paths'

export async function propertySearchDocuments(
  payload: Payload,
  locale: Locale,
): Promise<SearchDocument[]> {
  const found = await payload.find({
    collection: 'properties',
    // Published listings only: a draft is no public page.
    where: { _status: { equals: 'published' } },
    locale,
    ...SEARCH_READ,
    select: {
      title: true,
      slug: true,
      address: true,
      description: true,
      district: true,
      propertyType: true,
    },
  })
  return found.docs.flatMap((property) => {
    if (!property.slug) return []
    const district = typeof property.district === 'object' ? property.district?.title : null
    const type = typeof property.propertyType === 'object' ? property.propertyType?.title : null
    const url = propertyPaths.property(property.slug, locale)
    const parts = [property.address, district, type, property.description]
    return [searchDocument('property', locale, url, property.title, parts)]
  })
}
