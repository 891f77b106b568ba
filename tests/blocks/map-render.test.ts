/**
 * What the map block's server component renders, which is what a visitor without JavaScript gets
 * (issue 29): the element with the original's data attributes, the address, the maps-app link,
 * and the static image only with a key. Rendered with a stand-in for Payload's Local API.
 */
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { MapComponent } from '@/blocks/Map/Component'
import type { MapBlock, SiteSetting } from '@/payload-types'

const KEY = 'AIzaSyTEST_key-0123456789abcdefghijklm'

async function render(
  block: Partial<MapBlock>,
  maps: SiteSetting['maps'] | null,
  locale: 'ka' | 'en' = 'en',
) {
  const payload = {
    findGlobal: async ({ slug }: { slug: string }) => {
      expect(slug).toBe('site-settings')
      return { maps }
    },
  } as unknown as Payload
  const element = await MapComponent({
    block: { blockType: 'map', mapType: 'basic', ...block } as MapBlock,
    locale,
    site: { payload, draftViewer: async () => null },
    index: 1,
  })
  return renderToStaticMarkup(element)
}

/** The map element's opening tag. */
const mapElement = (html: string) => /<div id="ekit-google-map-[^"]*"[^>]*>/.exec(html)?.[0] ?? ''

describe('map block without JavaScript', () => {
  it('carries its configuration as the original’s data attributes, with the spec’s defaults', async () => {
    const html = await render({ id: 'm1', address: '37 Chavchavadze Ave, Tbilisi' }, null)
    const element = mapElement(html)
    expect(element).toContain('class="ekit-google-map map-frame"')
    expect(element).toContain('data-map_type="basic"')
    expect(element).toContain('data-map_lat="23.7808875"')
    expect(element).toContain('data-map_lng="90.2792373"')
    expect(element).toContain('data-map_zoom="14"')
    expect(element).toContain('data-map_addr="37 Chavchavadze Ave, Tbilisi"')
    expect(element).toContain('data-map-provider="leaflet"')
    expect(element).not.toContain('data-api_key')
  })

  it('shows the address and a maps-app link, and no image without a key', async () => {
    const html = await render(
      { mapType: 'static', address: '37 Chavchavadze Ave, Tbilisi', lat: 41.70963, lng: 44.76398 },
      null,
    )
    expect(html).toContain('<span class="map-address">37 Chavchavadze Ave, Tbilisi</span>')
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=41.70963%2C44.76398"',
    )
    expect(html).toContain('>Open in a maps app</a>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('maps.googleapis.com')
  })

  it('a static map with a key is the Static Maps image, the key appended, and needs no script', async () => {
    const html = await render(
      { mapType: 'static', address: 'Tbilisi', lat: 41.70963, lng: 44.76398 },
      { googleMapsApiKey: KEY },
      'ka',
    )
    const src = /<img src="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
    expect(src).toMatch(/^https:\/\/maps\.googleapis\.com\/maps\/api\/staticmap\?/)
    expect(src!.endsWith(`&key=${KEY}`)).toBe(true)
    expect(html).toContain('alt="რუკა: Tbilisi"')
    expect(html).toContain('width="610" height="300"')
    expect(mapElement(html)).toContain('data-map-provider="static"')
    expect(mapElement(html)).toContain(`data-api_key="${KEY}"`)
    expect(html).toContain('>რუკების აპლიკაციაში გახსნა</a>')
  })

  it('a markers map lists each place with its own maps-app link', async () => {
    const html = await render(
      {
        mapType: 'marker',
        markers: [
          { lat: 41.70963, lng: 44.76398, title: 'Tbilisi office', content: '37 Chavchavadze Ave' },
          { lat: 41.64873, lng: 41.63796, title: 'Batumi office', content: '12 Rustaveli St' },
        ],
      },
      null,
    )
    const items = html.match(/<li>.*?<\/li>/g) ?? []
    expect(items).toEqual([
      '<li><strong>Tbilisi office</strong><span class="map-place-text">37 Chavchavadze Ave</span><a class="map-app-link" href="https://www.google.com/maps/search/?api=1&amp;query=41.70963%2C44.76398" rel="noopener">Open in a maps app</a></li>',
      '<li><strong>Batumi office</strong><span class="map-place-text">12 Rustaveli St</span><a class="map-app-link" href="https://www.google.com/maps/search/?api=1&amp;query=41.64873%2C41.63796" rel="noopener">Open in a maps app</a></li>',
    ])
  })

  it('a route without a key: its element, the address and directions in a maps app', async () => {
    const html = await render(
      {
        mapType: 'routes',
        address: 'Tbilisi',
        route: {
          originLat: 41.7,
          originLng: 44.8,
          destinationLat: 41.71,
          destinationLng: 44.75,
          travelMode: 'driving',
        },
      },
      null,
    )
    expect(mapElement(html)).toContain('data-map_routes_travel_mode="driving"')
    expect(mapElement(html)).toContain('data-map-provider="none"')
    expect(html).toContain('>Directions in a maps app (by car)</a>')
    expect(html).toContain('https://www.google.com/maps/dir/?api=1&amp;origin=41.7%2C44.8')
  })
})
