// @vitest-environment happy-dom
/**
 * The listing map's browser parts in a DOM (happy-dom, a map of 800 × 600 px; tiles from a path
 * of the site, never loaded): Leaflet draws clusters as named buttons whose counts and single pins
 * add up to every point, Enter on a cluster zooms in and leaves the focus on the map, and the
 * script reads the grid content's points again when a filter refreshes it (the frame's state and
 * count, and the line under the map, follow).
 */
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ClusterMap } from '@/features/loop-grid/block/LoopGrid/ClusterMap.client'
import { ListingMap } from '@/features/loop-grid/block/LoopGrid/ListingMap.client'
import { loopStrings } from '@/features/loop-grid/messages'
import { LOOP_REFRESHED_EVENT } from '@/features/loop-grid/model/constants'
import {
  encodeListingMap,
  LISTING_MAP_DATA_ATTRIBUTE,
  type ListingMapPoint,
} from '@/features/loop-grid/model/listing-map'

const tiles = { url: '/tiles/{z}/{x}/{y}.png', attribution: 'Test', attributionUrl: null }
const s = loopStrings('en').map

const point = (id: number, lat: number, lng: number): ListingMapPoint => ({
  id,
  lat,
  lng,
  title: `Listing ${id}`,
  url: `/en/properties/p${id}`,
  price: '₾100,000',
})
/** Tbilisi (10 near each other), Batumi (5), Bakuriani (1). */
const points = [
  ...Array.from({ length: 10 }, (_, i) => point(i + 1, 41.709 + i * 0.0005, 44.76 + i * 0.0004)),
  ...Array.from({ length: 5 }, (_, i) => point(i + 11, 41.645 + i * 0.0004, 41.635 + i * 0.0003)),
  point(16, 41.75, 43.53),
]

let host: HTMLElement
let root: Root
const sized = ['clientWidth', 'clientHeight'] as const
const original = sized.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name))

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  // Leaflet reads its size from the container: a desktop map's.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 800,
  })
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  })
  host = document.createElement('div')
  document.body.appendChild(host)
})
afterEach(async () => {
  await act(async () => root?.unmount())
  host.remove()
  sized.forEach((name, i) => {
    if (original[i]) Object.defineProperty(HTMLElement.prototype, name, original[i]!)
  })
  vi.unstubAllGlobals()
})

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)))

/** What the map shows: each cluster's label and count, and each pin's label. */
function drawn(scope: Element) {
  const clusters = [...scope.querySelectorAll('.listing-map-cluster')]
  const pins = [...scope.querySelectorAll('.listing-map-pin')]
  return {
    clusters,
    pins,
    total: clusters.reduce((n, c) => n + Number(c.getAttribute('data-count')), 0) + pins.length,
    labels: [...clusters, ...pins].map((el) => el.getAttribute('aria-label')),
  }
}

