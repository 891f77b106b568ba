/** Reading properties for their pages and the sitemap. */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import { PROPERTY_ENQUIRY_FORM_TITLE } from '../model/constants'
import { similarProperties, type SimilarCandidate } from '../model/similar'

export async function findPropertyBySlug(
  payload: Payload,
  slug: string,
  locale: Locale,
): Promise<Property | null> {
  const found = await payload.find({
    collection: 'properties',
    where: { slug: { equals: slug } },
    locale,
    limit: 1,
    depth: 1,
  })
  return found.docs[0] ?? null
}

export async function listPropertySlugs(payload: Payload) {
  const found = await payload.find({
    collection: 'properties',
    depth: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
  })
  return found.docs.filter((d): d is typeof d & { slug: string } => Boolean(d.slug))
}

/** Up to three listings like this one (model/similar.ts), at depth 1 for their cards. */
export async function findSimilarProperties(
  payload: Payload,
  property: Property,
  locale: Locale,
): Promise<Property[]> {
  const [districts, candidates] = await Promise.all([
    payload.find({
      collection: 'property-districts',
      depth: 0,
      pagination: false,
      select: { city: true },
    }),
    payload.find({
      collection: 'properties',
      where: {
        and: [
          { dealType: { equals: property.dealType } },
          { id: { not_equals: property.id } },
          { status: { not_equals: 'sold' } },
        ],
      },
      depth: 0,
      pagination: false,
      select: { dealType: true, status: true, propertyType: true, district: true, priceGel: true },
    }),
  ])
  const cityOf = new Map(districts.docs.map((d) => [d.id, d.city]))
  const idOf = (value: unknown) =>
    typeof value === 'number'
      ? value
      : typeof value === 'object' && value
        ? (value as { id: number }).id
        : null
  const candidate = (
    p: Pick<Property, 'id' | 'dealType' | 'status' | 'priceGel'> & {
      propertyType?: unknown
      district?: unknown
    },
  ): SimilarCandidate => {
    const district = idOf(p.district)
    return {
      id: p.id,
      dealType: p.dealType,
      status: p.status,
      type: idOf(p.propertyType),
      city: district === null ? null : (cityOf.get(district) ?? null),
      priceGel: p.priceGel ?? null,
    }
  }
  const ids = similarProperties(candidate(property), candidates.docs.map(candidate))
  if (!ids.length) return []
  const found = await payload.find({
    collection: 'properties',
    where: { id: { in: ids } },
    locale,
    depth: 1,
    pagination: false,
  })
  const byId = new Map(found.docs.map((d) => [d.id, d]))
  return ids.map((id) => byId.get(id)).filter((p): p is Property => Boolean(p))
}

/** The enquiry form's id, or null when there is none (the page then shows the phone only). */
export async function findEnquiryFormId(payload: Payload): Promise<number | null> {
  const found = await payload.find({
    collection: 'forms',
    where: { title: { equals: PROPERTY_ENQUIRY_FORM_TITLE } },
    sort: 'id',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { title: true },
  })
  return found.docs[0]?.id ?? null
}
