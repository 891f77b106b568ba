/**
 * Loop grid parameters in the front (server/loop-query.mjs) and their canonical form
 * (src/features/loop-grid/model/canonical-query.ts). Regressions: "adding `&e-page-x=1` to an
 * unsubscribe, cancel or verify link made the page cache keep that private page", and "random
 * `e-page-*` parameters force a full render each time".
 */
import type { AddressInfo } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { canonicalLoopQuery, type LoopGridParams } from '@/features/loop-grid/model/canonical-query'
import { loopPageOf } from '@/features/loop-grid/server/loop-query'

import { FRONT_HOOKS } from '../../server/body-caps.mjs'
import { createFrontServer } from '../../server/front.mjs'
import { LOOP_QUERY_HEADER, markLoopQuery } from '../../server/loop-query.mjs'
import { createPageCache } from '../../server/page-cache.mjs'
import { closeServer } from './helpers'

const request = (headers: Record<string, string> = {}) =>
  ({ headers }) as unknown as IncomingMessage

let server: Server | undefined

afterEach(async () => {
  delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]
  await closeServer(server)
  server = undefined
})

const GRIDS: LoopGridParams[] = [
  {
    widgetId: 'grid1',
    taxonomies: { district: ['vake', 'vera'], deal: ['rent', 'sale'] },
    totalPages: 3,
  },
  { widgetId: 'news', taxonomies: { category: ['market'] }, totalPages: 1 },
]
const canonical = (query: string) => canonicalLoopQuery(GRIDS, new URLSearchParams(query))

describe('markLoopQuery', () => {
  it('marks e-filter- and e-page- addresses of the paths the loop view serves, and drops a client’s own header', () => {
    for (const [path, marked] of [
      ['/properties?e-filter-grid1-district=vake', true],
      ['/en/properties?x=1&e-page-grid1=2', true],
      ['/?e-filter-home_properties-deal=rent', true],
      ['/properties?filter=e-filter-x', false],
      ['/properties', false],
      ['/news?page=2', false],
      ['/newsletter/unsubscribe?token=t&e-page-x=1', false],
      ['/events/cancel?token=t&e-filter-x-y=z', false],
    ] as const) {
      const req = request({ [LOOP_QUERY_HEADER]: '1' })
      expect(markLoopQuery(req, new URL(path, 'http://x')), path).toBe(marked)
      expect(req.headers[LOOP_QUERY_HEADER], path).toBe(marked ? '1' : undefined)
    }
  })
})

describe('canonicalLoopQuery', () => {
  it('keeps only the parameters of the page’s grids, each once, in one form and one order', () => {
    expect(canonical('e-page-grid1=2&e-page-x=1&utm_source=mail')).toBe('e-page-grid1=2')
    expect(canonical('e-page-junk=1')).toBe('')
    expect(canonical('e-filter-grid1-district=vera+vake&e-page-grid1=02')).toBe(
      'e-filter-grid1-district=vake+vera&e-page-grid1=2',
    )
    expect(canonical('e-page-grid1=2&e-filter-grid1-district=vake%20vera')).toBe(
      'e-filter-grid1-district=vake+vera&e-page-grid1=2',
    )
    // OR and NOT are kept; terms the taxonomy lacks, and taxonomies the grid lacks, are dropped.
    expect(canonical('e-filter-grid1-district=vera~!vake~nowhere')).toBe(
      'e-filter-grid1-district=vera~!vake',
    )
    expect(canonical('e-filter-grid1-district=nowhere&e-filter-grid1-tag=x')).toBe('')
    // Pages: the first is the page itself, past the last is the last, garbage is the first.
    expect(canonical('e-page-grid1=1')).toBe('')
    expect(canonical('e-page-grid1=999999')).toBe('e-page-grid1=3')
    expect(canonical('e-page-grid1=abc&e-page-news=2')).toBe('')
    // The first of repeated parameters, as the grid reads it.
    expect(canonical('e-page-grid1=2&e-page-grid1=3')).toBe('e-page-grid1=2')
  })
})

describe('loopPageOf', () => {
  it('finds the page a loop view would render for the paths next.config.ts rewrites', () => {
    expect(loopPageOf('/')).toEqual({ slug: 'home', locale: 'ka' })
    expect(loopPageOf('/en')).toEqual({ slug: 'home', locale: 'en' })
    expect(loopPageOf('/properties')).toEqual({ slug: 'properties', locale: 'ka' })
    expect(loopPageOf('/en/properties')).toEqual({ slug: 'properties', locale: 'en' })
    for (const path of [
      '/ka',
      '/ka/properties',
      '/home',
      '/newsletter/unsubscribe',
      '/en/a/b',
      '/A',
    ])
      expect(loopPageOf(path), path).toBeNull()
  })
})

