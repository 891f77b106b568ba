/**
 * The listing map's pure parts: clustering (src/lib/map-clusters.ts: groups that add up to every
 * point, split by zooming to the expansion zoom, single points at close zoom) and the points'
 * round trip through the grid content's attribute (junk and unsafe links dropped).
 */
import { describe, expect, it } from 'vitest'

import {
  boundsOf,
  CLUSTER_MAX_ZOOM,
  clusterPoints,
  placeOf,
  type BoundingBox,
  type MapCluster,
} from '@/lib/map-clusters'
import {
  decodeListingMap,
  encodeListingMap,
  LISTING_MAP_MAX_POINTS,
  showsListingMap,
  type ListingMapPoint,
} from '@/features/loop-grid/model/listing-map'

const WORLD: BoundingBox = [-180, -85, 180, 85]

const point = (id: number, lat: number, lng: number): ListingMapPoint => ({
  id,
  lat,
  lng,
  title: `Listing ${id}`,
  url: `/en/properties/p${id}`,
  price: '₾ 100,000',
})

/** Tbilisi (Vake, 10 near each other), Batumi (5), Bakuriani (1). */
const points = [
  ...Array.from({ length: 10 }, (_, i) => point(i + 1, 41.709 + i * 0.0005, 44.76 + i * 0.0004)),
  ...Array.from({ length: 5 }, (_, i) => point(i + 11, 41.645 + i * 0.0004, 41.635 + i * 0.0003)),
  point(16, 41.75, 43.53),
]

const total = (items: MapCluster<ListingMapPoint>[]) =>
  items.reduce((n, item) => n + (item.kind === 'cluster' ? item.count : 1), 0)

describe('clusterPoints', () => {
  it('groups crowded points at a country zoom, every point counted once', () => {
    const items = clusterPoints(points).at(WORLD, 7)
    expect(total(items)).toBe(points.length)
    const clusters = items.filter((i) => i.kind === 'cluster')
    expect(clusters.map((c) => (c.kind === 'cluster' ? c.count : 0)).sort((a, b) => a - b)).toEqual(
      [5, 10],
    )
    const single = items.find((i) => i.kind === 'point')
    expect(single?.kind === 'point' && single.point.id).toBe(16)
  })

  it('splits a cluster at its expansion zoom, and shows every point alone past the max zoom', () => {
    const clusters = clusterPoints(points)
    const tbilisi = clusters
      .at(WORLD, 7)
      .find((i) => i.kind === 'cluster' && i.count === 10) as Extract<
      MapCluster<ListingMapPoint>,
      { kind: 'cluster' }
    >
    const zoom = clusters.expansionZoom(tbilisi.id)
    expect(zoom).toBeGreaterThan(7)
    const box: BoundingBox = [44.75, 41.7, 44.78, 41.72]
    const below = clusters.at(box, zoom - 1)
    const at = clusters.at(box, zoom)
    expect(total(at)).toBe(10)
    expect(at.length).toBeGreaterThan(below.length)
    const close = clusters.at(box, CLUSTER_MAX_ZOOM + 1)
    expect(close).toHaveLength(10)
    expect(close.every((i) => i.kind === 'point')).toBe(true)
  })

  it('shows only what lies in the box, and ignores places off the globe', () => {
    const clusters = clusterPoints([...points, point(99, 95, 44), point(98, Number.NaN, 1)])
    expect(total(clusters.at(WORLD, 3))).toBe(points.length)
    // Batumi's box at a street zoom: its five, none of Tbilisi's.
    const batumi = clusters.at([41.63, 41.64, 41.64, 41.65], 18)
    expect(batumi.map((i) => (i.kind === 'point' ? i.point.id : 0)).sort((a, b) => a - b)).toEqual([
      11, 12, 13, 14, 15,
    ])
  })

  it('handles no points', () => {
    expect(clusterPoints([]).at(WORLD, 5)).toEqual([])
    expect(boundsOf([])).toBeNull()
  })
})

describe('boundsOf and placeOf', () => {
  it('gives the box round the points, south-west then north-east', () => {
    expect(boundsOf([point(1, 41.7, 44.8), point(2, 41.6, 41.6), point(3, 41.75, 43.5)])).toEqual([
      [41.6, 41.6],
      [41.75, 44.8],
    ])
  })

  it('takes only numbers on the globe', () => {
    expect(placeOf(41.7, 44.8)).toEqual({ lat: 41.7, lng: 44.8 })
    expect(placeOf(null, 44.8)).toBeNull()
    expect(placeOf('41.7', 44.8)).toBeNull()
    expect(placeOf(91, 0)).toBeNull()
    expect(placeOf(0, -181)).toBeNull()
  })
})

describe('the points in the grid content', () => {
  it('round-trips through the attribute', () => {
    const data = { points: points.slice(0, 3), total: 7 }
    expect(decodeListingMap(encodeListingMap(data))).toEqual(data)
  })

  it('drops rows that are not points and links that leave the site', () => {
    const text = JSON.stringify({
      total: 9,
      rows: [
        [1, 41.7, 44.8, 'A', '/properties/a', '₾ 1'],
        [2, 'x', 44.8, 'B', '/properties/b', ''],
        [3, 41.7, 44.8, 'C', '//evil.example/c', ''],
        [4, 41.7, 44.8, 'D', 'javascript:alert(1)', ''],
        'junk',
      ],
    })
    expect(decodeListingMap(text)).toEqual({
      points: [{ id: 1, lat: 41.7, lng: 44.8, title: 'A', url: '/properties/a', price: '₾ 1' }],
      total: 9,
    })
  })

  it('reads junk as nothing, and never more than the cap', () => {
    expect(decodeListingMap('')).toBeNull()
    expect(decodeListingMap('{')).toBeNull()
    expect(decodeListingMap('{"rows":1}')).toBeNull()
    const many = Array.from({ length: LISTING_MAP_MAX_POINTS + 5 }, (_, i) => point(i, 41, 44))
    const decoded = decodeListingMap(encodeListingMap({ points: many, total: many.length }))
    expect(decoded?.points).toHaveLength(LISTING_MAP_MAX_POINTS)
    expect(decoded?.total).toBe(many.length)
  })

  it('is shown for a properties grid that asks for it', () => {
    expect(showsListingMap({ source: 'properties', map: { show: true } })).toBe(true)
    expect(showsListingMap({ source: 'properties', map: { show: false } })).toBe(false)
    expect(showsListingMap({ source: 'properties' })).toBe(false)
    expect(showsListingMap({ source: 'posts', map: { show: true } })).toBe(false)
  })
})
