/**
 * The site's map settings besides the blocks (site settings → Maps): the Google Maps API key and,
 * for maps without a key, the OpenStreetMap tile server Leaflet draws from. Isomorphic and pure:
 * the global's fields validate with it and the map block reads its settings through it.
 */

import { escapeHtml } from './escape'

/** OpenStreetMap's own tile server (its tile usage policy asks for the attribution below). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors'
export const OSM_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright'

/**
 * A tile address template Leaflet can fill: https (http for a server on this machine) or a path on
 * this site, with `{z}`, `{x}` and `{y}` (`{s}` and `{r}` allowed), nothing that could break out
 * of an attribute.
 */
export function isTileUrlTemplate(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const url = value.trim()
  if (!/^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|\/(?!\/))/i.test(url)) return false
  if (/[\s"'<>\\`]/.test(url)) return false
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return false
  // Only Leaflet's own placeholders.
  return (url.match(/\{[^}]*\}/g) ?? []).every((p) => /^\{(z|x|y|s|r)\}$/.test(p))
}

export function validateTileUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return isTileUrlTemplate(value)
    ? true
    : 'A tile address such as https://tile.openstreetmap.org/{z}/{x}/{y}.png (with {z}, {x} and {y}).'
}

/**
 * A browser key of the Maps JavaScript API: Google's keys are 39 characters of letters, digits,
 * `-` and `_`; anything else could never load a map.
 */
export function validateGoogleMapsKey(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(value.trim())
    ? true
    : 'A Google Maps API key is letters, digits, - and _ (such as AIza…).'
}

export function validateAttributionUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return typeof value === 'string' && /^https?:\/\/[^\s"'<>]+$/i.test(value.trim())
    ? true
    : 'An address starting with https://.'
}

/** Leaflet's attribution is HTML: the settings' text and link, escaped. */
export function tileAttributionHtml(tiles: MapSettings['tiles']): string {
  if (!tiles.attribution) return ''
  const text = escapeHtml(tiles.attribution)
  return tiles.attributionUrl
    ? `<a href="${escapeHtml(tiles.attributionUrl)}" rel="noopener">${text}</a>`
    : text
}

export interface MapSettings {
  /** The Google Maps API key, or null: maps are drawn from the tile server with Leaflet. */
  googleMapsApiKey: string | null
  tiles: { url: string; attribution: string; attributionUrl: string | null }
}

/** The stored `maps` group of site settings. */
export interface StoredMapSettings {
  googleMapsApiKey?: string | null
  tileUrl?: string | null
  tileAttribution?: string | null
  tileAttributionUrl?: string | null
}

/** The settings a map uses, a stored value that no longer passes its check replaced by the default. */
export function mapSettingsOf(stored: StoredMapSettings | null | undefined): MapSettings {
  const key = stored?.googleMapsApiKey?.trim() ?? ''
  const tileUrl = stored?.tileUrl?.trim()
  const url = tileUrl && isTileUrlTemplate(tileUrl) ? tileUrl : OSM_TILE_URL
  const attributionUrl = stored?.tileAttributionUrl?.trim()
  // Another server's tiles carry its own attribution, never OpenStreetMap's by default.
  const custom = url !== OSM_TILE_URL
  return {
    googleMapsApiKey: key && validateGoogleMapsKey(key) === true ? key : null,
    tiles: {
      url,
      attribution: stored?.tileAttribution?.trim() || (custom ? '' : OSM_ATTRIBUTION),
      attributionUrl:
        attributionUrl && validateAttributionUrl(attributionUrl) === true
          ? attributionUrl
          : custom
            ? null
            : OSM_ATTRIBUTION_URL,
    },
  }
}
