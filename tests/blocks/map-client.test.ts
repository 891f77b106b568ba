// @vitest-environment happy-dom
/**
 * The map's browser parts in a DOM (happy-dom; no network: tiles come from a path of the site and
 * are never loaded, Google's library is a stand-in): Leaflet draws each type it serves, and the
 * Google map asks for consent first, remembers it, and leaves the element alone when
 * `google.maps` never arrives (spec section 8).
 */
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { MAPS_CONSENT_KEY } from '@/blocks/Map/consent'
import { LeafletMap } from '@/blocks/Map/LeafletMap.client'
import { mapConfigOf, type MapType, type StoredMapBlock } from '@/blocks/Map/map-config'
import { MapWidget } from '@/blocks/Map/MapWidget.client'
import type { MapWidgetProps } from '@/blocks/Map/widget-types'

// Google's library, a stand-in: the loader says LOADED; `google.maps` (a global the tests set or
// leave out), the map and its libraries are what each test hands in.
const fake = vi.hoisted(() => ({
  map: null as null | { setCenter: (at: unknown) => void },
  libraries: {} as Record<string, unknown>,
}))
vi.mock('@vis.gl/react-google-maps', async () => {
  const { createElement: h } = await import('react')
  return {
    APILoadingStatus: {
      NOT_LOADED: 'NOT_LOADED',
      LOADING: 'LOADING',
      LOADED: 'LOADED',
      FAILED: 'FAILED',
      AUTH_FAILURE: 'AUTH_FAILURE',
    },
    APIProvider: ({ children }: { children: unknown }) => children,
    useApiLoadingStatus: () => 'LOADED',
    useMap: () => fake.map,
    useMapsLibrary: (name: string) => fake.libraries[name] ?? null,
    Map: ({ children }: { children: unknown }) =>
      h('div', { className: 'fake-map' }, children as never),
    Marker: ({ title, position }: { title?: string; position: { lat: number; lng: number } }) =>
      h('div', { className: 'fake-marker', title, 'data-at': `${position.lat},${position.lng}` }),
    InfoWindow: () => null,
    Polygon: () => null,
    Polyline: () => null,
  }
})

const labels: MapWidgetProps['labels'] = {
  map: 'Interactive map: Tbilisi',
  consentText: 'This map comes from Google Maps.',
  consentButton: 'Show the map',
  consentRemember: 'Remembered.',
  fullscreen: 'Full screen',
  exitFullscreen: 'Leave full screen',
  loading: 'Loading…',
}
const tiles = { url: '/tiles/{z}/{x}/{y}.png', attribution: 'Test <tiles>', attributionUrl: null }

const block: StoredMapBlock = {
  lat: 41.7,
  lng: 44.8,
  zoom: 14,
  marker: { title: 'Office', content: 'Mon–Fri' },
  overlayContent: 'Near <b>the sea</b>',
  markers: [
    { lat: 41.7, lng: 44.8, title: 'Tbilisi', content: 'a', iconColor: '#ff0000' },
    {
      lat: 41.6,
      lng: 41.6,
      title: 'Batumi',
      iconEnabled: true,
      iconUrl: '/pin.png',
      iconWidth: 40,
    },
  ],
  points: [
    { lat: 41.7, lng: 44.8 },
    { lat: 41.71, lng: 44.81 },
    { lat: 41.72, lng: 44.79 },
  ],
}

let host: HTMLElement
let root: Root

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  host = document.createElement('div')
  host.className = 'map-frame'
  document.body.appendChild(host)
  root = createRoot(host)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await act(async () => root.unmount())
  host.remove()
  localStorage.clear()
})

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)))

/** Waits (up to 2 s) for the lazy chunks to load and the map element to reach `state`. */
async function untilState(state: string) {
  for (let i = 0; i < 40 && host.getAttribute('data-map-state') !== state; i++) await settle()
  return host.getAttribute('data-map-state')
}

async function drawLeaflet(type: MapType) {
  let ready = false
  await act(async () => {
    root.render(
      createElement(LeafletMap, {
        provider: 'leaflet',
        config: mapConfigOf({ ...block, mapType: type }),
        apiKey: null,
        tiles,
        locale: 'en',
        labels,
        onReady: () => {
          ready = true
        },
      }),
    )
  })
  await settle()
  const map = host.querySelector<HTMLElement>('.map-leaflet')!
  return { ready, map }
}

