/**
 * The map widget's pure parts (src/blocks/Map): the configuration with the spec's defaults
 * (section 9), the data attributes the original widget read (section 3), the static image with
 * the key appended (section 7), the maps-app link, the geocoding rule and the provider choice
 * (section 8), the theme JSON and the remembered consent.
 */
import { describe, expect, it } from 'vitest'

import { hasMapsConsent, MAPS_CONSENT_KEY, rememberMapsConsent } from '@/blocks/Map/consent'
import { mapDataAttributes, phpUrlencode, readEncodedAttribute } from '@/blocks/Map/data-attributes'
import { geocodedPosition } from '@/blocks/Map/geocode'
import {
  MAP_TYPES,
  mapConfigOf,
  mapProviderFor,
  markerIconOf,
  type StoredMapBlock,
} from '@/blocks/Map/map-config'
import { mapsAppUrl, placeLabelOf } from '@/blocks/Map/maps-link'
import { pinSvg } from '@/lib/map-pin'
import { staticMapUrl } from '@/blocks/Map/static-map'
import { parseMapTheme, validateMapTheme } from '@/blocks/Map/theme'
import { MAP_DEFAULTS } from '@/shared/constants'

/**
 * Every attribute ElementsKit's widget wrote on its element (widgets/google-map/google-map.php:
 * the wrapper's id and key, then `map_render_data_attributes()`), which its script read back.
 */
const ORIGINAL_ATTRIBUTES = [
  'data-id',
  'data-api_key',
  'data-map_type',
  'data-map_address_type',
  'data-map_lat',
  'data-map_lng',
  'data-map_addr',
  'data-map_basic_marker_title',
  'data-map_basic_marker_content',
  'data-map_basic_marker_icon_enable',
  'data-map_basic_marker_icon',
  'data-map_basic_marker_icon_width',
  'data-map_basic_marker_icon_height',
  'data-map_zoom',
  'data-map_marker_content',
  'data-map_static_width',
  'data-map_static_height',
  'data-map_stroke_color',
  'data-map_stroke_opacity',
  'data-map_stroke_weight',
  'data-map_stroke_fill_color',
  'data-map_stroke_fill_opacity',
  'data-map_overlay_content',
  'data-map_routes_origin_lat',
  'data-map_routes_origin_lng',
  'data-map_routes_dest_lat',
  'data-map_routes_dest_lng',
  'data-map_routes_travel_mode',
  'data-map_panorama_lat',
  'data-map_panorama_lng',
  'data-map_theme',
  'data-map_markers',
  'data-map_polylines',
  'data-map_streeview_control',
  'data-map_type_control',
  'data-map_zoom_control',
  'data-map_fullscreen_control',
  'data-map_scroll_zoom',
]

const KEY = 'AIzaSyTEST_key-0123456789abcdefghijklm'

const offices: StoredMapBlock = {
  id: '65f0c0ffee',
  mapType: 'marker',
  address: 'ჭავჭავაძის გამზ. 37, თბილისი',
  lat: 41.70963,
  lng: 44.76398,
  zoom: 7,
  markers: [
    { lat: 41.70963, lng: 44.76398, title: 'Tbilisi office', content: 'Mon–Fri & Sat' },
    {
      lat: 41.64873,
      lng: 41.63796,
      title: 'ბათუმის ოფისი',
      content: '',
      iconColor: '#A84300',
      iconEnabled: true,
      iconUrl: 'https://sakhli.ge/pin.png',
      iconWidth: 40,
      iconHeight: 48,
    },
  ],
}

