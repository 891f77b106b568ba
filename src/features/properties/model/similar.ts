/**
 * Similar listings for a property page: the same deal (a rent is no alternative to a purchase),
 * first those of the same type in the same city, then those sharing one of the two, each group by
 * the nearest price. Sold listings are not offered. Isomorphic and pure.
 */
import type { PropertyStatus } from './constants'

export const SIMILAR_LIMIT = 3

export interface SimilarCandidate {
  id: number
  dealType: string
  status: PropertyStatus
  type: number | null
  city: string | null
  priceGel: number | null
}

export function similarProperties(
  target: SimilarCandidate,
  candidates: readonly SimilarCandidate[],
  limit = SIMILAR_LIMIT,
): number[] {
  const tier = (c: SimilarCandidate) => {
    const sameType = target.type !== null && c.type === target.type
    const sameCity = target.city !== null && c.city === target.city
    return sameType && sameCity ? 0 : sameType || sameCity ? 1 : 2
  }
  const distance = (c: SimilarCandidate) =>
    target.priceGel === null || c.priceGel === null
      ? Number.POSITIVE_INFINITY
      : Math.abs(c.priceGel - target.priceGel)
  return candidates
    .filter(
      (c) =>
        c.id !== target.id && c.dealType === target.dealType && c.status !== 'sold' && tier(c) < 2,
    )
    .map((c) => ({ id: c.id, tier: tier(c), distance: distance(c) }))
    .sort((a, b) => a.tier - b.tier || a.distance - b.distance || a.id - b.id)
    .slice(0, limit)
    .map((c) => c.id)
}
