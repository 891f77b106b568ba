/**
 * The listing map's points against a real database (SQLite and PostgreSQL): every listing the
 * grid's filters and ranges match, not only the page shown, in the grid's order, each with its
 * place, title, page and price; listings without a place counted but not drawn; the cap (3 here)
 * read a chunk at a time; the points in the grid's content on the page and in refresh-loop's
 * answer for a filter; none for a grid that does not ask for the map.
 */
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { formatPrices } from '@/features/properties/model/price'
import { readWidgetFilters } from '@/lib/loop-filter'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const current = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('@/data/payload', () => ({
  getPayloadClient: async () => current.payload,
  getDraftViewer: async () => null,
  isDraftMode: async () => false,
}))
// A cap of 3 (and chunks of 3 ids) shows the cap and the chunked reading with a few listings.
vi.mock('@/features/loop-grid/model/listing-map', async (original) => ({
  ...(await original<typeof import('@/features/loop-grid/model/listing-map')>()),
  LISTING_MAP_MAX_POINTS: 3,
}))

const { resolveGrid } = await import('@/features/loop-grid/server/grid')
const { LoopGridContent } = await import('@/features/loop-grid/components/LoopGridContent')
const { forgetRefreshAnswers, refreshLoop } = await import(
  '@/features/loop-grid/server/refresh-loop'
)
const { LoopGridComponent } = await import('@/features/loop-grid/block/LoopGrid/Component')
const { decodeListingMap, LISTING_MAP_DATA_ATTRIBUTE } = await import(
  '@/features/loop-grid/model/listing-map'
)

