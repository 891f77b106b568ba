/**
 * Site search in the front's page cache (server/page-queries.mjs with the app's reading of a
 * search address, src/features/search/server/page-query.ts): a query asked again is answered from
 * the cache (one asked once is never kept), every spelling of one query shares it, nothing private
 * is kept, a publish empties it, and the per-address limit still counts searches the cache answers.
 */
import type { AddressInfo } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { MAX_QUERY_LENGTH } from '@/features/search/model/normalise'
import { SEARCH_RENDER_CACHE_SECONDS, searchPageQuery } from '@/features/search/server/page-query'

import { FRONT_HOOKS } from '../../server/body-caps.mjs'
import { createFrontServer } from '../../server/front.mjs'
import { createPageCache } from '../../server/page-cache.mjs'
import { closeServer } from './helpers'

let server: Server | undefined

afterEach(async () => {
  delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]
  await closeServer(server)
  server = undefined
})

describe('searchPageQuery', () => {
  const read = (address: string) => searchPageQuery(new URL(address, 'http://x'))

  it('reads a search page’s query and page alone, in one spelling', () => {
    expect(read('/search?q=ბინა')).toEqual({
      search: `q=${encodeURIComponent('ბინა')}`,
      renderSeconds: SEARCH_RENDER_CACHE_SECONDS,
    })
    expect(read('/en/search?utm_source=mail&page=2&q=%20flat%20')?.search).toBe('q=flat&page=2')
    // The first of repeated parameters, as the page reads them; junk pages are the first.
    expect(read('/search?q=a&q=b&page=x')?.search).toBe('q=a')
    expect(read('/search?q=a&page=1')?.search).toBe('q=a')
    // Past the last page served: the last one (the page shows the same).
    expect(read('/search?q=a&page=999999')?.search).toBe('q=a&page=100')
    // No query: the search page itself.
    expect(read('/search?page=3&x=1')?.search).toBe('')
    // A query is cut where the page cuts it.
    const long = read(`/search?q=${'ა'.repeat(5000)}`)!.search
    expect(new URLSearchParams(long).get('q')).toHaveLength(MAX_QUERY_LENGTH)
  })

  it('is null for every other page', () => {
    for (const path of ['/', '/news?q=a', '/searching?q=a', '/en/news', '/search/more?q=a']) {
      expect(read(path), path).toBeNull()
    }
  })
})

/** A front with a page cache and the app's hooks; the stand-in for Next renders search as private. */
async function start({ limit = Infinity } = {}) {
  const renders: string[] = []
  const counted: string[] = []
  ;(globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS] = {
    pageQuery: (url: URL) => searchPageQuery(url),
    pageLimit: async (url: URL, ip: string) => {
      if (!url.searchParams.get('q')) return null
      counted.push(ip)
      return counted.length > limit
        ? { status: 429, headers: { 'Retry-After': '60' }, body: '<p>429</p>' }
        : null
    },
  }
  const cache = createPageCache()
  server = createFrontServer({
    pageCache: cache,
    trustProxy: '127.0.0.1',
    handle: (req: IncomingMessage, res: ServerResponse) => {
      const url = req.url ?? ''
      renders.push(url)
      // Next marks a force-dynamic page private, like every per-request render.
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(`<p>${url}</p>`)
    },
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  return { base, cache, renders, counted }
}

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    headers: { 'x-forwarded-for': '203.0.113.7', ...headers },
  })
  await response.text()
  return { status: response.status, cache: response.headers.get('x-page-cache') }
}

async function stored(cache: ReturnType<typeof createPageCache>, count: number) {
  // Entries are stored once compressed, after the answer.
  for (let i = 0; i < 100 && cache.stats.stored < count; i++) {
    await new Promise((r) => setTimeout(r, 10))
  }
  return cache.stats.stored
}

describe('Site search in the page cache', () => {
  it('a search asked again, in any spelling, is answered from one kept render', async () => {
    const { base, cache, renders } = await start()
    // Asked once: rendered, not kept.
    expect(await get(base, '/search?q=ბინა ვაკეში')).toEqual({ status: 200, cache: null })
    expect(await get(base, '/search?q=once')).toEqual({ status: 200, cache: null })
    // Asked again (another spelling): rendered and kept.
    expect(await get(base, '/search?q=%20ბინა%20ვაკეში&x=1')).toEqual({ status: 200, cache: null })
    expect(await stored(cache, 1)).toBe(1)
    for (const path of [
      '/search?q=ბინა ვაკეში',
      '/search?q=%20ბინა%20ვაკეში%20&utm_source=mail',
      '/search?page=1&q=ბინა+ვაკეში',
    ]) {
      expect(await get(base, path), path).toEqual({ status: 200, cache: 'HIT' })
    }
    await get(base, '/en/search?q=flat&page=999')
    await get(base, '/en/search?q=flat&page=100')
    await stored(cache, 2)
    expect((await get(base, '/en/search?q=flat&page=101')).cache).toBe('HIT')
    const vake = `/search?q=${encodeURIComponent('ბინა ვაკეში').replace(/%20/g, '+')}`
    expect(renders).toEqual([
      vake,
      '/search?q=once',
      vake,
      '/en/search?q=flat&page=100',
      '/en/search?q=flat&page=100',
    ])
    expect(cache.stats.stored).toBe(2)
  })

  it('a signed-in visitor’s search is rendered for them and never kept; a publish empties the cache', async () => {
    const { base, cache, renders } = await start()
    const session = { cookie: 'payload-token=abc' }
    expect(await get(base, '/search?q=a&x=1', session)).toEqual({ status: 200, cache: null })
    expect(await get(base, '/search?q=a&x=1', session)).toEqual({ status: 200, cache: null })
    expect(renders).toEqual(['/search?q=a&x=1', '/search?q=a&x=1'])
    expect(cache.stats.stored).toBe(0)
    await get(base, '/search?q=a')
    await get(base, '/search?q=a')
    await stored(cache, 1)
    expect((await get(base, '/search?q=a')).cache).toBe('HIT')
    cache.purge()
    expect((await get(base, '/search?q=a')).cache).toBeNull()
    expect(renders).toHaveLength(5)
  })

  it('the per-address limit counts searches the cache answers too', async () => {
    const { base, cache, counted } = await start({ limit: 3 })
    await get(base, '/search?q=a')
    await get(base, '/search?q=a')
    await stored(cache, 1)
    expect(await get(base, '/search?q=a')).toEqual({ status: 200, cache: 'HIT' })
    expect((await get(base, '/search?q=a')).status).toBe(429)
    expect(counted).toHaveLength(4)
  })
})
