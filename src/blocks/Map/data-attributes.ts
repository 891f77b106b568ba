/**
 * The map element's data attributes, named and encoded as the original widget wrote them
 * (ElementsKit's Google Map widget, `map_render_data_attributes()` in
 * widgets/google-map/google-map.php, read back by its `ekit-google-map` script): spec section 3,
 * "Map widget configuration: read from the element's data attributes". Scripts written for the
 * original (and ours) read the same names. Pure.
 */
import type { MapConfig, MapMarker, MarkerIcon } from './map-config'

/**
 * PHP's `urlencode`, which the widget used for its JSON attributes: everything but letters,
 * digits and `-_.` percent-encoded, a space as `+`. Its script decodes with
 * `decodeURIComponent(value.replace(/\+/g, '%20'))`.
 */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

/** How the widget's script reads an encoded attribute back (its `JSON.parse(decodeURIComponent(…))`). */
export function readEncodedAttribute(value: string): unknown {
  return JSON.parse(decodeURIComponent(value.replace(/\+/g, '%20')))
}

const num = (n: number) => String(n)
const yesNo = (icon: MarkerIcon | null) => (icon ? 'yes' : 'no')

/** A marker as the widget's repeater row (`map_markers`), the shape its script reads. */
function markerRow(marker: MapMarker) {
  return {
    map_marker_lat: num(marker.lat),
    map_marker_lng: num(marker.lng),
    map_marker_title: marker.title,
    map_marker_content: marker.content,
    map_marker_icon_enable: yesNo(marker.icon),
    map_marker_icon: { url: marker.icon?.url ?? '' },
    map_marker_icon_width: marker.icon ? num(marker.icon.width) : '',
    map_marker_icon_height: marker.icon ? num(marker.icon.height) : '',
    ekit_google_map_marker_icon_color: marker.color ?? '',
  }
}

/**
 * Every attribute of the map element, in the original's order; as there, an attribute whose value
 * is empty is left out, and the control toggles are always `'true'` or `'false'`. The API key goes
 * out only when set: the page needs it to load the Maps JavaScript API (and the static image).
 */
export function mapDataAttributes(
  config: MapConfig,
  apiKey: string | null,
): Record<string, string> {
  const icon = config.marker.icon
  const route = config.route
  const all: Array<[string, string]> = [
    ['data-id', config.id],
    ['data-api_key', apiKey ?? ''],
    ['data-map_type', config.type],
    ['data-map_address_type', config.addressType],
    ['data-map_lat', num(config.center.lat)],
    ['data-map_lng', num(config.center.lng)],
    ['data-map_addr', config.address],
    ['data-map_basic_marker_title', config.marker.title],
    ['data-map_basic_marker_content', config.marker.content],
    ['data-map_basic_marker_icon_enable', icon ? 'yes' : ''],
    ['data-map_basic_marker_icon', icon?.url ?? ''],
    ['data-map_basic_marker_icon_width', icon ? num(icon.width) : ''],
    ['data-map_basic_marker_icon_height', icon ? num(icon.height) : ''],
    ['data-map_zoom', num(config.zoom)],
    ['data-map_static_width', num(config.staticSize.width)],
    ['data-map_static_height', num(config.staticSize.height)],
    ['data-map_stroke_color', config.stroke.color],
    ['data-map_stroke_opacity', num(config.stroke.opacity)],
    ['data-map_stroke_weight', num(config.stroke.weight)],
    ['data-map_stroke_fill_color', config.stroke.fillColor],
    ['data-map_stroke_fill_opacity', num(config.stroke.fillOpacity)],
    ['data-map_overlay_content', config.overlayContent],
    ['data-map_routes_origin_lat', route.origin ? num(route.origin.lat) : ''],
    ['data-map_routes_origin_lng', route.origin ? num(route.origin.lng) : ''],
    ['data-map_routes_dest_lat', route.destination ? num(route.destination.lat) : ''],
    ['data-map_routes_dest_lng', route.destination ? num(route.destination.lng) : ''],
    ['data-map_routes_travel_mode', route.travelMode],
    ['data-map_panorama_lat', num(config.panorama.lat)],
    ['data-map_panorama_lng', num(config.panorama.lng)],
    // The theme is a JSON string inside JSON: the script parses the attribute, then the styles.
    ['data-map_theme', phpUrlencode(JSON.stringify(config.theme))],
    ['data-map_markers', phpUrlencode(JSON.stringify(config.markers.map(markerRow)))],
    [
      'data-map_polylines',
      phpUrlencode(
        JSON.stringify(
          config.points.map((p) => ({
            map_polyline_title: p.title,
            map_polyline_lat: num(p.lat),
            map_polyline_lng: num(p.lng),
          })),
        ),
      ),
    ],
    ['data-map_streeview_control', String(config.controls.streetView)],
    ['data-map_type_control', String(config.controls.mapType)],
    ['data-map_zoom_control', String(config.controls.zoom)],
    ['data-map_fullscreen_control', String(config.controls.fullscreen)],
    ['data-map_scroll_zoom', String(config.controls.scrollZoom)],
  ]
  return Object.fromEntries(all.filter(([, value]) => value !== ''))
}
