/** Reading properties for their pages and the sitemap. */
import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import { similarProperties, type SimilarCandidate } from '../model/similar'

/** Visitors see published listings only (drafts live in the versions until published). */
export const publishedProperty: Where = { _status: { equals: 'published' } }

/**
 * A listing by slug: the published one; in a signed-in editor's preview (`viewer`, the request's
 * draft viewer) the latest draft, read with that editor's access.
 */
export async function findPropertyBySlug(
  payload: Payload,
  slug: string,
  locale: Locale,
  viewer: { id: number } | null = null,
): Promise<Property | null> {
  const found = await payload.find({
    collection: 'properties',
    where: viewer
      ? { slug: { equals: slug } }
      : { and: [{ slug: { equals: slug } }, publishedProperty] },
    locale,
    limit: 1,
    depth: 1,
    ...(viewer ? { draft: true, overrideAccess: false, user: viewer } : {}),
  })
  return found.docs[0] ?? null
}

export async function listPropertySlugs(payload: Payload) {
  const found = await payload.find({
    collection: 'properties',
    where: publishedProperty,
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
          publishedProperty,
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
