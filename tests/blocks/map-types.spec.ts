/**
 * Every type of the map block (src/blocks/Map, spec section 4) in a real browser, with both
 * providers and without JavaScript (issue 29). A published page of its own carries one map of each
 * type in Tbilisi (and two placed by their address, for the geocoder's OK and ZERO_RESULTS).
 * Nothing is fetched from outside: Leaflet's tiles are answered by `page.route` on the configured
 * tile address with a local PNG (tests/fixtures/map-tile.png), and Google's Maps JavaScript API is
 * a fake (tests/fixtures/fake-google-maps.js) served for https://maps.googleapis.com, which writes
 * down what the page made on `window.__fakeMaps`. The Google key is the site settings' (set here
 * through the admin's API and put back afterwards), so this file runs with the specs that change
 * what every page shows (playwright.config.ts).
 */
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { readEncodedAttribute } from '@/blocks/Map/data-attributes'
import { en } from '@/i18n/messages/en'
import { ka } from '@/i18n/messages/ka'
import { mapSettingsOf, type StoredMapSettings } from '@/lib/map-tiles'

import { adminApi, expectNoA11yViolations } from '../helpers/e2e'

test.describe.configure({ mode: 'serial' })

const SLUG = `map-types-e2e-${Date.now()}`
const PATHS = { ka: `/${SLUG}`, en: `/en/${SLUG}` } as const
type Locale = keyof typeof PATHS
const catalogue = { ka, en } as const

/** A key of the right shape (validateGoogleMapsKey); only the fake ever sees it. */
const KEY = 'AIzaSyE2E_fake-key-0123456789abcdefghij'
const TILE_PNG = path.resolve('tests/fixtures/map-tile.png')
const FAKE_MAPS = path.resolve('tests/fixtures/fake-google-maps.js')
const STATIC_PREFIX = 'https://maps.googleapis.com/maps/api/staticmap?'

interface At {
  lat: number
  lng: number
}

/** Places in Tbilisi. */
const FREEDOM_SQUARE = { lat: 41.6934, lng: 44.8015 }
const RUSTAVELI = { lat: 41.7008, lng: 44.7925 }
const OLD_TBILISI = { lat: 41.6885, lng: 44.8093 }
const VAKE_PARK = { lat: 41.7054, lng: 44.7513 }
const SAMEBA = { lat: 41.6972, lng: 44.8167 }
const POLYLINE = [FREEDOM_SQUARE, { lat: 41.6985, lng: 44.7977 }, RUSTAVELI]
const POLYGON = [
  { lat: 41.7159, lng: 44.7487 },
  { lat: 41.7157, lng: 44.7736 },
  { lat: 41.7019, lng: 44.7776 },
  { lat: 41.7013, lng: 44.7502 },
]
const PANORAMA = { lat: 41.6921, lng: 44.8082 }

