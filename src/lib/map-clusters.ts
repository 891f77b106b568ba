/**
 * Many places on one map, grouped where they crowd: supercluster over the points once, then for
 * the visible box and zoom the clusters (a count and the zoom that splits them) and the single
 * points. Only the drawing differs by provider (Leaflet's markers, Google's), so both use this.
 * Isomorphic and pure.
 */
import Supercluster from 'supercluster'

export interface GeoPoint {
  lat: number
  lng: number
}

/** One thing to draw: a group of `count` points, or one point of the list. */
export type MapCluster<P extends GeoPoint> =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number }
  | { kind: 'point'; lat: number; lng: number; point: P }

/** `[west, south, east, north]`, degrees. */
export type BoundingBox = [number, number, number, number]

export interface PointClusters<P extends GeoPoint> {
  /** What to draw in the box at the (whole) zoom. */
  at: (box: BoundingBox, zoom: number) => MapCluster<P>[]
  /** The zoom at which the cluster falls apart into smaller ones or single points. */
  expansionZoom: (clusterId: number) => number
}

/**
 * Clustering settings: points closer than 60 px group; from zoom 18 on every point stands alone
 * (points at one address then sit on each other, but each is still reachable by keyboard).
 */
export const CLUSTER_RADIUS_PX = 60
export const CLUSTER_MAX_ZOOM = 17

const onGlobe = (p: GeoPoint) =>
  Number.isFinite(p.lat) &&
  Number.isFinite(p.lng) &&
  Math.abs(p.lat) <= 90 &&
  Math.abs(p.lng) <= 180

/** A latitude and longitude both given and on the globe, else null. */
export function placeOf(lat: unknown, lng: unknown): GeoPoint | null {
  if (typeof lat !== 'number' || typeof lng !== 'number') return null
  const place = { lat, lng }
  return onGlobe(place) ? place : null
}

export function clusterPoints<P extends GeoPoint>(points: readonly P[]): PointClusters<P> {
  const list = points.filter(onGlobe)
  const index = new Supercluster<{ i: number }>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  })
  index.load(
    list.map((p, i) => ({
      type: 'Feature' as const,
      properties: { i },
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
    })),
  )
  return {
    at: (box, zoom) =>
      index.getClusters(box, Math.round(zoom)).map((feature): MapCluster<P> => {
        const [lng, lat] = feature.geometry.coordinates as [number, number]
        const props = feature.properties as { cluster?: boolean; point_count?: number; i?: number }
        return props.cluster
          ? { kind: 'cluster', id: Number(feature.id), lat, lng, count: props.point_count ?? 0 }
          : { kind: 'point', lat, lng, point: list[props.i!]! }
      }),
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  }
}

/** The smallest box holding every point, as Leaflet's `[[south, west], [north, east]]`; null for none. */
export function boundsOf(points: readonly GeoPoint[]): [[number, number], [number, number]] | null {
  const list = points.filter(onGlobe)
  if (!list.length) return null
  const lats = list.map((p) => p.lat)
  const lngs = list.map((p) => p.lng)
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ]
}