describe('map configuration', () => {
  it('a block left unset is the spec’s map: 23.7808875, 90.2792373, zoom 14, basic, every control on', () => {
    const config = mapConfigOf({})
    expect(config.center).toEqual({ lat: 23.7808875, lng: 90.2792373 })
    expect(config.center).toEqual({ lat: MAP_DEFAULTS.lat, lng: MAP_DEFAULTS.lng })
    expect(config.zoom).toBe(14)
    expect(config.type).toBe('basic')
    expect(config.addressType).toBe('coordinates')
    expect(config.panorama).toEqual(config.center)
    expect(config.controls).toEqual({
      streetView: true,
      mapType: true,
      zoom: true,
      fullscreen: true,
      scrollZoom: true,
    })
    // The original widget's own defaults.
    expect(config.stroke).toEqual({
      color: '#e23a47',
      opacity: 0.8,
      weight: 4,
      fillColor: '#e23a47',
      fillOpacity: 0.4,
    })
    expect(config.staticSize).toEqual({ width: 610, height: 300 })
    expect(config.route).toEqual({ origin: null, destination: null, travelMode: 'walking' })
    expect(config.theme).toBe('')
  })

  it('replaces what no map could use with the defaults, and drops markers off the globe', () => {
    const config = mapConfigOf({
      mapType: 'satellite',
      lat: 123,
      lng: 44,
      zoom: 40,
      stroke: { color: 'red; background:url(x)', opacity: 3, weight: 0 },
      route: { travelMode: 'flying', originLat: 41.7, originLng: 44.8, destinationLat: 41.6 },
      markers: [
        { lat: 91, lng: 0 },
        { lat: 41.7, lng: 44.8, title: ' Tbilisi ' },
      ],
      controls: { streetView: false, scrollZoom: null },
    })
    expect(config.type).toBe('basic')
    expect(config.center).toEqual({ lat: MAP_DEFAULTS.lat, lng: MAP_DEFAULTS.lng })
    expect(config.zoom).toBe(14)
    expect(config.stroke.color).toBe('#e23a47')
    expect(config.stroke.opacity).toBe(0.8)
    expect(config.stroke.weight).toBe(4)
    expect(config.route).toEqual({
      origin: { lat: 41.7, lng: 44.8 },
      destination: null,
      travelMode: 'walking',
    })
    expect(config.markers).toEqual([
      { lat: 41.7, lng: 44.8, title: 'Tbilisi', content: '', icon: null, color: null },
    ])
    expect(config.controls.streetView).toBe(false)
    expect(config.controls.scrollZoom).toBe(true)
  })

  it('uses a marker icon only when enabled, from an https address or the site, else the upload', () => {
    expect(markerIconOf({ iconUrl: 'https://x.ge/a.png' })).toBeNull()
    expect(markerIconOf({ iconEnabled: true, iconUrl: 'https://x.ge/a.png' })).toEqual({
      url: 'https://x.ge/a.png',
      width: 32,
      height: 32,
    })
    expect(
      markerIconOf({
        iconEnabled: true,
        iconUrl: 'javascript:alert(1)',
        iconUpload: { url: '/api/media/file/pin.png' },
        iconWidth: 20,
        iconHeight: 500,
      }),
    ).toEqual({ url: '/api/media/file/pin.png', width: 20, height: 32 })
    expect(markerIconOf({ iconEnabled: true, iconUrl: '//evil.example/a.png' })).toBeNull()
    expect(markerIconOf({ iconEnabled: true, iconUpload: 7 })).toBeNull()
  })
})