describe('Leaflet map (no key)', () => {
  it('is named for screen readers, takes the keyboard and draws from the site’s tile server', async () => {
    const { ready, map } = await drawLeaflet('basic')
    expect(ready).toBe(true)
    expect(map.getAttribute('role')).toBe('region')
    expect(map.getAttribute('aria-label')).toBe('Interactive map: Tbilisi')
    expect(map.getAttribute('tabindex')).toBe('0')
    expect(map.querySelector('.leaflet-tile')?.getAttribute('src')).toMatch(
      /^\/tiles\/14\/\d+\/\d+\.png$/,
    )
    // The attribution is text, never markup from the settings.
    expect(map.querySelector('.leaflet-control-attribution')?.textContent).toContain('Test <tiles>')
    expect(map.querySelector('.leaflet-control-attribution tiles')).toBeNull()
    const markers = map.querySelectorAll('.leaflet-marker-icon')
    expect(markers).toHaveLength(1)
    expect(markers[0]!.getAttribute('title')).toBe('Office')
    expect(markers[0]!.getAttribute('tabindex')).toBe('0')
  })

  it('draws the markers list with their colours and icons', async () => {
    const { map } = await drawLeaflet('marker')
    const markers = [...map.querySelectorAll('.leaflet-marker-icon')]
    expect(markers.map((m) => m.getAttribute('title'))).toEqual(['Tbilisi', 'Batumi'])
    expect(markers[0]!.innerHTML).toContain('fill="#ff0000"')
    expect(markers[1]!.tagName).toBe('IMG')
    expect(markers[1]!.getAttribute('src')).toBe('/pin.png')
    expect((markers[1] as HTMLElement).style.width).toBe('40px')
  })

  it('draws a polyline with its markers, and a polygon filled', async () => {
    const line = await drawLeaflet('polyline')
    expect(line.map.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(1)
    expect(line.map.querySelector('.leaflet-overlay-pane path')?.getAttribute('fill')).toBe('none')
    expect(line.map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2)
    await act(async () => root.unmount())
    root = createRoot(host)
    const area = await drawLeaflet('polygon')
    const path = area.map.querySelector('.leaflet-overlay-pane path')
    expect(path?.getAttribute('stroke')).toBe('#e23a47')
    expect(path?.getAttribute('fill')).toBe('#e23a47')
    expect(path?.getAttribute('fill-opacity')).toBe('0.4')
    expect(area.map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0)
  })

  it('shows the overlay text as text', async () => {
    const { map } = await drawLeaflet('overlay')
    const box = map.querySelector('.map-overlay .map-overlay-text')
    expect(box?.textContent).toBe('Near <b>the sea</b>')
    expect(box?.querySelector('b')).toBeNull()
  })

  it('draws the static type as a still map: no controls, nothing to focus', async () => {
    const { map } = await drawLeaflet('static')
    expect(map.hasAttribute('tabindex')).toBe(false)
    expect(map.querySelector('.leaflet-control-zoom')).toBeNull()
    const markers = map.querySelectorAll('.leaflet-marker-icon')
    expect(markers).toHaveLength(2)
    for (const marker of markers) expect(marker.hasAttribute('tabindex')).toBe(false)
  })
})

describe('Google map (with a key)', () => {
  const render = () =>
    act(async () => {
      root.render(
        createElement(MapWidget, {
          provider: 'google',
          config: mapConfigOf(block),
          apiKey: 'AIzaSyTEST_key-0123456789abcdefghijklm',
          tiles,
          locale: 'en',
          labels,
        }),
      )
    })

  it('asks for consent first and loads nothing before it', async () => {
    await render()
    await settle()
    expect(host.getAttribute('data-map-state')).toBe('consent')
    expect(host.textContent).toContain('This map comes from Google Maps.')
    expect(host.querySelector('button')?.textContent).toBe('Show the map')
    expect(localStorage.getItem(MAPS_CONSENT_KEY)).toBeNull()
  })

  it('remembers the consent, and does nothing when google.maps never arrives', async () => {
    // Without an IntersectionObserver the map loads at once (happy-dom's never reports one).
    vi.stubGlobal('IntersectionObserver', undefined)
    await render()
    await settle()
    await act(async () => host.querySelector('button')!.click())
    expect(await untilState('absent')).toBe('absent')
    expect(localStorage.getItem(MAPS_CONSENT_KEY)).toBe('google')
    expect(host.querySelector('button')).toBeNull()
    expect(host.querySelector('.map-google')).toBeNull()
  })

  it('draws once google.maps is there', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    vi.stubGlobal('google', { maps: { Size: class {}, Point: class {} } })
    await render()
    await settle()
    await act(async () => host.querySelector('button')!.click())
    expect(await untilState('ready')).toBe('ready')
    expect(host.querySelector('.fake-marker')?.getAttribute('title')).toBe('Office')
    expect(host.querySelector('.map-google')?.getAttribute('aria-label')).toBe(
      'Interactive map: Tbilisi',
    )
  })

  it('places the basic marker by geocoding only when the status is OK', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    vi.stubGlobal('google', {
      maps: { Size: class {}, Point: class {} },
    })
    localStorage.setItem(MAPS_CONSENT_KEY, 'google')
    const centred: unknown[] = []
    fake.map = { setCenter: (at) => centred.push(at) }
    const answer = { status: 'ZERO_RESULTS' }
    const asked: string[] = []
    fake.libraries.geocoding = {
      Geocoder: class {
        geocode(
          request: { address: string },
          callback: (results: unknown[], status: string) => void,
        ) {
          asked.push(request.address)
          const location = { lat: () => 41.6487, lng: () => 41.638 }
          callback([{ geometry: { location } }], answer.status)
          return answer.status === 'OK'
            ? Promise.resolve()
            : Promise.reject(new Error(answer.status))
        }
      },
    }
    const draw = () =>
      act(async () => {
        root.render(
          createElement(MapWidget, {
            provider: 'google',
            config: mapConfigOf({ ...block, addressType: 'address', address: 'Batumi' }),
            apiKey: 'AIzaSyTEST_key-0123456789abcdefghijklm',
            tiles,
            locale: 'en',
            labels,
          }),
        )
      })
    await draw()
    await untilState('ready')
    await settle()
    expect(asked).toEqual(['Batumi'])
    expect(host.querySelector('.fake-marker')).toBeNull()
    expect(centred).toEqual([])

    await act(async () => root.unmount())
    root = createRoot(host)
    answer.status = 'OK'
    await draw()
    await untilState('ready')
    await settle()
    expect(centred).toEqual([{ lat: 41.6487, lng: 41.638 }])
    const marker = host.querySelector('.fake-marker')
    expect(marker?.getAttribute('title')).toBe('Office')
    expect(marker?.getAttribute('data-at')).toBe('41.6487,41.638')
    fake.map = null
    fake.libraries = {}
  })

  it('skips the question when the visitor agreed before', async () => {
    localStorage.setItem(MAPS_CONSENT_KEY, 'google')
    await render()
    await settle()
    expect(host.querySelector('.map-consent')).toBeNull()
  })
})