/** The points the grid's content carries, decoded as the map's script reads them. */
function pointsIn(html: string) {
  const match = html.match(new RegExp(`${LISTING_MAP_DATA_ATTRIBUTE}="([^"]*)"`))
  if (!match) return null
  const text = match[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
  return decodeListingMap(text)
}

describe.each(databaseKinds)('the listing map’s points on %s', (kind) => {
  let t: TestPayload
  let pageId = 0
  const ids: Record<string, number> = {}
  const grid = {
    blockType: 'loopGrid' as const,
    source: 'properties' as const,
    perPage: 1,
    widgetId: 'grid1',
    map: { show: true },
  }

  beforeAll(async () => {
    t = await startPayload(kind)
    current.payload = t.payload
    const p = t.payload
    const district = async (slug: string, city: 'tbilisi' | 'batumi') =>
      (await p.create({ collection: 'property-districts', data: { title: slug, slug, city } })).id
    const type = (await p.create({ collection: 'property-types', data: { title: 'f', slug: 'f' } }))
      .id
    const d = { vake: await district('vake', 'tbilisi'), old: await district('old', 'batumi') }
    // [slug, district, deal, price, place], created oldest first (the list is newest first).
    const rows: [
      string,
      keyof typeof d,
      'sale' | 'rent',
      number | null,
      [number, number] | null,
    ][] = [
      ['a', 'vake', 'sale', 520_000, [41.709, 44.76]],
      ['b', 'vake', 'rent', 3_500, [41.71, 44.761]],
      ['c', 'vake', 'sale', null, null],
      ['d', 'old', 'sale', 310_000, [41.645, 41.635]],
      ['e', 'old', 'sale', 280_000, [41.646, 41.636]],
      ['f', 'vake', 'sale', 610_000, [41.711, 44.762]],
    ]
    for (const [slug, dk, dealType, priceGel, place] of rows) {
      const doc = await p.create({
        collection: 'properties',
        locale: 'ka',
        data: {
          title: `ბინა ${slug}`,
          slug,
          dealType,
          status: 'available',
          district: d[dk],
          propertyType: type,
          priceGel,
          location: place ? { latitude: place[0], longitude: place[1] } : undefined,
          _status: 'published',
        },
      })
      await p.update({
        collection: 'properties',
        id: doc.id,
        locale: 'en',
        data: { title: `Listing ${slug}`, _status: 'published' },
      })
      ids[slug] = doc.id
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const page = await p.create({
      collection: 'pages',
      locale: 'ka',
      data: {
        title: 'უძრავი ქონება',
        slug: 'properties',
        _status: 'published',
        layout: [
          { blockType: 'taxonomyFilter', selectedTaxonomy: 'district', logicalJoin: 'OR' },
          grid,
        ],
      },
    })
    pageId = page.id
  }, 180_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  beforeEach(() => forgetRefreshAnswers())

  const resolve = (
    query: string,
    locale: 'ka' | 'en' = 'en',
    block: typeof grid | Omit<typeof grid, 'map'> = grid,
  ) =>
    resolveGrid(t.payload, {
      block,
      widgetId: 'grid1',
      locale,
      filters: readWidgetFilters(new URLSearchParams(query), 'grid1', ['district', 'type', 'deal']),
      page: 1,
      baseUrl: '/en/properties',
      search: new URLSearchParams(query),
    })

  it('points at the listings of every page, in the list’s order, up to the cap', async () => {
    const state = await resolve('')
    // One card per page, but the map has every listing with a place (c has none), newest first;
    // the cap of 3 stops at the third.
    expect(state.cards).toHaveLength(1)
    expect(state.map?.total).toBe(6)
    expect(state.map?.points.map((p) => p.id)).toEqual([ids.f, ids.e, ids.d])
    expect(state.map?.points[0]).toEqual({
      id: ids.f,
      lat: 41.711,
      lng: 44.762,
      title: 'Listing f',
      url: '/en/properties/f',
      price: formatPrices({ priceGel: 610_000 }, 'en').join(''),
    })
  })

  it('follows the grid’s filters and ranges, the same logic as the list', async () => {
    const vake = await resolve('e-filter-grid1-district=vake')
    expect(vake.total).toBe(4)
    expect(vake.map?.total).toBe(4)
    // c (no place) is counted, not drawn.
    expect(vake.map?.points.map((p) => p.id)).toEqual([ids.f, ids.b, ids.a])
    const cheap = await resolve('e-filter-grid1-price_max=300000')
    expect(cheap.map?.points.map((p) => p.id)).toEqual([ids.e, ids.b])
    const rent = await resolve('e-filter-grid1-district=vake&e-filter-grid1-price_max=5000')
    expect(rent.map?.points).toHaveLength(1)
    expect(rent.map?.points[0]?.price).toBe(
      `${formatPrices({ priceGel: 3_500 }, 'en').join('')} a month`,
    )
  })

  it('titles and links each point in the page’s language', async () => {
    const state = await resolve('e-filter-grid1-district=old', 'ka')
    expect(state.map?.points.map((p) => [p.title, p.url])).toEqual([
      ['ბინა e', '/properties/e'],
      ['ბინა d', '/properties/d'],
    ])
  })

  it('has no points for a grid without the map', async () => {
    const { map: _map, ...plain } = grid
    const state = await resolve('', 'en', plain)
    expect(state.map).toBeUndefined()
    const html = renderToStaticMarkup(createElement(LoopGridContent, { state }))
    expect(html).not.toContain(LISTING_MAP_DATA_ATTRIBUTE)
  })

  it('carries the points in the content, on the page and in refresh-loop’s answer', async () => {
    const state = await resolve('e-filter-grid1-district=old')
    const html = renderToStaticMarkup(createElement(LoopGridContent, { state }))
    expect(pointsIn(html)).toEqual(state.map)
    const response = await refreshLoop(
      async () => current.payload!,
      new Request('http://localhost/wp-json/elementor-pro/v1/refresh-loop', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          post_id: pageId,
          widget_id: 'grid1',
          widget_filters: { taxonomy: { district: { terms: ['old'], logicalJoin: 'OR' } } },
          pagination_base_url: '/en/properties?e-filter-grid1-district=old',
        }),
      }),
    )
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: string }
    expect(pointsIn(data)).toEqual(state.map)
    expect(pointsIn(data)?.points.map((p) => p.id)).toEqual([ids.e, ids.d])
  })

  it('renders the map’s frame beside the list, its height kept, with the count under it', async () => {
    const render = async (block: typeof grid | Omit<typeof grid, 'map'>, query: string) =>
      renderToStaticMarkup(
        await LoopGridComponent({
          block: { ...block, id: 'x' },
          locale: 'en',
          site: { payload: current.payload!, draftViewer: async () => null },
          index: 1,
          pageId,
          search: new URLSearchParams(query),
        }),
      )
    const html = await render(grid, 'e-filter-grid1-district=vake')
    expect(html).toMatch(
      /<div class="loop-grid-body"><div class="loop-grid-content"[^>]*>.*<\/div><div class="listing-map">/s,
    )
    expect(html).toContain('class="listing-map-frame" data-map-state="waiting" data-map-points="3"')
    expect(html).toContain('3 of 4 properties on the map')
    const { map: _map, ...plain } = grid
    const without = await render(plain, '')
    expect(without).not.toContain('listing-map')
    expect(without).not.toContain('loop-grid-body')
  })
})