describe('map data attributes', () => {
  it('are the original widget’s names, with the spec’s defaults for a block left unset', () => {
    const attributes = mapDataAttributes(mapConfigOf({ id: 'abc' }), null)
    for (const name of Object.keys(attributes)) expect(ORIGINAL_ATTRIBUTES, name).toContain(name)
    expect(attributes).toMatchObject({
      'data-id': 'abc',
      'data-map_type': 'basic',
      'data-map_address_type': 'coordinates',
      'data-map_lat': '23.7808875',
      'data-map_lng': '90.2792373',
      'data-map_zoom': '14',
      'data-map_stroke_color': '#e23a47',
      'data-map_routes_travel_mode': 'walking',
      'data-map_streeview_control': 'true',
      'data-map_type_control': 'true',
      'data-map_zoom_control': 'true',
      'data-map_fullscreen_control': 'true',
      'data-map_scroll_zoom': 'true',
    })
  })

  it('leave out empty values, as the original did, and the key when none is set', () => {
    const attributes = mapDataAttributes(mapConfigOf({}), null)
    for (const absent of [
      'data-api_key',
      'data-map_addr',
      'data-map_basic_marker_title',
      'data-map_basic_marker_icon_enable',
      'data-map_basic_marker_icon',
      'data-map_overlay_content',
      'data-map_routes_origin_lat',
    ]) {
      expect(attributes, absent).not.toHaveProperty(absent)
    }
    expect(mapDataAttributes(mapConfigOf({}), KEY)['data-api_key']).toBe(KEY)
  })

  it('write the toggles as true/false and the basic marker with its icon', () => {
    const attributes = mapDataAttributes(
      mapConfigOf({
        address: 'რუსთაველის ქ. 12, ბათუმი',
        addressType: 'address',
        marker: {
          title: 'Batumi',
          content: 'Mon–Sat',
          iconEnabled: true,
          iconUrl: '/pin.svg',
          iconWidth: 24,
        },
        controls: { zoom: false, fullscreen: false },
      }),
      null,
    )
    expect(attributes).toMatchObject({
      'data-map_address_type': 'address',
      'data-map_addr': 'რუსთაველის ქ. 12, ბათუმი',
      'data-map_basic_marker_title': 'Batumi',
      'data-map_basic_marker_content': 'Mon–Sat',
      'data-map_basic_marker_icon_enable': 'yes',
      'data-map_basic_marker_icon': '/pin.svg',
      'data-map_basic_marker_icon_width': '24',
      'data-map_basic_marker_icon_height': '32',
      'data-map_zoom_control': 'false',
      'data-map_fullscreen_control': 'false',
      'data-map_streeview_control': 'true',
    })
  })

  it('encode the markers and points as the original’s repeater rows, read back by its script', () => {
    const attributes = mapDataAttributes(
      mapConfigOf({
        ...offices,
        points: [
          { title: '#1', lat: 41.7, lng: 44.8 },
          { title: '#2', lat: 41.71, lng: 44.79 },
        ],
      }),
      null,
    )
    expect(readEncodedAttribute(attributes['data-map_markers']!)).toEqual([
      {
        map_marker_lat: '41.70963',
        map_marker_lng: '44.76398',
        map_marker_title: 'Tbilisi office',
        map_marker_content: 'Mon–Fri & Sat',
        map_marker_icon_enable: 'no',
        map_marker_icon: { url: '' },
        map_marker_icon_width: '',
        map_marker_icon_height: '',
        ekit_google_map_marker_icon_color: '',
      },
      {
        map_marker_lat: '41.64873',
        map_marker_lng: '41.63796',
        map_marker_title: 'ბათუმის ოფისი',
        map_marker_content: '',
        map_marker_icon_enable: 'yes',
        map_marker_icon: { url: 'https://sakhli.ge/pin.png' },
        map_marker_icon_width: '40',
        map_marker_icon_height: '48',
        ekit_google_map_marker_icon_color: '#a84300',
      },
    ])
    expect(readEncodedAttribute(attributes['data-map_polylines']!)).toEqual([
      { map_polyline_title: '#1', map_polyline_lat: '41.7', map_polyline_lng: '44.8' },
      { map_polyline_title: '#2', map_polyline_lat: '41.71', map_polyline_lng: '44.79' },
    ])
    // No raw JSON or spaces in the attribute: PHP's urlencode.
    expect(attributes['data-map_markers']).not.toMatch(/[{}" ]/)
  })

  it('encode the theme as a JSON string inside JSON (the script parses twice)', () => {
    const styles = '[{"featureType":"water","stylers":[{"color":"#0f4c5c"}]}]'
    const attributes = mapDataAttributes(mapConfigOf({ theme: styles }), null)
    const inner = readEncodedAttribute(attributes['data-map_theme']!)
    expect(inner).toBe(styles)
    expect(JSON.parse(inner as string)).toEqual([
      { featureType: 'water', stylers: [{ color: '#0f4c5c' }] },
    ])
    // No theme: the script reads "" and draws the standard look.
    expect(readEncodedAttribute(mapDataAttributes(mapConfigOf({}), null)['data-map_theme']!)).toBe(
      '',
    )
  })

  it('phpUrlencode is PHP’s urlencode: letters, digits and -_. kept, a space as +', () => {
    expect(phpUrlencode('a b')).toBe('a+b')
    expect(phpUrlencode("-_.!~*'()")).toBe('-_.%21%7E%2A%27%28%29')
    expect(phpUrlencode('1+1=2&x')).toBe('1%2B1%3D2%26x')
    expect(phpUrlencode('თ')).toBe('%E1%83%97')
    expect(readEncodedAttribute(phpUrlencode(JSON.stringify('a + b c')))).toBe('a + b c')
  })
})

describe('static map image', () => {
  const config = mapConfigOf({ lat: 41.70963, lng: 44.76398, zoom: 15, mapType: 'static' })

  it('needs a key: without one there is no image', () => {
    expect(staticMapUrl(config, null)).toBeNull()
    expect(staticMapUrl(config, '   ')).toBeNull()
  })

  it('is Google’s Static Maps address with the key appended as a query parameter', () => {
    const url = staticMapUrl(config, KEY, 'ka')!
    expect(url.startsWith('https://maps.googleapis.com/maps/api/staticmap?')).toBe(true)
    expect(url.endsWith(`&key=${KEY}`)).toBe(true)
    const query = new URL(url).searchParams
    expect(query.get('center')).toBe('41.70963,44.76398')
    expect(query.get('zoom')).toBe('15')
    expect(query.get('size')).toBe('610x300')
    expect(query.get('language')).toBe('ka')
    expect(query.getAll('markers')).toEqual(['41.70963,44.76398'])
    expect(query.get('key')).toBe(KEY)
  })

  it('encodes the key and draws the markers list in their colours, centred on them', () => {
    const url = staticMapUrl(
      mapConfigOf({ ...offices, staticImage: { width: 400, height: 200 } }),
      ' a b&c=d ',
    )!
    expect(url.endsWith('&key=a%20b%26c%3Dd')).toBe(true)
    const query = new URL(url).searchParams
    expect(query.get('key')).toBe('a b&c=d')
    expect(query.has('center')).toBe(false)
    expect(query.get('size')).toBe('400x200')
    expect(query.getAll('markers')).toEqual([
      '41.70963,44.76398',
      'color:0xa84300|41.64873,41.63796',
    ])
  })
})

describe('maps-app link', () => {
  const base = mapConfigOf({ lat: 41.70963, lng: 44.76398 })

  it('opens the place, or the address a map is placed by', () => {
    expect(mapsAppUrl(base)).toBe(
      'https://www.google.com/maps/search/?api=1&query=41.70963%2C44.76398',
    )
    const byAddress = mapConfigOf({ addressType: 'address', address: 'რუსთაველის ქ. 12, ბათუმი' })
    const url = new URL(mapsAppUrl(byAddress))
    expect(url.pathname).toBe('/maps/search/')
    expect(url.searchParams.get('query')).toBe('რუსთაველის ქ. 12, ბათუმი')
  })

  it('opens a markers map at its first marker (where the original centred it)', () => {
    expect(new URL(mapsAppUrl(mapConfigOf(offices))).searchParams.get('query')).toBe(
      '41.70963,44.76398',
    )
  })

  it('gives directions for a route, with its travel mode', () => {
    const route = mapConfigOf({
      mapType: 'routes',
      route: {
        originLat: 41.70963,
        originLng: 44.76398,
        destinationLat: 41.7047,
        destinationLng: 44.7516,
        travelMode: 'driving',
      },
    })
    expect(mapsAppUrl(route)).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=41.70963%2C44.76398&destination=41.7047%2C44.7516&travelmode=driving',
    )
    // Without both ends there is no route: the place instead.
    const half = mapConfigOf({ mapType: 'routes', route: { originLat: 41.7, originLng: 44.8 } })
    expect(new URL(mapsAppUrl(half)).pathname).toBe('/maps/search/')
  })

  it('opens Street View for a panorama', () => {
    const pano = mapConfigOf({ mapType: 'panorama', panorama: { lat: 41.6487, lng: 41.638 } })
    expect(mapsAppUrl(pano)).toBe(
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=41.6487%2C41.638',
    )
  })

  it('names the place by its address, else its coordinates', () => {
    expect(placeLabelOf(mapConfigOf({ address: 'თბილისი' }))).toBe('თბილისი')
    expect(placeLabelOf(base)).toBe('41.70963, 44.76398')
  })
})

describe('geocoding places a marker only when the status is OK (spec section 8)', () => {
  const location = { lat: () => 41.6487, lng: () => 41.638 }

  it('OK: the first result’s location', () => {
    expect(geocodedPosition([{ geometry: { location } }, { geometry: null }], 'OK')).toEqual({
      lat: 41.6487,
      lng: 41.638,
    })
    // Google's LatLng: methods on its prototype that read the object they are called on.
    class LatLng {
      constructor(
        private readonly latitude: number,
        private readonly longitude: number,
      ) {}
      lat() {
        return this.latitude
      }
      lng() {
        return this.longitude
      }
    }
    expect(
      geocodedPosition([{ geometry: { location: new LatLng(41.7054, 44.7513) } }], 'OK'),
    ).toEqual({ lat: 41.7054, lng: 44.7513 })
    // A fake library may hand plain numbers.
    expect(geocodedPosition([{ geometry: { location: { lat: 1, lng: 2 } } }], 'OK')).toEqual({
      lat: 1,
      lng: 2,
    })
  })

  it.each(['ZERO_RESULTS', 'OVER_QUERY_LIMIT', 'REQUEST_DENIED', 'INVALID_REQUEST', 'ERROR', 'ok'])(
    '%s: no marker, even with results',
    (status) => {
      expect(geocodedPosition([{ geometry: { location } }], status)).toBeNull()
    },
  )

  it('OK without a usable result: no marker', () => {
    expect(geocodedPosition([], 'OK')).toBeNull()
    expect(geocodedPosition(null, 'OK')).toBeNull()
    expect(geocodedPosition([{ geometry: { location: { lat: NaN, lng: 2 } } }], 'OK')).toBeNull()
  })
})

describe('map theme JSON', () => {
  it('empty is the standard look; a styles array is kept', () => {
    expect(parseMapTheme('')).toEqual({ ok: true, styles: null })
    expect(parseMapTheme('  ')).toEqual({ ok: true, styles: null })
    expect(parseMapTheme(null)).toEqual({ ok: true, styles: null })
    const styles = [
      { featureType: 'all', elementType: 'labels', stylers: [{ visibility: 'off' }] },
      { stylers: [{ saturation: -100 }] },
    ]
    expect(parseMapTheme(JSON.stringify(styles))).toEqual({ ok: true, styles })
    expect(validateMapTheme(JSON.stringify(styles))).toBe(true)
    expect(validateMapTheme(undefined)).toBe(true)
  })

  it.each([
    ['[{"featureType": "water",}]', 'The theme is not valid JSON.'],
    ['{"featureType": "water"}', 'A theme is a JSON array of styles: [{"featureType": …}, …].'],
    ['[1]', 'Style 1 is not an object.'],
    ['[{}, {"featureType": 3}]', 'Style 2: featureType must be text.'],
    ['[{"stylers": {"color": "#fff"}}]', 'Style 1: stylers must be an array of objects.'],
    ['[{"stylers": ["#fff"]}]', 'Style 1: stylers must be an array of objects.'],
  ])('refuses %s', (text, message) => {
    expect(parseMapTheme(text)).toEqual({ ok: false, error: message })
    expect(validateMapTheme(text)).toBe(message)
  })

  it('refuses a theme too long to be one', () => {
    expect(validateMapTheme(`[${'{},'.repeat(20_000)}{}]`)).toMatch(/at most 50000/)
    expect(validateMapTheme(42)).toBe('The theme is not valid JSON.')
  })
})

describe('what draws each map', () => {
  it('with a key: Google for every type but the static image, which needs no script', () => {
    for (const type of MAP_TYPES) {
      expect(mapProviderFor({ type, addressType: 'coordinates' }, true), type).toBe(
        type === 'static' ? null : 'google',
      )
    }
    expect(mapProviderFor({ type: 'basic', addressType: 'address' }, true)).toBe('google')
  })

  it('without: Leaflet for basic, marker, static, polyline, polygon and overlay; nothing for routes and panorama', () => {
    const drawn = MAP_TYPES.filter(
      (type) => mapProviderFor({ type, addressType: 'coordinates' }, false) === 'leaflet',
    )
    expect(drawn).toEqual(['basic', 'marker', 'static', 'polyline', 'polygon', 'overlay'])
    expect(mapProviderFor({ type: 'routes', addressType: 'coordinates' }, false)).toBeNull()
    expect(mapProviderFor({ type: 'panorama', addressType: 'coordinates' }, false)).toBeNull()
    // Only Google's geocoder could place it.
    expect(mapProviderFor({ type: 'basic', addressType: 'address' }, false)).toBeNull()
  })
})

describe('consent to Google’s maps', () => {
  const memory = () => {
    const items = new Map<string, string>()
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      items,
    }
  }

  it('is remembered per site once given', () => {
    const storage = memory()
    expect(hasMapsConsent(storage)).toBe(false)
    rememberMapsConsent(storage)
    expect(storage.items.get(MAPS_CONSENT_KEY)).toBe('google')
    expect(hasMapsConsent(storage)).toBe(true)
    storage.items.set(MAPS_CONSENT_KEY, 'yes')
    expect(hasMapsConsent(storage)).toBe(false)
  })

  it('a storage the browser refuses is a no, and never throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(hasMapsConsent(refusing)).toBe(false)
    expect(() => rememberMapsConsent(refusing)).not.toThrow()
    expect(hasMapsConsent(null)).toBe(false)
  })
})

describe('marker pin', () => {
  it('takes the marker’s colour, and nothing but a colour', () => {
    expect(pinSvg('#A84300')).toContain('fill="#a84300"')
    const hostile = pinSvg('"/><script>alert(1)</script>')
    expect(hostile).not.toContain('<script')
    expect(hostile).toContain('fill="#0f4c5c"')
  })
})
