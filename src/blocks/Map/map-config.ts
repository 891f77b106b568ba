/**
 * The map widget's configuration (spec section 3, "Map widget configuration"), read from a map
 * block as an editor filled it and completed with the spec's defaults (section 9, MAP_DEFAULTS) and
 * those of the original widget (ElementsKit's Google Map: stroke #e23a47 at 0.8 and 4 px, fill
 * 0.4, markers 32×32 px, a static image 610×300, walking routes, every control on).
 * Isomorphic and pure: the server component, the data attributes and the client maps read it.
 */
import { MAP_DEFAULTS } from '@/shared/constants'
import { hexColour } from '@/lib/colour'

/** Spec section 4, "Map types": each draws differently. */
export const MAP_TYPES = [
  'basic',
  'marker',
  'static',
  'polyline',
  'polygon',
  'overlay',
  'routes',
  'panorama',
] as const
export type MapType = (typeof MAP_TYPES)[number]

export const TRAVEL_MODES = ['walking', 'bicycling', 'driving'] as const
export type TravelMode = (typeof TRAVEL_MODES)[number]

export type AddressType = 'coordinates' | 'address'

/** The original widget's defaults for what spec section 9 leaves open. */
export const MAP_WIDGET_DEFAULTS = {
  markerIconSize: 32,
  staticWidth: 610,
  staticHeight: 300,
  strokeColor: '#e23a47',
  strokeOpacity: 0.8,
  strokeWeight: 4,
  fillColor: '#e23a47',
  fillOpacity: 0.4,
  travelMode: 'walking' as TravelMode,
  height: 400,
} as const

export interface LatLng {
  lat: number
  lng: number
}

export interface MarkerIcon {
  url: string
  width: number
  height: number
}

export interface MapMarker extends LatLng {
  title: string
  content: string
  icon: MarkerIcon | null
  /** `#rrggbb`: the static image's marker colour, and the pin drawn without a custom icon. */
  color: string | null
}

export interface MapPoint extends LatLng {
  title: string
}

export interface MapControls {
  streetView: boolean
  mapType: boolean
  zoom: boolean
  fullscreen: boolean
  scrollZoom: boolean
}

export interface MapConfig {
  id: string
  type: MapType
  addressType: AddressType
  /** The centre (and the basic marker's place) when the address type is coordinates. */
  center: LatLng
  /** The address: geocoded when the address type is `address`, and shown to every visitor. */
  address: string
  zoom: number
  /** The basic type's one marker. */
  marker: { title: string; content: string; icon: MarkerIcon | null }
  markers: MapMarker[]
  /** Polyline and polygon points, in order. */
  points: MapPoint[]
  stroke: {
    color: string
    opacity: number
    weight: number
    fillColor: string
    fillOpacity: number
  }
  overlayContent: string
  route: { origin: LatLng | null; destination: LatLng | null; travelMode: TravelMode }
  panorama: LatLng
  staticSize: { width: number; height: number }
  /** The map styles (Google's JSON), as the editor pasted them; '' for none. */
  theme: string
  controls: MapControls
  /** The map's height on the page, px. */
  height: number
}

/** A media document as a block holds it after reading (an id alone when not populated). */
type MediaRef = number | { url?: string | null } | null | undefined

/** The icon fields of a marker as stored (see `markerIconFields` in ./config.ts). */
export interface StoredIcon {
  iconEnabled?: boolean | null
  iconUrl?: string | null
  iconUpload?: MediaRef
  iconWidth?: number | null
  iconHeight?: number | null
}