/** A front with a page cache; the stand-in for Next renders private pages as Next does. */
async function start(
  hook?: (pathname: string) => Promise<((s: URLSearchParams) => string) | null>,
) {
  const renders: string[] = []
  const asked: string[] = []
  if (hook) {
    ;(globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS] = {
      loopQuery: (pathname: string) => {
        asked.push(pathname)
        return hook(pathname)
      },
    }
  }
  const cache = createPageCache()
  server = createFrontServer({
    pageCache: cache,
    handle: (req: IncomingMessage, res: ServerResponse) => {
      const url = req.url ?? ''
      renders.push(url)
      const dynamic =
        req.headers[LOOP_QUERY_HEADER] === '1' ||
        /^(?:\/en)?\/(?:newsletter|events|account)/.test(url)
      // Private pages and loop views are dynamic renders; the rest is Next's static page.
      res.setHeader(
        'Cache-Control',
        dynamic ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=31536000',
      )
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(`<p>${url} subscriber@example.com</p>`)
    },
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  return { base, cache, renders, asked }
}

async function get(base: string, path: string) {
  const response = await fetch(`${base}${path}`)
  await response.text()
  return response.headers.get('x-page-cache')
}

async function settled(cache: ReturnType<typeof createPageCache>) {
  // Entries are stored once compressed, after the answer.
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 10))
  return cache.stats.stored
}

const gridPage = async (pathname: string) =>
  pathname === '/properties' ? (s: URLSearchParams) => canonicalLoopQuery(GRIDS, s) : null

describe('Private pages cached through loop parameters', () => {
  it('an unsubscribe, cancel or verify link with e-page-x=1 is never kept, with or without the app’s hook', async () => {
    for (const hook of [undefined, gridPage]) {
      const { base, cache, renders } = await start(hook)
      for (const path of [
        '/newsletter/unsubscribe?token=abc&e-page-x=1',
        '/events/cancel?token=abc&e-page-x=1',
        '/account/verify?token=abc&e-filter-x-y=z',
        '/en/newsletter/unsubscribe?token=abc&e-page-x=1',
        '/account?token=abc&e-page-x=1',
      ]) {
        expect(await get(base, path), path).toBeNull()
        await settled(cache)
        expect(await get(base, path), path).toBeNull()
      }
      expect(cache.stats.stored).toBe(0)
      expect(renders).toHaveLength(10)
      // The loop parameters mean nothing there and do not reach the page.
      expect(renders.filter((url) => url.includes('e-'))).toEqual(
        hook ? [] : ['/account?token=abc&e-page-x=1', '/account?token=abc&e-page-x=1'],
      )
      await closeServer(server)
      delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]
    }
  })
})

describe('Random e-page-* parameters force a full render each time', () => {
  it('made-up or reordered loop parameters are answered from the canonical address’s one render', async () => {
    const { base, cache, renders, asked } = await start(gridPage)
    const variants = [
      '/properties?e-page-grid1=2&e-page-x1=1',
      '/properties?e-page-x2=1&e-page-grid1=2',
      '/properties?e-page-grid1=02&utm_source=mail',
      '/properties?e-page-grid1=2&e-page-x3=1',
    ]
    expect(await get(base, variants[0]!)).toBeNull()
    await settled(cache)
    for (const path of variants.slice(1)) expect(await get(base, path), path).toBe('HIT')
    // Only made-up names: the page itself (static, cached as usual).
    expect(await get(base, '/properties?e-page-x4=1')).toBeNull()
    await settled(cache)
    expect(await get(base, '/properties?e-page-x5=1&e-filter-x-y=z')).toBe('HIT')
    expect(await get(base, '/properties')).toBe('HIT')
    // Two spellings of one filter share one render.
    await get(base, '/properties?e-filter-grid1-district=vera+vake+nowhere')
    await settled(cache)
    expect(await get(base, '/properties?e-filter-grid1-district=vake+vera')).toBe('HIT')
    expect(renders).toEqual([
      '/properties?e-page-grid1=2',
      '/properties',
      '/properties?e-filter-grid1-district=vake+vera',
    ])
    // The app is asked once per path.
    expect(asked).toEqual(['/properties'])
  })

  it('a made-up, reordered or out-of-range loop address is sent to its canonical address, never rendered', async () => {
    const { base, renders } = await start(gridPage)
    const location = async (path: string) => {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' })
      await response.text()
      return response.status === 307 ? response.headers.get('location') : response.status
    }
    expect(await location('/properties?e-page-x1=1&utm_source=mail')).toBe(
      '/properties?utm_source=mail',
    )
    expect(await location('/properties?e-page-grid1=9')).toBe('/properties?e-page-grid1=3')
    expect(await location('/properties?e-page-grid1=2&e-filter-grid1-district=vera+vake')).toBe(
      '/properties?e-filter-grid1-district=vake+vera&e-page-grid1=2',
    )
    // A page without grids (the news list) drops them; the canonical address itself is served.
    expect(await location('/en/news?e-page-grid1=2&x=1')).toBe('/en/news?x=1')
    expect(await location('/properties?e-filter-grid1-district=vake+vera&e-page-grid1=2')).toBe(200)
    expect(renders).toEqual(['/properties?e-filter-grid1-district=vake+vera&e-page-grid1=2'])
  })

  it('a publish asks the app again (a grid may have been added), and a session’s request is left as it is', async () => {
    const { base, cache, renders, asked } = await start(gridPage)
    await get(base, '/properties?e-page-grid1=2&e-page-x=1')
    cache.purge()
    await get(base, '/properties?e-page-grid1=3')
    expect(asked).toEqual(['/properties', '/properties'])
    const session = await fetch(`${base}/properties?e-page-grid1=2&e-page-x=1`, {
      headers: { cookie: 'payload-token=abc' },
    })
    await session.text()
    expect(renders).toEqual([
      '/properties?e-page-grid1=2',
      '/properties?e-page-grid1=3',
      '/properties?e-page-grid1=2&e-page-x=1',
    ])
  })
})
