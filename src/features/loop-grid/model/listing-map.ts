/**
 * The listing map beside a properties grid: every listing the grid's filters match (not only the
 * page shown), as points. The server writes them into the grid's replaceable content (a data
 * attribute, so the page and refresh-loop's HTML carry them alike); the map's script reads them
 * back whenever the content changes. Isomorphic and pure.
 */
import type { LoopGridBlock } from '@/payload-types'

import { sourceOf } from './grid-settings'

/** At most this many points go to the map: the first of the list, in the grid's order. */
export const LISTING_MAP_MAX_POINTS = 500

/** The element in the grid's content that carries the points. */
export const LISTING_MAP_DATA_ATTRIBUTE = 'data-loop-map-points'

export interface ListingMapPoint {
  id: number
  lat: number
  lng: number
  title: string
  /** The property page, a path on this site. */
  url: string
  /** "₾ 245,000 · $ 90,000", "a month" for rent; empty without a price. */
  price: string
}

export interface ListingMapData {
  points: ListingMapPoint[]
  /** Listings the filters match, those without a place or past the cap included. */
  total: number
}

/** Whether a grid shows the map: asked for, and a source whose items have a place. */
export function showsListingMap(block: Pick<LoopGridBlock, 'source' | 'map'>): boolean {
  return block.map?.show === true && sourceOf(block) === 'properties'
}

type Row = [number, number, number, string, string, string]

/** Rows rather than objects: a few hundred points stay small in an attribute. */
export function encodeListingMap(data: ListingMapData): string {
  return JSON.stringify({
    total: data.total,
    rows: data.points.map((p): Row => [p.id, p.lat, p.lng, p.title, p.url, p.price]),
  })
}

const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')

/** The points back from the attribute; rows that are not points are dropped, junk is null. */
export function decodeListingMap(text: string | null | undefined): ListingMapData | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const { total, rows } = value as { total?: unknown; rows?: unknown }
  if (!Array.isArray(rows)) return null
  const points = rows.slice(0, LISTING_MAP_MAX_POINTS).flatMap((row): ListingMapPoint[] => {
    if (!Array.isArray(row)) return []
    const [id, lat, lng, title, url, price] = row as unknown[]
    if (typeof id !== 'number' || typeof lat !== 'number' || typeof lng !== 'number') return []
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || !isSitePath(url)) return []
    return [
      {
        id,
        lat,
        lng,
        title: typeof title === 'string' ? title : '',
        url,
        price: typeof price === 'string' ? price : '',
      },
    ]
  })
  return {
    points,
    total: typeof total === 'number' && total >= points.length ? total : points.length,
  }
}
