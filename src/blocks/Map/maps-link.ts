/**
 * "Open in a maps app": the link every map shows, with or without JavaScript and whatever draws
 * it. Google's Maps URLs (`https://www.google.com/maps/…?api=1`) open the Maps app on a phone that
 * has it and the website elsewhere, and need no key. Pure.
 */
import type { LatLng, MapConfig } from './map-config'

const GOOGLE_MAPS = 'https://www.google.com/maps'

const at = (p: LatLng) => `${p.lat},${p.lng}`

/** The place a map is about: the first marker of a markers map (its centre, as the original had). */
export function mapFocusOf(config: Pick<MapConfig, 'type' | 'markers' | 'center'>): LatLng {
  if (config.type === 'marker' && config.markers[0]) return config.markers[0]
  return config.center
}

/** The maps-app link of one place (a marker of a markers map). */
export function placeUrl(place: LatLng): string {
  return `${GOOGLE_MAPS}/search/?${new URLSearchParams({ api: '1', query: at(place) })}`
}

/**
 * The maps-app link of a map: directions for a route (with its travel mode), Street View for a
 * panorama, the address for a map placed by its address, the place otherwise.
 */
export function mapsAppUrl(
  config: Pick<
    MapConfig,
    'type' | 'addressType' | 'address' | 'center' | 'markers' | 'route' | 'panorama'
  >,
): string {
  const params = new URLSearchParams({ api: '1' })
  const { origin, destination, travelMode } = config.route
  if (config.type === 'routes' && origin && destination) {
    params.set('origin', at(origin))
    params.set('destination', at(destination))
    params.set('travelmode', travelMode)
    return `${GOOGLE_MAPS}/dir/?${params}`
  }
  if (config.type === 'panorama') {
    params.set('map_action', 'pano')
    params.set('viewpoint', at(config.panorama))
    return `${GOOGLE_MAPS}/@?${params}`
  }
  const byAddress = config.addressType === 'address' && config.address !== ''
  params.set('query', byAddress ? config.address : at(mapFocusOf(config)))
  return `${GOOGLE_MAPS}/search/?${params}`
}

/** The place in words for labels: the address, else the coordinates of the map's focus. */
export function placeLabelOf(
  config: Pick<MapConfig, 'type' | 'address' | 'markers' | 'center'>,
): string {
  if (config.address) return config.address
  const focus = mapFocusOf(config)
  return `${focus.lat.toFixed(5)}, ${focus.lng.toFixed(5)}`
}