/** What each block is called and says, per language. */
const TEXT = {
  ka: {
    basic: 'რუკა: ოფისი თავისუფლების მოედანზე',
    geocoded: 'რუკა: ვაკის პარკი მისამართით',
    notFound: 'რუკა: მისამართი, რომელიც არ მოიძებნა',
    marker: 'რუკა: ორი ოფისი',
    static: 'რუკა: უძრავი სურათი',
    polyline: 'რუკა: რუსთაველის გამზირი',
    polygon: 'რუკა: ვაკის უბანი',
    overlay: 'რუკა: წარწერით',
    routes: 'რუკა: მარშრუტი ვაკის პარკამდე',
    panorama: 'რუკა: ქუჩის ხედი',
    basicAddress: 'თავისუფლების მოედანი 1, თბილისი',
    geocodedAddress: 'ვაკის პარკი, ჭავჭავაძის გამზ., თბილისი',
    notFoundAddress: 'არარსებული ქუჩა 999, თბილისი',
    markerAddress: 'რუსთაველის გამზ. და ძველი თბილისი',
    staticAddress: 'სამების საკათედრო ტაძარი, თბილისი',
    polylineAddress: 'რუსთაველის გამზირი, თბილისი',
    polygonAddress: 'ვაკე, თბილისი',
    overlayAddress: 'ძველი თბილისი',
    routesAddress: 'თავისუფლების მოედნიდან ვაკის პარკამდე',
    panoramaAddress: 'ლესელიძის ქუჩა, თბილისი',
    markerTitle: 'თავისუფლების მოედნის ოფისი',
    markerContent: 'ორშ–პარ, 10:00–19:00',
    rustaveli: 'რუსთაველის ოფისი',
    oldTbilisi: 'ძველი თბილისის ოფისი',
    overlayContent: 'შეხვედრები ორშაბათიდან შაბათამდე, 10:00–18:00.',
  },
  en: {
    basic: 'Map: the Freedom Square office',
    geocoded: 'Map: Vake Park by its address',
    notFound: 'Map: an address not found',
    marker: 'Map: two offices',
    static: 'Map: a still picture',
    polyline: 'Map: Rustaveli Avenue',
    polygon: 'Map: the Vake district',
    overlay: 'Map: with a text box',
    routes: 'Map: a route to Vake Park',
    panorama: 'Map: Street View',
    basicAddress: '1 Freedom Square, Tbilisi',
    geocodedAddress: 'Vake Park, Chavchavadze Ave, Tbilisi',
    notFoundAddress: '999 No Such Street, Tbilisi',
    markerAddress: 'Rustaveli Ave and Old Tbilisi',
    staticAddress: 'Holy Trinity Cathedral, Tbilisi',
    polylineAddress: 'Rustaveli Avenue, Tbilisi',
    polygonAddress: 'Vake, Tbilisi',
    overlayAddress: 'Old Tbilisi',
    routesAddress: 'From Freedom Square to Vake Park',
    panoramaAddress: 'Leselidze Street, Tbilisi',
    markerTitle: 'Freedom Square office',
    markerContent: 'Mon–Fri, 10:00–19:00',
    rustaveli: 'Rustaveli office',
    oldTbilisi: 'Old Tbilisi office',
    overlayContent: 'Meetings Monday to Saturday, 10:00–18:00.',
  },
} as const

/** The blocks of the page, each named by its heading. */
const BLOCKS = [
  'basic',
  'geocoded',
  'notFound',
  'marker',
  'static',
  'polyline',
  'polygon',
  'overlay',
  'routes',
  'panorama',
] as const
type BlockName = (typeof BLOCKS)[number]

const MAP_TYPE: Record<BlockName, string> = {
  basic: 'basic',
  geocoded: 'basic',
  notFound: 'basic',
  marker: 'marker',
  static: 'static',
  polyline: 'polyline',
  polygon: 'polygon',
  overlay: 'overlay',
  routes: 'routes',
  panorama: 'panorama',
}

/** The ones Leaflet draws without a key (the others show their address and link only). */
const LEAFLET_BLOCKS = ['basic', 'marker', 'static', 'polyline', 'polygon', 'overlay'] as const
/** The ones Google draws with a key (the static type is its image). */
const GOOGLE_BLOCKS = BLOCKS.filter((name) => name !== 'static')

/** Where the fake geocoder finds each language's address of the geocoded block. */
const GEOCODE: Record<string, At> = {
  [TEXT.ka.geocodedAddress]: VAKE_PARK,
  [TEXT.en.geocodedAddress]: VAKE_PARK,
}

function layoutOf(locale: Locale) {
  const t = TEXT[locale]
  const map = (name: BlockName, fields: Record<string, unknown>) => ({
    blockType: 'map',
    heading: t[name],
    mapType: MAP_TYPE[name],
    height: 300,
    ...fields,
  })
  return [
    map('basic', {
      addressType: 'coordinates',
      address: t.basicAddress,
      ...FREEDOM_SQUARE,
      zoom: 15,
      marker: { title: t.markerTitle, content: t.markerContent },
    }),
    map('geocoded', { addressType: 'address', address: t.geocodedAddress, zoom: 15 }),
    map('notFound', { addressType: 'address', address: t.notFoundAddress, zoom: 15 }),
    map('marker', {
      address: t.markerAddress,
      ...FREEDOM_SQUARE,
      zoom: 13,
      markers: [
        { ...RUSTAVELI, title: t.rustaveli, content: t.markerContent },
        { ...OLD_TBILISI, title: t.oldTbilisi, iconColor: '#a84300' },
      ],
    }),
    map('static', {
      address: t.staticAddress,
      ...SAMEBA,
      zoom: 14,
      staticImage: { width: 400, height: 200 },
      markers: [{ ...SAMEBA, title: t.staticAddress, iconColor: '#a84300' }],
    }),
    map('polyline', { address: t.polylineAddress, ...FREEDOM_SQUARE, zoom: 14, points: POLYLINE }),
    map('polygon', {
      address: t.polygonAddress,
      lat: 41.7085,
      lng: 44.7605,
      zoom: 14,
      points: POLYGON,
    }),
    map('overlay', {
      address: t.overlayAddress,
      ...OLD_TBILISI,
      zoom: 15,
      overlayContent: t.overlayContent,
    }),
    map('routes', {
      address: t.routesAddress,
      ...FREEDOM_SQUARE,
      zoom: 13,
      route: {
        originLat: FREEDOM_SQUARE.lat,
        originLng: FREEDOM_SQUARE.lng,
        destinationLat: VAKE_PARK.lat,
        destinationLng: VAKE_PARK.lng,
        travelMode: 'driving',
      },
    }),
    map('panorama', {
      address: t.panoramaAddress,
      ...OLD_TBILISI,
      zoom: 15,
      panorama: PANORAMA,
    }),
  ]
}

