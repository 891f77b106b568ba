/**
 * The listing map's points for the items a grid's filters matched (ids in the grid's order, from
 * the same `matchItems` and listing query the grid pages): each one's place, title, page and
 * price as its source tells (`mapPoint` in ./sources.tsx), read a chunk of ids at a time until
 * the cap. Items without a place are left out of the points but counted in the total.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import type { LoopSourceName } from '../model/constants'
import {
  LISTING_MAP_MAX_POINTS,
  type ListingMapData,
  type ListingMapPoint,
} from '../model/listing-map'
import { LOOP_SOURCES } from './sources'

/** Ids per query: a bounded `in` list for either database. */
const CHUNK = LISTING_MAP_MAX_POINTS

export async function listingMapData(
  payload: Payload,
  source: LoopSourceName,
  ids: readonly number[],
  locale: Locale,
): Promise<ListingMapData> {
  const def = LOOP_SOURCES[source]
  const points: ListingMapPoint[] = []
  if (!def.mapPoint) return { points, total: ids.length }
  for (let from = 0; from < ids.length && points.length < LISTING_MAP_MAX_POINTS; from += CHUNK) {
    const chunk = ids.slice(from, from + CHUNK)
    const found = await payload.find({
      collection: def.collection,
      locale,
      where: { id: { in: chunk } },
      depth: 0,
      pagination: false,
      select: def.mapPoint.select,
    })
    const byId = new Map(found.docs.map((d) => [Number(d.id), d]))
    for (const id of chunk) {
      const doc = byId.get(id)
      const point = doc ? def.mapPoint.of(doc, locale) : null
      if (point) points.push({ id, ...point })
      if (points.length >= LISTING_MAP_MAX_POINTS) break
    }
  }
  return { points, total: ids.length }
}
