/**
 * The front's page cache (server/page-cache.mjs) around a recording handler standing in for Next:
 * what it keeps, what it never keeps, which representation it answers with, and purging.
 */
import type { AddressInfo } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { canonicalLoopQuery } from '@/features/loop-grid/model/canonical-query'

import { createFrontServer } from '../../server/front.mjs'
import { createPageCache, exposePageCache } from '../../server/page-cache.mjs'
import { FRONT_HOOKS, PAGE_CACHE } from '../../server/symbols.mjs'
import { closeServer } from './helpers'

const revalidatePath = vi.fn()
vi.mock('next/cache', () => ({ revalidatePath: (...args: unknown[]) => revalidatePath(...args) }))
const { revalidatePublicSite } = await import('@/utilities/page-cache')

let server: Server | undefined

afterEach(async () => {
  delete (globalThis as { [PAGE_CACHE]?: unknown })[PAGE_CACHE]
  delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]
  await closeServer(server)
  server = undefined
})

interface Answer {
  status?: number
  cacheControl?: string
  setCookie?: string
  nextCache?: string
  type?: string
  /** Milliseconds the handler waits before answering. */
  delay?: number
  /** The answer's encoding when the visitor accepts gzip: gzip, as Next compresses (default). */
  encoding?: 'gzip' | 'identity' | 'x-unknown'
}

