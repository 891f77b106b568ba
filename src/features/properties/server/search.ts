/** The property pages as site search reads them: title, then address, district, type, description. */
import type { Payload } from 'payload'

import {
  type SearchDocument,
  searchDocument,
  type SearchRead,
  searchRead,
} from '@/features/feature'
import type { Locale } from '@/i18n/locales'

import { propertyPaths } from '../model/paths'

export async function propertySearchDocuments(
  payload: Payload,
  locale: Locale,
  read?: SearchRead,
): Promise<SearchDocument[]> {
  const found = await payload.find({
    collection: 'properties',
    locale,
    // Published listings only: a draft is no public page.
    ...searchRead(read, { _status: { equals: 'published' } }),
    select: {
      title: true,
      slug: true,
      createdAt: true,
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
    const page = {
      id: property.id,
      url: propertyPaths.property(property.slug, locale),
      title: property.title,
      date: property.createdAt,
    }
    const parts = [property.address, district, type, property.description]
    return [searchDocument('property', locale, page, parts)]
  })
}