let api: APIRequestContext
let pageId: number
let originalMaps: StoredMapSettings

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL)
  const settings = await api.get('/api/globals/site-settings?depth=0')
  expect(settings.ok()).toBe(true)
  originalMaps = ((await settings.json()) as { maps?: StoredMapSettings }).maps ?? {}

  const answer = await api.post('/api/pages?locale=ka', {
    data: {
      title: 'რუკის ტიპების საცდელი გვერდი',
      slug: SLUG,
      _status: 'published',
      layout: layoutOf('ka'),
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  pageId = ((await answer.json()) as { doc: { id: number } }).doc.id
  const english = await api.patch(`/api/pages/${pageId}?locale=en`, {
    data: { title: 'Map types test page', _status: 'published', layout: layoutOf('en') },
  })
  expect(english.ok(), await english.text()).toBe(true)
})

test.afterAll(async () => {
  await setKey(originalMaps.googleMapsApiKey ?? null)
  await api.delete(`/api/pages/${pageId}`)
  await api.dispose()
})

/** Sets (or clears) the Google key, the rest of the maps settings as they were. */
async function setKey(key: string | null) {
  const answer = await api.post('/api/globals/site-settings', {
    data: { maps: { ...originalMaps, googleMapsApiKey: key ?? '' } },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
}

/** The block named by its heading, and its map element. */
const blockOf = (page: Page, locale: Locale, name: BlockName) =>
  page
    .locator('.map-block')
    .filter({ has: page.getByRole('heading', { name: TEXT[locale][name], exact: true }) })
const frameOf = (page: Page, locale: Locale, name: BlockName) =>
  blockOf(page, locale, name).locator('.ekit-google-map')

/** Opens the page once it shows the settings just saved (a settings change purges the cache). */
async function openWithProvider(page: Page, locale: Locale, provider: 'leaflet' | 'google') {
  await expect(async () => {
    await page.goto(PATHS[locale])
    await expect(frameOf(page, locale, 'basic')).toHaveAttribute('data-map-provider', provider, {
      timeout: 1_000,
    })
  }).toPass({ timeout: 20_000 })
}

/** The configured tile address template as a pattern of the addresses Leaflet asks for. */
function tilePattern(baseURL: string): RegExp {
  const template = mapSettingsOf(originalMaps).tiles.url
  const absolute = template.startsWith('/') ? new URL(baseURL).origin + template : template
  const escaped = absolute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(
    `^${escaped
      .replace(/\\\{[zxy]\\\}/g, '\\d+')
      .replace(/\\\{s\\\}/g, '[a-z0-9-]+')
      .replace(/\\\{r\\\}/g, '(@2x)?')}$`,
  )
}

/** Every address the page asked for on another host than the site's. */
function recordOutside(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin
  const outside: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (/^https?:/.test(url) && new URL(url).origin !== origin) outside.push(url)
  })
  return outside
}

/** The maps-app link's address. */
const appLinkOf = (page: Page, locale: Locale, name: BlockName) =>
  blockOf(page, locale, name).locator('a.map-app-link').first()

/** The address and link every block shows, whatever draws it (or nothing does). */
async function expectAddressAndLink(page: Page, locale: Locale, name: BlockName) {
  const block = blockOf(page, locale, name)
  const address = TEXT[locale][`${name}Address` as keyof (typeof TEXT)[Locale]]
  await expect(block.locator('.map-caption .map-address')).toHaveText(address)
  const link = appLinkOf(page, locale, name)
  await expect(link).toBeVisible()
  const href = new URL((await link.getAttribute('href'))!)
  expect(href.origin + href.pathname).toMatch(/^https:\/\/www\.google\.com\/maps\//)
  expect(href.searchParams.get('api')).toBe('1')
  return href
}

/** The routes and panorama links (and the one for a place found by its address). */
async function expectTypeLinks(page: Page, locale: Locale) {
  const t = catalogue[locale]
  const route = await expectAddressAndLink(page, locale, 'routes')
  expect(route.pathname).toBe('/maps/dir/')
  expect(route.searchParams.get('origin')).toBe(`${FREEDOM_SQUARE.lat},${FREEDOM_SQUARE.lng}`)
  expect(route.searchParams.get('destination')).toBe(`${VAKE_PARK.lat},${VAKE_PARK.lng}`)
  expect(route.searchParams.get('travelmode')).toBe('driving')
  await expect(appLinkOf(page, locale, 'routes')).toHaveText(
    t.mapDirections.replace('{mode}', t.mapTravelDriving),
  )
  const panorama = await expectAddressAndLink(page, locale, 'panorama')
  expect(panorama.searchParams.get('map_action')).toBe('pano')
  expect(panorama.searchParams.get('viewpoint')).toBe(`${PANORAMA.lat},${PANORAMA.lng}`)
  await expect(appLinkOf(page, locale, 'panorama')).toHaveText(t.mapStreetView)
  for (const name of ['geocoded', 'notFound'] as const) {
    const byAddress = await expectAddressAndLink(page, locale, name)
    expect(byAddress.searchParams.get('query')).toBe(
      TEXT[locale][`${name}Address` as 'geocodedAddress' | 'notFoundAddress'],
    )
  }
  // A markers map links each of its places.
  await expect(blockOf(page, locale, 'marker').locator('.map-places a.map-app-link')).toHaveCount(2)
}

test.describe('without a key: Leaflet', () => {
  test('draws each type it serves from the tile server, the others show their address and link (ka)', async ({
    page,
    baseURL,
  }) => {
    await setKey(null)
    const outside = recordOutside(page, baseURL!)
    const tiles = tilePattern(baseURL!)
    const served: string[] = []
    await page.route(tiles, (route) => {
      served.push(route.request().url())
      return route.fulfill({ path: TILE_PNG, contentType: 'image/png' })
    })
    await openWithProvider(page, 'ka', 'leaflet')

    for (const name of LEAFLET_BLOCKS) {
      const frame = frameOf(page, 'ka', name)
      await expect(frame).toHaveAttribute('data-map_type', MAP_TYPE[name])
      await expect(frame).toHaveAttribute('data-map-provider', 'leaflet')
      expect(await frame.getAttribute('data-api_key')).toBeNull()
      await frame.scrollIntoViewIfNeeded()
      await expect(frame).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
      await expect(frame.locator('.leaflet-container')).toHaveCount(1)
      // Drawn from the local tile: the picture arrived (Leaflet marks a tile once it loaded).
      await expect(frame.locator('img.leaflet-tile-loaded').first()).toBeVisible({
        timeout: 20_000,
      })
      await expectAddressAndLink(page, 'ka', name)
    }

    const t = TEXT.ka
    const basic = frameOf(page, 'ka', 'basic')
    await expect(basic).toHaveAttribute('data-map_lat', String(FREEDOM_SQUARE.lat))
    await expect(basic).toHaveAttribute('data-map_lng', String(FREEDOM_SQUARE.lng))
    await expect(basic).toHaveAttribute('data-map_basic_marker_title', t.markerTitle)
    await expect(basic.locator('.leaflet-marker-icon')).toHaveCount(1)
    await expect(basic.locator('.leaflet-marker-icon')).toHaveAttribute('title', t.markerTitle)
    // Enter opens the marker's text.
    await basic.locator('.leaflet-marker-icon').focus()
    await page.keyboard.press('Enter')
    await expect(basic.locator('.leaflet-popup .map-popup-text')).toHaveText(t.markerContent)

    const marker = frameOf(page, 'ka', 'marker')
    const rows = readEncodedAttribute((await marker.getAttribute('data-map_markers'))!) as Array<
      Record<string, string>
    >
    expect(rows.map((r) => [Number(r.map_marker_lat), Number(r.map_marker_lng)])).toEqual([
      [RUSTAVELI.lat, RUSTAVELI.lng],
      [OLD_TBILISI.lat, OLD_TBILISI.lng],
    ])
    await expect(marker.locator('.leaflet-marker-icon')).toHaveCount(2)
    expect(
      await marker
        .locator('.leaflet-marker-icon')
        .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('title'))),
    ).toEqual([t.rustaveli, t.oldTbilisi])
    expect(await marker.locator('.leaflet-marker-icon').nth(1).innerHTML()).toContain('#a84300')

    // The static type without a key: a still map with its markers, no controls.
    const still = frameOf(page, 'ka', 'static')
    await expect(still).toHaveAttribute('data-map_static_width', '400')
    await expect(still.locator('.leaflet-marker-icon')).toHaveCount(1)
    await expect(still.locator('.leaflet-control-zoom')).toHaveCount(0)
    await expect(still.locator('img.map-static-image')).toHaveCount(0)

    const line = frameOf(page, 'ka', 'polyline')
    const points = readEncodedAttribute((await line.getAttribute('data-map_polylines'))!) as Array<
      Record<string, string>
    >
    expect(
      points.map((p) => ({ lat: Number(p.map_polyline_lat), lng: Number(p.map_polyline_lng) })),
    ).toEqual(POLYLINE)
    await expect(line.locator('.leaflet-overlay-pane svg path')).toHaveCount(1)
    await expect(line.locator('.leaflet-overlay-pane svg path')).toHaveAttribute('fill', 'none')
    await expect(line.locator('.leaflet-overlay-pane svg path')).toHaveAttribute(
      'stroke',
      '#e23a47',
    )

    const area = frameOf(page, 'ka', 'polygon')
    await expect(area.locator('.leaflet-overlay-pane svg path')).toHaveCount(1)
    await expect(area.locator('.leaflet-overlay-pane svg path')).toHaveAttribute('fill', '#e23a47')
    await expect(area.locator('.leaflet-marker-icon')).toHaveCount(0)

    const overlay = frameOf(page, 'ka', 'overlay')
    await expect(overlay).toHaveAttribute('data-map_overlay_content', t.overlayContent)
    await expect(overlay.locator('.map-overlay .map-overlay-text')).toHaveText(t.overlayContent)

    // Routes, panoramas and a basic map placed by its address need Google: no script draws them.
    for (const name of ['routes', 'panorama', 'geocoded', 'notFound'] as const) {
      const frame = frameOf(page, 'ka', name)
      await expect(frame).toHaveAttribute('data-map_type', MAP_TYPE[name])
      await expect(frame).toHaveAttribute('data-map-provider', 'none')
      await frame.scrollIntoViewIfNeeded()
      await expect(frame.locator('.leaflet-container, .map-consent')).toHaveCount(0)
    }
    await expect(frameOf(page, 'ka', 'routes')).toHaveAttribute(
      'data-map_routes_travel_mode',
      'driving',
    )
    await expect(frameOf(page, 'ka', 'panorama')).toHaveAttribute(
      'data-map_panorama_lat',
      String(PANORAMA.lat),
    )
    await expectTypeLinks(page, 'ka')

    // Tiles came only from the configured server (answered here), nothing else left the site.
    expect(served.length).toBeGreaterThan(0)
    expect(outside.filter((url) => !tiles.test(url))).toEqual([])
    await expectNoA11yViolations(page)
  })

  test('draws every Leaflet type in English too, without axe violations (en)', async ({
    page,
    baseURL,
  }) => {
    await setKey(null)
    const outside = recordOutside(page, baseURL!)
    const tiles = tilePattern(baseURL!)
    await page.route(tiles, (route) => route.fulfill({ path: TILE_PNG, contentType: 'image/png' }))
    await openWithProvider(page, 'en', 'leaflet')
    for (const name of LEAFLET_BLOCKS) {
      const frame = frameOf(page, 'en', name)
      await frame.scrollIntoViewIfNeeded()
      await expect(frame).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
    }
    await expect(frameOf(page, 'en', 'overlay').locator('.map-overlay-text')).toHaveText(
      TEXT.en.overlayContent,
    )
    await expectTypeLinks(page, 'en')
    expect(outside.filter((url) => !tiles.test(url))).toEqual([])
    await expectNoA11yViolations(page)
  })
})