/** A front with a page cache; `answer(path)` decides what the stand-in for Next says. */
async function start(answer: (url: string) => Answer = () => ({}), options = {}) {
  const seen: Array<{ url: string; acceptEncoding?: string; cookie?: string }> = []
  let version = 1
  const cache = createPageCache(options)
  exposePageCache(cache)
  server = createFrontServer({
    pageCache: cache,
    handle: async (req: IncomingMessage, res: ServerResponse) => {
      const url = req.url ?? ''
      seen.push({
        url,
        acceptEncoding: req.headers['accept-encoding'] as string | undefined,
        cookie: req.headers.cookie,
      })
      const a = { cacheControl: 's-maxage=31536000', ...answer(url) }
      const body = `<!doctype html><p>${url} v${version} ${'ქართული ტექსტი '.repeat(200)}</p>`
      if (a.delay) await new Promise((resolve) => setTimeout(resolve, a.delay))
      res.statusCode = a.status ?? 200
      res.setHeader('Content-Type', a.type ?? 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', a.cacheControl)
      res.setHeader('Vary', 'rsc, next-router-state-tree, Accept-Encoding')
      if (a.setCookie) res.setHeader('Set-Cookie', a.setCookie)
      if (a.nextCache) res.setHeader('x-nextjs-cache', a.nextCache)
      const encoding = /gzip/.test(String(req.headers['accept-encoding'] ?? ''))
        ? (a.encoding ?? 'gzip')
        : 'identity'
      const bytes = encoding === 'identity' ? Buffer.from(body) : gzipSync(body)
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
      // Written in parts, as a streamed render is.
      res.write(bytes.subarray(0, 100))
      res.end(bytes.subarray(100))
    },
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server!.address() as AddressInfo
  return {
    seen,
    cache,
    base: `http://127.0.0.1:${port}`,
    publish: () => {
      version++
    },
  }
}

/** Waits until the cache has stored `n` entries (compression runs after the answer). */
async function stored(cache: ReturnType<typeof createPageCache>, n: number) {
  for (let i = 0; i < 200 && cache.stats.stored < n; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  expect(cache.stats.stored).toBe(n)
}

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  // fetch would decode the body itself; the raw bytes show which encoding was sent.
  const { request } = await import('node:http')
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

function text(answer: { headers: Record<string, unknown>; body: Buffer }): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString()
  if (encoding === 'gzip') return gunzipSync(answer.body).toString()
  return answer.body.toString()
}

describe('the page cache', () => {
  it('answers a public page from memory after the first render, compressed as the visitor accepts', async () => {
    const { seen, cache, base } = await start()
    const first = await get(base, '/news', { 'accept-encoding': 'gzip, br' })
    expect(first.status).toBe(200)
    expect(first.headers['x-page-cache']).toBeUndefined()
    // The first visitor gets the render compressed as they asked; the cache decodes its copy.
    expect(seen[0]?.acceptEncoding).toBe('gzip, br')
    expect(first.headers['content-encoding']).toBe('gzip')
    await stored(cache, 1)

    const br = await get(base, '/news', { 'accept-encoding': 'gzip, br' })
    const gz = await get(base, '/news', { 'accept-encoding': 'gzip' })
    const plain = await get(base, '/news')
    expect(seen).toHaveLength(1)
    expect([br, gz, plain].map((a) => a.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
    ])
    for (const a of [br, gz, plain]) {
      expect(a.headers['x-page-cache']).toBe('HIT')
      expect(text(a)).toBe(text(first))
      expect(a.headers['vary']).toMatch(/Accept-Encoding/)
      expect(Number(a.headers['content-length'])).toBe(a.body.length)
      // Security headers are the front's, per request, and still there on a hit.
      expect(a.headers['x-content-type-options']).toBe('nosniff')
      expect(a.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/)
    }
    // Each encoding has its own ETag, so a validator of one is never used for another.
    expect(new Set([br, gz, plain].map((a) => a.headers['etag'])).size).toBe(3)
    expect(br.body.length).toBeLessThan(plain.body.length / 3)
  })

  it('keeps a render sent uncompressed, never one in an encoding it cannot read or past its size', async () => {
    const plain = await start()
    await get(plain.base, '/news')
    await stored(plain.cache, 1)
    const hit = await get(plain.base, '/news', { 'accept-encoding': 'br' })
    expect(hit.headers['x-page-cache']).toBe('HIT')
    expect(text(hit)).toContain('/news v1')
    await closeServer(server)

    const unknown = await start(() => ({ encoding: 'x-unknown' }))
    await get(unknown.base, '/news', { 'accept-encoding': 'gzip' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const again = await get(unknown.base, '/news', { 'accept-encoding': 'gzip' })
    expect(again.headers['x-page-cache']).toBeUndefined()
    expect(unknown.seen).toHaveLength(2)
    expect(unknown.cache.stats.stored).toBe(0)
    await closeServer(server)

    // Under 1 KB gzipped, about 8 KB decoded: over an entry's limit only once decoded.
    const small = await start(() => ({}), { maxEntryBytes: 5_000 })
    const first = await get(small.base, '/news', { 'accept-encoding': 'gzip' })
    expect(first.body.length).toBeLessThan(1_000)
    expect(gunzipSync(first.body).length).toBeGreaterThan(5_000)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await get(small.base, '/news', { 'accept-encoding': 'gzip' })
    expect(small.seen).toHaveLength(2)
    expect(small.cache.stats.stored).toBe(0)
  })

  it('keeps a large page compressed only and decodes it for a visitor who accepts no compression', async () => {
    // The stand-in's page is about 6 KB: "large" here.
    const { seen, cache, base } = await start(() => ({}), { maxIdentityBytes: 1_000 })
    const first = await get(base, '/sitemap.xml', { 'accept-encoding': 'gzip' })
    await stored(cache, 1)
    const page = text(first)
    expect(Buffer.byteLength(page)).toBeGreaterThan(1_000)
    // Only the brotli and gzip copies are held (the repeated text compresses well).
    expect(cache.bytes()).toBeLessThan(1_000)
    const plain = await get(base, '/sitemap.xml', { 'accept-encoding': 'identity' })
    expect(plain.headers['x-page-cache']).toBe('HIT')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length)
    expect(plain.body.toString()).toBe(page)
    const head = await new Promise<Record<string, unknown>>((resolve, reject) => {
      import('node:http').then(({ request }) =>
        request(`${base}/sitemap.xml`, { method: 'HEAD' }, (res) => {
          res.resume()
          resolve(res.headers)
        })
          .on('error', reject)
          .end(),
      )
    })
    expect(head['x-page-cache']).toBe('HIT')
    expect(Number(head['content-length'])).toBe(Buffer.byteLength(page))
    const br = await get(base, '/sitemap.xml', { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(text(br)).toBe(page)
    expect(seen).toHaveLength(1)
  })

  it('keeps each locale and each query apart', async () => {
    const { seen, cache, base } = await start()
    await get(base, '/news')
    await get(base, '/en/news')
    await get(base, '/news?page=2')
    await stored(cache, 3)
    const en = await get(base, '/en/news')
    const ka = await get(base, '/news')
    expect(text(en)).toContain('/en/news v1')
    expect(text(ka)).toContain('<p>/news v1')
    expect(text(await get(base, '/news?page=2'))).toContain('/news?page=2 v1')
    expect(seen).toHaveLength(3)
  })

  it('answers 304 to its own validator and HEAD without a body', async () => {
    const { cache, base } = await start()
    await get(base, '/')
    await stored(cache, 1)
    const hit = await get(base, '/', { 'accept-encoding': 'br' })
    const again = await get(base, '/', {
      'accept-encoding': 'br',
      'if-none-match': String(hit.headers['etag']),
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    // The gzip validator does not match the brotli representation.
    const other = await get(base, '/', {
      'accept-encoding': 'gzip',
      'if-none-match': String(hit.headers['etag']),
    })
    expect(other.status).toBe(200)
    const { request } = await import('node:http')
    const head = await new Promise<{ status: number; length: string | undefined; bytes: number }>(
      (resolve) => {
        const req = request(`${base}/`, { method: 'HEAD' }, (res) => {
          let bytes = 0
          res.on('data', (c: Buffer) => (bytes += c.length))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, length: res.headers['content-length'], bytes }),
          )
        })
        req.end()
      },
    )
    expect(head).toMatchObject({ status: 200, bytes: 0 })
    expect(Number(head.length)).toBeGreaterThan(1000)
  })

  it('never keeps what is private: no-store pages, cookies set, errors, stale renders', async () => {
    const answers: Record<string, Answer> = {
      '/account': { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' },
      '/with-cookie': { setCookie: 'visitor=1; Path=/' },
      '/missing': { status: 404 },
      '/stale': { nextCache: 'STALE' },
      '/no-shared-age': { cacheControl: 'public, max-age=0' },
    }
    const { seen, cache, base } = await start((url) => answers[url] ?? {})
    for (const path of Object.keys(answers)) {
      await get(base, path)
      await get(base, path)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(cache.stats.stored).toBe(0)
    expect(seen).toHaveLength(10)
  })

  it('keeps a loop grid address rendered per request for LOOP_VIEW_CACHE_SECONDS, for visitors without a session', async () => {
    // The app tells which parameters the page's grids read (src/instrumentation.ts).
    ;(globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS] = {
      loopQuery: async (pathname: string) =>
        pathname === '/properties'
          ? (search: URLSearchParams) =>
              canonicalLoopQuery(
                [
                  {
                    widgetId: 'properties',
                    taxonomies: { district: ['vake', 'vera'] },
                    totalPages: 1,
                  },
                ],
                search,
              )
          : null,
    }
    const dynamic = { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' }
    const { seen, cache, base } = await start((url) =>
      url.includes('e-filter-') || url.startsWith('/account') ? dynamic : {},
    )
    const filtered = '/properties?e-filter-properties-district=vake~vera'
    await get(base, filtered)
    await stored(cache, 1)
    const hit = await get(base, filtered, { 'accept-encoding': 'br' })
    expect(hit.headers['x-page-cache']).toBe('HIT')
    expect(hit.headers['cache-control']).toMatch(/no-store/)
    // Another filter is another entry; a session still goes to Next; a private page without a
    // grid parameter is still never kept.
    await get(base, '/properties?e-filter-properties-district=vake')
    await get(base, filtered, { cookie: 'payload-token=abc' })
    await get(base, '/account')
    await get(base, '/account')
    await stored(cache, 2)
    expect(seen.map((s) => s.url)).toEqual([
      filtered,
      '/properties?e-filter-properties-district=vake',
      filtered,
      '/account',
      '/account',
    ])
    // A publish empties it like any other page.
    await revalidatePublicSite()
    await get(base, filtered)
    expect(seen).toHaveLength(6)
  })

  it('keeps a render that Next marks private no longer than the seconds it was given', async () => {
    const cache = createPageCache()
    const { createServer } = await import('node:http')
    let renders = 0
    server = createServer((req, res) =>
      cache.handleRequest(
        req,
        res,
        new URL(req.url ?? '/', 'http://localhost'),
        () => {
          renders++
          res.setHeader('Cache-Control', 'private, no-store')
          res.end('<p>grid</p>')
        },
        { renderSeconds: 1 },
      ),
    )
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
    await get(base, '/properties?e-page-properties=2')
    await stored(cache, 1)
    expect((await get(base, '/properties?e-page-properties=2')).headers['x-page-cache']).toBe('HIT')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await get(base, '/properties?e-page-properties=2')
    expect(renders).toBe(2)
  })

  it('lets requests with a session, draft or preview cookie, and RSC navigations, through to Next', async () => {
    const { seen, cache, base } = await start()
    await get(base, '/news')
    await stored(cache, 1)
    await get(base, '/news', { cookie: 'payload-token=abc' })
    await get(base, '/news', { cookie: 'theme=dark; __prerender_bypass=1' })
    await get(base, '/news', { cookie: '__next_preview_data=x' })
    await get(base, '/news', { rsc: '1' })
    await get(base, '/news', { authorization: 'Bearer x' })
    expect(seen).toHaveLength(6)
    // An unrelated cookie (a spam-check session) still gets the cached page.
    const hit = await get(base, '/news', { cookie: 'apbct_timestamp=1' })
    expect(hit.headers['x-page-cache']).toBe('HIT')
    // Never the admin, the API or the compatible endpoints.
    await get(base, '/api/pages')
    await get(base, '/api/pages')
    await get(base, '/admin')
    await get(base, '/wp-json/x')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(cache.stats.stored).toBe(1)
  })

  it('a publish is visible on the next request: revalidating purges the cache', async () => {
    const { cache, base, publish } = await start()
    await get(base, '/')
    await stored(cache, 1)
    expect(text(await get(base, '/'))).toContain('v1')
    publish()
    // What the app runs on every publish (src/hooks/revalidate.ts); Next's part is mocked.
    revalidatePublicSite()
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout')
    const after = await get(base, '/')
    expect(after.headers['x-page-cache']).toBeUndefined()
    expect(text(after)).toContain('v2')
  })

  it('a render that began before a purge is not kept', async () => {
    const { cache, base, publish } = await start(() => ({ delay: 150 }))
    const slow = get(base, '/news')
    await new Promise((resolve) => setTimeout(resolve, 50))
    publish()
    cache.purge()
    await slow
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(cache.stats.stored).toBe(0)
    expect(text(await get(base, '/news'))).toContain('v2')
  })

  it('stays within its memory and expires entries with Next’s s-maxage', async () => {
    const { cache, base } = await start(
      (url) => (url === '/short' ? { cacheControl: 's-maxage=1, stale-while-revalidate=1' } : {}),
      { maxBytes: 10_000 },
    )
    for (const path of ['/a', '/b', '/c', '/d', '/e']) await get(base, path)
    await stored(cache, 5)
    // Each entry is ~8 KB uncompressed plus its compressed copies: one fits at a time.
    expect(cache.size()).toBe(1)
    await get(base, '/short')
    await stored(cache, 6)
    expect((await get(base, '/short')).headers['x-page-cache']).toBe('HIT')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await get(base, '/short')).headers['x-page-cache']).toBeUndefined()
  })
})
