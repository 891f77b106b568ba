// @vitest-environment happy-dom
/**
 * The end-to-end tests' fake Maps JavaScript API (tests/fixtures/fake-google-maps.js) against the
 * real loader of @vis.gl/react-google-maps and the real GoogleMap.client.tsx: the script the
 * loader appends is run as the browser would run the fake `page.route` serves for it, and every
 * map type makes the objects tests/blocks/map-types.spec.ts looks for. If the library changes how
 * it loads or what it calls, this fails here before the browser tests do.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { MAPS_CONSENT_KEY } from '@/blocks/Map/consent'
import { mapConfigOf, type StoredMapBlock } from '@/blocks/Map/map-config'
import { MapWidget } from '@/blocks/Map/MapWidget.client'
import type { MapWidgetProps } from '@/blocks/Map/widget-types'

const FAKE = readFileSync(path.resolve('tests/fixtures/fake-google-maps.js'), 'utf8')
const KEY = 'AIzaSyTEST_key-0123456789abcdefghijklm'

const labels: MapWidgetProps['labels'] = {
  map: 'Interactive map',
  consentText: 'From Google Maps.',
  consentButton: 'Show the map',
  consentRemember: 'Remembered.',
  fullscreen: 'Full screen',
  exitFullscreen: 'Leave full screen',
  loading: 'Loading…',
}
const tiles = { url: '/tiles/{z}/{x}/{y}.png', attribution: '', attributionUrl: null }

interface Fake {
  script: Record<string, string>
  maps: Array<{ owner: string; center: unknown; zoom: number }>
  markers: Array<{ owner: string; onMap: boolean; position: unknown; title: string | null }>
  polylines: Array<{ owner: string; path: unknown[] }>
  polygons: Array<{ owner: string; paths: unknown[][] }>
  overlays: Array<{ owner: string; added: boolean }>
  geocodes: Array<{ address: string; status: string; answered: boolean }>
  routes: Array<{ travelMode: string }>
  directionsRendered: Array<{ owner: string; directions: unknown }>
  panoramas: Array<{ owner: string; position: unknown }>
  infoWindows: Array<{ open: boolean; text: string }>
  errors: string[]
}
const fake = () => (window as unknown as { __fakeMaps: Fake }).__fakeMaps

const scripts: string[] = []
const roots: Root[] = []

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.stubGlobal('IntersectionObserver', undefined)
  localStorage.setItem(MAPS_CONSENT_KEY, 'google')
  ;(window as unknown as { __fakeMapsGeocode: unknown }).__fakeMapsGeocode = {
    'Vake Park': { lat: 41.7054, lng: 44.7513 },
  }
  // The loader appends Google's script to <head>: run the fake in its place, as the browser runs
  // what `page.route` answers (with the script as `document.currentScript`).
  const append = document.head.append.bind(document.head)
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement && node.src.includes('maps.googleapis.com')) {
        scripts.push(node.src)
        Object.defineProperty(document, 'currentScript', { configurable: true, get: () => node })
        new Function(FAKE)()
        Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null })
      } else append(node)
    }
  })
})
afterAll(async () => {
  for (const root of roots) await act(async () => root.unmount())
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)))

async function draw(id: string, block: StoredMapBlock) {
  const frame = document.createElement('div')
  frame.className = 'ekit-google-map'
  frame.id = id
  document.body.appendChild(frame)
  const root = createRoot(frame)
  roots.push(root)
  await act(async () => {
    root.render(
      createElement(MapWidget, {
        provider: 'google',
        config: mapConfigOf({ id, ...block }),
        apiKey: KEY,
        tiles,
        locale: 'ka',
        labels,
      }),
    )
  })
  for (let i = 0; i < 60 && frame.getAttribute('data-map-state') !== 'ready'; i++) await settle()
  await settle()
  return frame
}

const at = (lat: number, lng: number) => ({ lat, lng })
const points = [at(41.6934, 44.8015), at(41.6985, 44.7977), at(41.7008, 44.7925)]

describe('the fake Maps API under the real loader', () => {
  it('is loaded once by the bootstrap, with the key and its callback', async () => {
    const frame = await draw('m-basic', {
      mapType: 'basic',
      lat: 41.6934,
      lng: 44.8015,
      zoom: 15,
      marker: { title: 'Office', content: 'Mon–Fri' },
    })
    expect(frame.getAttribute('data-map-state')).toBe('ready')
    expect(scripts).toHaveLength(1)
    expect(fake().script).toMatchObject({
      key: KEY,
      language: 'ka',
      region: 'GE',
      callback: 'google.maps.__ib__',
    })
    expect(fake().errors).toEqual([])
    expect(fake().maps.filter((m) => m.owner === 'm-basic')).toMatchObject([
      { center: at(41.6934, 44.8015), zoom: 15 },
    ])
    expect(fake().markers.filter((m) => m.owner === 'm-basic' && m.onMap)).toMatchObject([
      { position: at(41.6934, 44.8015), title: 'Office' },
    ])
    // A click opens the marker's text in an info window, shown in the map.
    const w = window as unknown as {
      __fakeMapsMarkers: Array<{ entry: { owner: string } }>
      google: { maps: { event: { trigger: (target: unknown, name: string) => void } } }
    }
    await act(async () =>
      w.google.maps.event.trigger(
        w.__fakeMapsMarkers.find((m) => m.entry.owner === 'm-basic'),
        'click',
      ),
    )
    await settle()
    expect(frame.querySelector('.fake-gm-info-window')?.textContent).toContain('Mon–Fri')
  })

  it('draws markers, lines, areas, the overlay, routes and the panorama', async () => {
    await draw('m-marker', {
      mapType: 'marker',
      markers: [
        { ...at(41.7008, 44.7925), title: 'A' },
        { ...at(41.6885, 44.8093), title: 'B' },
      ],
    })
    await draw('m-line', { mapType: 'polyline', points })
    await draw('m-area', { mapType: 'polygon', points })
    const overlay = await draw('m-overlay', { mapType: 'overlay', overlayContent: 'Box text' })
    await draw('m-route', {
      mapType: 'routes',
      route: {
        originLat: 41.6934,
        originLng: 44.8015,
        destinationLat: 41.7054,
        destinationLng: 44.7513,
        travelMode: 'driving',
      },
    })
    await draw('m-pano', { mapType: 'panorama', panorama: at(41.6921, 44.8082) })
    const f = fake()
    expect(scripts).toHaveLength(1)
    expect(f.errors).toEqual([])
    expect(f.markers.filter((m) => m.owner === 'm-marker').map((m) => m.position)).toEqual([
      at(41.7008, 44.7925),
      at(41.6885, 44.8093),
    ])
    expect(f.polylines.filter((p) => p.owner === 'm-line').map((p) => p.path)).toEqual([points])
    expect(f.polygons.filter((p) => p.owner === 'm-area').map((p) => p.paths)).toEqual([[points]])
    expect(overlay.querySelector('.map-overlay-google .map-overlay-text')?.textContent).toBe(
      'Box text',
    )
    expect(f.routes).toEqual([
      { origin: at(41.6934, 44.8015), destination: at(41.7054, 44.7513), travelMode: 'DRIVING' },
    ])
    expect(f.directionsRendered.filter((r) => r.owner === 'm-route')[0]?.directions).toMatchObject({
      travelMode: 'DRIVING',
    })
    expect(f.panoramas.filter((p) => p.owner === 'm-pano').map((p) => p.position)).toEqual([
      at(41.6921, 44.8082),
    ])
    expect(f.maps.filter((m) => m.owner === 'm-pano')).toEqual([])
  })

  it('geocodes: a marker for OK, none for ZERO_RESULTS', async () => {
    await draw('m-found', { mapType: 'basic', addressType: 'address', address: 'Vake Park' })
    await draw('m-lost', { mapType: 'basic', addressType: 'address', address: 'Nowhere 999' })
    await settle()
    const f = fake()
    expect(f.geocodes).toEqual([
      { address: 'Vake Park', status: 'OK', answered: true },
      { address: 'Nowhere 999', status: 'ZERO_RESULTS', answered: true },
    ])
    expect(f.markers.filter((m) => m.owner === 'm-found').map((m) => m.position)).toEqual([
      at(41.7054, 44.7513),
    ])
    expect(f.markers.filter((m) => m.owner === 'm-lost')).toEqual([])
  })
})
