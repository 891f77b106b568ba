/**
 * The static type's picture: a Google Static Maps image, with the site's key appended as a query
 * parameter (spec section 7, "Maps and popups"). As the original drew it (GMaps.staticMapURL with
 * the zoom, the size and the markers list, then `&key=`), plus the centre when there are no
 * markers, where the original's image would have had nowhere to look. Pure.
 */
import type { MapConfig } from './map-config'

export const STATIC_MAPS_ENDPOINT = 'https://maps.googleapis.com/maps/api/staticmap'

/** `#rrggbb` as the Static Maps API writes a colour. */
const staticColour = (hex: string) => `0x${hex.slice(1)}`

/** The image's address, or null without a key (the API refuses a request without one). */
export function staticMapUrl(
  config: Pick<MapConfig, 'center' | 'zoom' | 'staticSize' | 'markers'>,
  apiKey: string | null | undefined,
  language?: string,
): string | null {
  const key = apiKey?.trim()
  if (!key) return null
  const params = new URLSearchParams()
  const at = (p: { lat: number; lng: number }) => `${p.lat},${p.lng}`
  if (config.markers.length === 0) params.set('center', at(config.center))
  params.set('zoom', String(config.zoom))
  params.set('size', `${config.staticSize.width}x${config.staticSize.height}`)
  // Drawn twice as dense for high-density screens, shown at the configured size.
  params.set('scale', '2')
  if (config.markers.length === 0) params.append('markers', at(config.center))
  for (const marker of config.markers) {
    params.append(
      'markers',
      marker.color ? `color:${staticColour(marker.color)}|${at(marker)}` : at(marker),
    )
  }
  if (language) params.set('language', language)
  return `${STATIC_MAPS_ENDPOINT}?${params.toString()}&key=${encodeURIComponent(key)}`
}
