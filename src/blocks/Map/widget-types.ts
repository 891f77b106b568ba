import type { Locale } from '@/i18n/locales'
import type { MapSettings } from '@/lib/map-tiles'

import type { MapConfig, MapProvider } from './map-config'

/** The visitor-facing strings the map's client parts show, from the catalogue (ka/en). */
export interface MapLabels {
  /** The map's accessible name and how to move it by keyboard. */
  map: string
  consentText: string
  consentButton: string
  consentRemember: string
  fullscreen: string
  exitFullscreen: string
  loading: string
}

/** What the server component hands the map's script. */
export interface MapWidgetProps {
  provider: MapProvider
  config: MapConfig
  /** Only for the Google provider. */
  apiKey: string | null
  tiles: MapSettings['tiles']
  locale: Locale
  labels: MapLabels
}

/**
 * How far the map has come, written on the map element as `data-map-state`: the styles follow it
 * (the consent prompt, the drawn map, and an empty element when the library never came).
 */
export type MapState = 'waiting' | 'consent' | 'loading' | 'ready' | 'absent'