/** What the fake Maps API wrote down (tests/fixtures/fake-google-maps.js). */
interface FakeMaps {
  script: Record<string, string>
  libraries: string[]
  maps: Array<{ owner: string | null; center: At | null; zoom: number | null; setCenter: At[] }>
  markers: Array<{ owner: string | null; onMap: boolean; position: At; title: string | null }>
  infoWindows: Array<{ owner: string | null; open: boolean; text: string }>
  polylines: Array<{ owner: string | null; onMap: boolean; path: At[]; strokeColor: string }>
  polygons: Array<{ owner: string | null; onMap: boolean; paths: At[][]; fillColor: string }>
  overlays: Array<{ owner: string | null; added: boolean; drawn: boolean }>
  geocodes: Array<{ address: string; status: string; answered: boolean }>
  routes: Array<{ origin: At; destination: At; travelMode: string }>
  directionsRendered: Array<{
    owner: string | null
    onMap: boolean
    directions: { origin: At; destination: At; travelMode: string } | null
  }>
  panoramas: Array<{ owner: string | null; position: At; visible: boolean }>
  errors: string[]
}

const fakeOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakeMaps?: FakeMaps }).__fakeMaps ?? null)

/** Serves the fake Maps API and the static image for Google's host; returns what was asked. */
async function serveGoogle(page: Page) {
  const asked: string[] = []
  await page.addInitScript((table) => {
    ;(window as unknown as { __fakeMapsGeocode: unknown }).__fakeMapsGeocode = table
  }, GEOCODE)
  await page.route('https://maps.googleapis.com/**', (route) => {
    const url = new URL(route.request().url())
    asked.push(url.href)
    if (url.pathname === '/maps/api/js') {
      return route.fulfill({ path: FAKE_MAPS, contentType: 'text/javascript; charset=utf-8' })
    }
    if (url.pathname === '/maps/api/staticmap') {
      return route.fulfill({ path: TILE_PNG, contentType: 'image/png' })
    }
    return route.fulfill({ status: 404, body: '' })
  })
  return asked
}

