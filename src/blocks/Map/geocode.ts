/**
 * Spec section 8: "Geocoding only places a marker when status is OK". The original placed the
 * basic marker (and centred the map) only inside `if ("OK" == status)`; any other status
 * (ZERO_RESULTS, OVER_QUERY_LIMIT, REQUEST_DENIED, …) leaves the map as it was. Pure: typed
 * structurally so it runs without Google's script (tests, a fake `google.maps`).
 */
import { latLngOf, type LatLng } from './map-config'

type Coordinate = number | (() => number)

interface Location {
  lat: Coordinate
  lng: Coordinate
}

export interface GeocodeResultLike {
  geometry?: { location?: Location | null } | null
}

/**
 * A coordinate of the location: Google's `LatLng` has `lat()` and `lng()` methods that read the
 * object they are called on, so they are called on it, never detached.
 */
const coordinate = (location: Location, key: 'lat' | 'lng'): number | undefined => {
  const value = location[key]
  return typeof value === 'function' ? value.call(location) : value
}

/** Where the geocoded marker goes: the first result's location, only when the status is OK. */
export function geocodedPosition(
  results: readonly GeocodeResultLike[] | null | undefined,
  status: string,
): LatLng | null {
  if (status !== 'OK') return null
  const location = results?.[0]?.geometry?.location
  if (!location) return null
  return latLngOf(coordinate(location, 'lat'), coordinate(location, 'lng'))
}