describe('ClusterMap', () => {
  async function draw(list = points) {
    let ready = false
    root = createRoot(host)
    await act(async () => {
      root.render(
        createElement(ClusterMap, {
          points: list,
          tiles,
          locale: 'en',
          label: s.label,
          onReady: () => {
            ready = true
          },
        }),
      )
    })
    await settle()
    return { ready, map: host.querySelector<HTMLElement>('.listing-map-leaflet')! }
  }

  it('groups crowded listings into named buttons that add up to every listing', async () => {
    const { ready, map } = await draw()
    expect(ready).toBe(true)
    expect(map.getAttribute('role')).toBe('region')
    expect(map.getAttribute('aria-label')).toBe(s.label)
    const shown = drawn(map)
    expect(shown.total).toBe(points.length)
    expect(shown.clusters.length).toBeGreaterThan(0)
    for (const cluster of shown.clusters) {
      const count = Number(cluster.getAttribute('data-count'))
      expect(count).toBeGreaterThan(1)
      expect(cluster.getAttribute('role')).toBe('button')
      expect(cluster.getAttribute('tabindex')).toBe('0')
      expect(cluster.getAttribute('aria-label')).toBe(s.cluster(count))
      expect(cluster.textContent).toBe(String(count))
    }
    // Bakuriani's one listing stands alone: a pin named by its title and price.
    expect(shown.labels).toContain('Listing 16, ₾100,000')
  })

  it('zooms into a cluster on Enter, the focus left on the map', async () => {
    const { map } = await draw()
    const before = drawn(map)
    const cluster = before.clusters.find((c) => c.getAttribute('data-count') === '10') as
      | HTMLElement
      | undefined
    expect(cluster).toBeDefined()
    cluster!.focus()
    await act(async () => {
      cluster!.dispatchEvent(
        new KeyboardEvent('keypress', { key: 'Enter', keyCode: 13, bubbles: true }),
      )
    })
    for (let i = 0; i < 20 && drawn(map).labels.includes(s.cluster(10)); i++) await settle()
    const after = drawn(map)
    expect(after.labels).not.toContain(s.cluster(10))
    // Closer in: Tbilisi's ten split up, and the others are out of view.
    expect(after.total).toBe(10)
    expect(after.clusters.length + after.pins.length).toBeGreaterThan(1)
    expect(document.activeElement).toBe(map)
  })

  it('opens a pin’s popup with its page and price', async () => {
    const { map } = await draw([point(1, 41.7, 44.8)])
    const pin = map.querySelector<HTMLElement>('.listing-map-pin')!
    await act(async () => {
      pin.dispatchEvent(new KeyboardEvent('keypress', { key: 'Enter', keyCode: 13, bubbles: true }))
    })
    await settle()
    const link = map.querySelector('.leaflet-popup a.listing-map-popup-title')
    expect(link?.getAttribute('href')).toBe('/en/properties/p1')
    expect(link?.textContent).toBe('Listing 1')
    expect(map.querySelector('.listing-map-popup-price')?.textContent).toBe('₾100,000')
  })
})

describe('ListingMap', () => {
  it('draws the grid content’s points, and the new ones after a refresh', async () => {
    // Draws at once: no IntersectionObserver to wait for.
    vi.stubGlobal('IntersectionObserver', undefined)
    host.innerHTML = `<div data-loop-grid="g"><div class="loop-grid-content"></div>
      <div class="listing-map"><div class="listing-map-frame" data-map-state="waiting"></div>
      <p data-listing-map-caption=""></p></div></div>`
    const grid = host.querySelector<HTMLElement>('[data-loop-grid]')!
    const content = grid.querySelector<HTMLElement>('.loop-grid-content')!
    const frame = grid.querySelector<HTMLElement>('.listing-map-frame')!
    const caption = grid.querySelector<HTMLElement>('[data-listing-map-caption]')!
    const setContent = (list: ListingMapPoint[], total: number) => {
      const holder = document.createElement('div')
      holder.hidden = true
      holder.setAttribute(LISTING_MAP_DATA_ATTRIBUTE, encodeListingMap({ points: list, total }))
      content.replaceChildren(holder)
    }
    setContent(points, 17)
    root = createRoot(frame)
    await act(async () => root.render(createElement(ListingMap, { locale: 'en', tiles })))
    for (let i = 0; i < 40 && frame.getAttribute('data-map-state') !== 'ready'; i++) await settle()
    expect(frame.getAttribute('data-map-state')).toBe('ready')
    expect(frame.getAttribute('data-map-points')).toBe('16')
    expect(drawn(frame).total).toBe(16)
    expect(caption.textContent).toBe(s.onMap(16, 17))

    // A filter refreshed the grid: Batumi's five.
    setContent(points.slice(10, 15), 5)
    await act(async () => {
      grid.dispatchEvent(
        new CustomEvent(LOOP_REFRESHED_EVENT, { bubbles: true, detail: { widgetId: 'g' } }),
      )
    })
    await settle()
    expect(frame.getAttribute('data-map-points')).toBe('5')
    expect(caption.textContent).toBe(s.onMap(5, 5))
    for (let i = 0; i < 20 && drawn(frame).total !== 5; i++) await settle()
    expect(drawn(frame).total).toBe(5)
  })
})