/** A map block as stored (the generated `MapBlock`, every field optional). */
export interface StoredMapBlock {
  id?: string | null
  mapType?: string | null
  addressType?: string | null
  address?: string | null
  lat?: number | null
  lng?: number | null
  zoom?: number | null
  height?: number | null
  marker?: ({ title?: string | null; content?: string | null } & StoredIcon) | null
  markers?: Array<
    {
      lat?: number | null
      lng?: number | null
      title?: string | null
      content?: string | null
      iconColor?: string | null
    } & StoredIcon
  > | null
  points?: Array<{ title?: string | null; lat?: number | null; lng?: number | null }> | null
  stroke?: {
    color?: string | null
    opacity?: number | null
    weight?: number | null
    fillColor?: string | null
    fillOpacity?: number | null
  } | null
  overlayContent?: string | null
  route?: {
    originLat?: number | null
    originLng?: number | null
    destinationLat?: number | null
    destinationLng?: number | null
    travelMode?: string | null
  } | null
  panorama?: { lat?: number | null; lng?: number | null } | null
  staticImage?: { width?: number | null; height?: number | null } | null
  theme?: string | null
  controls?: {
    streetView?: boolean | null
    mapType?: boolean | null
    zoom?: boolean | null
    fullscreen?: boolean | null
    scrollZoom?: boolean | null
  } | null
}

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** A number within [min, max], else the fallback (a stored value the field would now refuse). */
function within(value: unknown, min: number, max: number, fallback: number): number {
  return finite(value) && value >= min && value <= max ? value : fallback
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** A latitude and longitude both given and on the globe, else null. */
export function latLngOf(lat: unknown, lng: unknown): LatLng | null {
  if (!finite(lat) || !finite(lng)) return null
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null
  return { lat, lng }
}

/** Only addresses a marker image may come from: the site's own paths and https. */
export function safeIconUrl(value: unknown): string | null {
  const url = text(value)
  if (url.startsWith('/') && !url.startsWith('//')) return url
  return /^https:\/\/[^\s"'<>]+$/i.test(url) ? url : null
}

/** A marker's custom icon when enabled and it has a picture (an address, else the upload). */
export function markerIconOf(stored: StoredIcon | null | undefined): MarkerIcon | null {
  if (!stored?.iconEnabled) return null
  const upload = stored.iconUpload
  const url =
    safeIconUrl(stored.iconUrl) ??
    (upload && typeof upload === 'object' ? safeIconUrl(upload.url) : null)
  if (!url) return null
  const size = MAP_WIDGET_DEFAULTS.markerIconSize
  return {
    url,
    width: within(stored.iconWidth, 1, 150, size),
    height: within(stored.iconHeight, 1, 150, size),
  }
}

const isMapType = (value: unknown): value is MapType =>
  (MAP_TYPES as readonly unknown[]).includes(value)
const isTravelMode = (value: unknown): value is TravelMode =>
  (TRAVEL_MODES as readonly unknown[]).includes(value)

/** The block's configuration with every default filled in (spec section 9: 23.7808875, 90.2792373, 14). */
export function mapConfigOf(block: StoredMapBlock): MapConfig {
  const defaults = MAP_WIDGET_DEFAULTS
  const center = latLngOf(block.lat, block.lng) ?? { lat: MAP_DEFAULTS.lat, lng: MAP_DEFAULTS.lng }
  const stroke = block.stroke ?? {}
  const route = block.route ?? {}
  const controls = block.controls ?? {}
  // A toggle left unset is on, as the original's switches defaulted.
  const on = (value: boolean | null | undefined) => value !== false
  return {
    id: text(block.id) || 'map',
    type: isMapType(block.mapType) ? block.mapType : 'basic',
    addressType: block.addressType === 'address' ? 'address' : 'coordinates',
    center,
    address: text(block.address),
    zoom: Math.round(within(block.zoom, 0, 21, MAP_DEFAULTS.zoom)),
    marker: {
      title: text(block.marker?.title),
      content: text(block.marker?.content),
      icon: markerIconOf(block.marker),
    },
    markers: (block.markers ?? []).flatMap((m) => {
      const at = latLngOf(m.lat, m.lng)
      if (!at) return []
      return [
        {
          ...at,
          title: text(m.title),
          content: text(m.content),
          icon: markerIconOf(m),
          color: hexColour(m.iconColor),
        },
      ]
    }),
    points: (block.points ?? []).flatMap((p) => {
      const at = latLngOf(p.lat, p.lng)
      return at ? [{ ...at, title: text(p.title) }] : []
    }),
    stroke: {
      color: hexColour(stroke.color) ?? defaults.strokeColor,
      opacity: within(stroke.opacity, 0, 1, defaults.strokeOpacity),
      weight: within(stroke.weight, 1, 10, defaults.strokeWeight),
      fillColor: hexColour(stroke.fillColor) ?? defaults.fillColor,
      fillOpacity: within(stroke.fillOpacity, 0, 1, defaults.fillOpacity),
    },
    overlayContent: text(block.overlayContent),
    route: {
      origin: latLngOf(route.originLat, route.originLng),
      destination: latLngOf(route.destinationLat, route.destinationLng),
      travelMode: isTravelMode(route.travelMode) ? route.travelMode : defaults.travelMode,
    },
    panorama: latLngOf(block.panorama?.lat, block.panorama?.lng) ?? center,
    staticSize: {
      width: Math.round(within(block.staticImage?.width, 1, 640, defaults.staticWidth)),
      height: Math.round(within(block.staticImage?.height, 1, 640, defaults.staticHeight)),
    },
    theme: text(block.theme),
    controls: {
      streetView: on(controls.streetView),
      mapType: on(controls.mapType),
      zoom: on(controls.zoom),
      fullscreen: on(controls.fullscreen),
      scrollZoom: on(controls.scrollZoom),
    },
    height: Math.round(within(block.height, 150, 1200, defaults.height)),
  }
}

/** Types OpenStreetMap (Leaflet) draws without a Google key; the static type as a still map. */
const LEAFLET_TYPES: ReadonlySet<MapType> = new Set([
  'basic',
  'marker',
  'static',
  'polyline',
  'polygon',
  'overlay',
])

export type MapProvider = 'google' | 'leaflet'

/**
 * Which script draws the map, or null when none does: with a key, Google for every type but the
 * static one (its image needs no script); without, Leaflet for the types it can draw, and nothing
 * for routes and panorama (their address and maps-app link stay, as without JavaScript). Nor for
 * a basic map placed by its address: only Google's geocoder finds it, and nothing else is asked.
 */
export function mapProviderFor(
  config: Pick<MapConfig, 'type' | 'addressType'>,
  hasKey: boolean,
): MapProvider | null {
  if (hasKey) return config.type === 'static' ? null : 'google'
  if (config.type === 'basic' && config.addressType === 'address') return null
  return LEAFLET_TYPES.has(config.type) ? 'leaflet' : null
}