const isScript = (url: string) => new URL(url).pathname === '/maps/api/js'

/** Agrees in the first map's prompt, then waits until every Google map has drawn. */
async function consentAndDraw(page: Page, locale: Locale) {
  await page.getByRole('button', { name: catalogue[locale].mapConsentButton }).first().click()
  // One agreement serves every map of the page.
  await expect(page.locator('.map-consent')).toHaveCount(0)
  for (const name of GOOGLE_BLOCKS) {
    const frame = frameOf(page, locale, name)
    await frame.scrollIntoViewIfNeeded()
    await expect(frame).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
  }
}

test.describe('with a key: Google, after consent', () => {
  test('nothing from Google before the click; then each type makes its objects (ka)', async ({
    page,
    baseURL,
  }) => {
    await setKey(KEY)
    const outside = recordOutside(page, baseURL!)
    const asked = await serveGoogle(page)
    await openWithProvider(page, 'ka', 'google')
    const t = TEXT.ka

    // The static type is Google's image, with the key, and no script.
    const still = frameOf(page, 'ka', 'static')
    await expect(still).toHaveAttribute('data-map-provider', 'static')
    const image = still.locator('img.map-static-image')
    const src = new URL((await image.getAttribute('src'))!)
    expect(src.origin + src.pathname).toBe('https://maps.googleapis.com/maps/api/staticmap')
    expect(src.searchParams.get('key')).toBe(KEY)
    expect(src.searchParams.get('size')).toBe('400x200')
    expect(src.searchParams.get('zoom')).toBe('14')
    expect(src.searchParams.getAll('markers')).toEqual([
      `color:0xa84300|${SAMEBA.lat},${SAMEBA.lng}`,
    ])
    await expect(image).toHaveAttribute(
      'alt',
      catalogue.ka.mapLabel.replace('{place}', t.staticAddress),
    )
    await expect(still.locator('.map-consent, .map-canvas')).toHaveCount(0)

    // Every other map asks first, even scrolled into view; Google's script is not fetched.
    for (const name of GOOGLE_BLOCKS) {
      const frame = frameOf(page, 'ka', name)
      await expect(frame).toHaveAttribute('data-map-provider', 'google')
      await expect(frame).toHaveAttribute('data-api_key', KEY)
      await frame.scrollIntoViewIfNeeded()
      await expect(frame).toHaveAttribute('data-map-state', 'consent')
      await expect(frame.getByRole('button', { name: catalogue.ka.mapConsentButton })).toBeVisible()
    }
    await still.scrollIntoViewIfNeeded()
    // The static image is the one thing from Google's host (answered here with the PNG).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256)
    expect(asked.filter(isScript)).toEqual([])
    expect(asked.every((url) => url.startsWith(STATIC_PREFIX))).toBe(true)
    expect(await page.evaluate(() => typeof (window as { google?: unknown }).google)).toBe(
      'undefined',
    )

    await consentAndDraw(page, 'ka')
    // The script was fetched once, with the key, the page's language and the loader's callback.
    expect(asked.filter(isScript)).toHaveLength(1)
    const fake = (await fakeOf(page))!
    expect(fake.script).toMatchObject({
      key: KEY,
      language: 'ka',
      region: 'GE',
      callback: 'google.maps.__ib__',
    })
    expect(fake.errors).toEqual([])

    const ids = Object.fromEntries(
      await Promise.all(
        BLOCKS.map(async (name) => [name, await frameOf(page, 'ka', name).getAttribute('id')]),
      ),
    ) as Record<BlockName, string>
    const markersOf = async (name: BlockName) =>
      ((await fakeOf(page))?.markers ?? [])
        .filter((m) => m.owner === ids[name] && m.onMap)
        .map((m) => ({ ...m.position, title: m.title }))
    const mapOf = async (name: BlockName) =>
      ((await fakeOf(page))?.maps ?? []).filter((m) => m.owner === ids[name])

    // Basic: one map at its place, one marker there, its text opens on click.
    await expect.poll(() => mapOf('basic')).toMatchObject([{ center: FREEDOM_SQUARE, zoom: 15 }])
    await expect
      .poll(() => markersOf('basic'))
      .toEqual([{ ...FREEDOM_SQUARE, title: t.markerTitle }])
    await page.evaluate((owner) => {
      const w = window as unknown as {
        __fakeMapsMarkers: Array<{ entry: { owner: string } }>
        google: { maps: { event: { trigger: (target: unknown, name: string) => void } } }
      }
      const marker = w.__fakeMapsMarkers.find((m) => m.entry.owner === owner)
      w.google.maps.event.trigger(marker, 'click')
    }, ids.basic)
    await expect(frameOf(page, 'ka', 'basic').locator('.fake-gm-info-window')).toContainText(
      t.markerContent,
    )

    // Markers: centred on the first, one marker at each place.
    await expect.poll(() => mapOf('marker')).toMatchObject([{ center: RUSTAVELI, zoom: 13 }])
    await expect
      .poll(() => markersOf('marker'))
      .toEqual([
        { ...RUSTAVELI, title: t.rustaveli },
        { ...OLD_TBILISI, title: t.oldTbilisi },
      ])

    // Geocoding: a marker (and the map moved there) only for status OK.
    await expect
      .poll(async () => (await fakeOf(page))?.geocodes)
      .toEqual(
        expect.arrayContaining([
          { address: t.geocodedAddress, status: 'OK', answered: true },
          { address: t.notFoundAddress, status: 'ZERO_RESULTS', answered: true },
        ]),
      )
    await expect.poll(() => markersOf('geocoded')).toEqual([{ ...VAKE_PARK, title: null }])
    await expect.poll(async () => (await mapOf('geocoded'))[0]?.setCenter).toEqual([VAKE_PARK])
    // Both answers are in and the OK one is drawn; a frame more, and the ZERO_RESULTS one drew nothing.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(await markersOf('notFound')).toEqual([])
    expect((await mapOf('notFound'))[0]?.setCenter).toEqual([])

    // Polyline and polygon: the points in order, in the stroke style.
    await expect
      .poll(async () =>
        ((await fakeOf(page))?.polylines ?? [])
          .filter((p) => p.owner === ids.polyline && p.onMap)
          .map((p) => ({ path: p.path, strokeColor: p.strokeColor })),
      )
      .toEqual([{ path: POLYLINE, strokeColor: '#e23a47' }])
    await expect
      .poll(async () =>
        ((await fakeOf(page))?.polygons ?? [])
          .filter((p) => p.owner === ids.polygon && p.onMap)
          .map((p) => ({ paths: p.paths, fillColor: p.fillColor })),
      )
      .toEqual([{ paths: [POLYGON], fillColor: '#e23a47' }])

    // Overlay: the text box in the map's overlay pane, as text.
    await expect(
      frameOf(page, 'ka', 'overlay').locator('.map-overlay-google .map-overlay-text'),
    ).toHaveText(t.overlayContent)

    // Routes: the directions asked for with the block's travel mode, and drawn.
    const route = { origin: FREEDOM_SQUARE, destination: VAKE_PARK, travelMode: 'DRIVING' }
    await expect.poll(async () => (await fakeOf(page))?.routes).toContainEqual(route)
    expect((await fakeOf(page))!.routes.every((r) => r.travelMode === 'DRIVING')).toBe(true)
    await expect
      .poll(async () =>
        ((await fakeOf(page))?.directionsRendered ?? [])
          .filter((r) => r.owner === ids.routes && r.onMap)
          .map((r) => r.directions),
      )
      .toEqual([route])

    // Panorama: Street View at its coordinates, in place of a map.
    await expect
      .poll(async () =>
        ((await fakeOf(page))?.panoramas ?? [])
          .filter((p) => p.owner === ids.panorama && p.visible)
          .map((p) => p.position),
      )
      .toEqual([PANORAMA])
    expect(await mapOf('panorama')).toEqual([])

    // Nothing but Google's host (answered here) besides the site.
    expect(outside.filter((url) => !url.startsWith('https://maps.googleapis.com/'))).toEqual([])
    await expectNoA11yViolations(page)
  })

  test('English: the script in English, every map drawn, no axe violations (en)', async ({
    page,
  }) => {
    await setKey(KEY)
    const asked = await serveGoogle(page)
    await openWithProvider(page, 'en', 'google')
    expect(asked.filter(isScript)).toEqual([])
    await consentAndDraw(page, 'en')
    expect((await fakeOf(page))?.script).toMatchObject({ key: KEY, language: 'en' })
    await expect(
      frameOf(page, 'en', 'overlay').locator('.map-overlay-google .map-overlay-text'),
    ).toHaveText(TEXT.en.overlayContent)
    await expectTypeLinks(page, 'en')
    await expectNoA11yViolations(page)
  })

  test('consent is remembered: the next page load draws without asking', async ({ page }) => {
    await setKey(KEY)
    const asked = await serveGoogle(page)
    await openWithProvider(page, 'ka', 'google')
    await consentAndDraw(page, 'ka')
    await page.reload()
    await expect(page.locator('.map-consent')).toHaveCount(0)
    const frame = frameOf(page, 'ka', 'basic')
    await frame.scrollIntoViewIfNeeded()
    await expect(frame).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
    expect(asked.filter(isScript)).toHaveLength(2)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const withKey of [false, true]) {
    test(`every block shows its address and maps-app link${withKey ? ', the static one its image' : ''}`, async ({
      page,
      baseURL,
    }) => {
      await setKey(withKey ? KEY : null)
      const outside = recordOutside(page, baseURL!)
      await page.route('https://maps.googleapis.com/**', (route) =>
        route.fulfill({ path: TILE_PNG, contentType: 'image/png' }),
      )
      await openWithProvider(page, 'ka', withKey ? 'google' : 'leaflet')
      for (const name of BLOCKS) {
        await expect(frameOf(page, 'ka', name)).toHaveAttribute('data-map_type', MAP_TYPE[name])
        await expectAddressAndLink(page, 'ka', name)
        await expect(
          frameOf(page, 'ka', name).locator('.leaflet-container, .map-consent'),
        ).toHaveCount(0)
      }
      await expectTypeLinks(page, 'ka')
      const image = frameOf(page, 'ka', 'static').locator('img.map-static-image')
      if (withKey) {
        await expect(image).toHaveCount(1)
        expect(new URL((await image.getAttribute('src'))!).searchParams.get('key')).toBe(KEY)
      } else {
        await expect(image).toHaveCount(0)
      }
      // No script ran: nothing asked for tiles or Google's script.
      expect(outside.filter((url) => !url.startsWith(STATIC_PREFIX))).toEqual([])
    })
  }
})
