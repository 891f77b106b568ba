/**
 * Site search's rate limit: the front asks the app's `pageLimit` hook before Next renders a
 * search (server/page-limits.mjs), and the search feature counts queries per address and answers
 * a refusal: 429, Retry-After, a page in the visitor's language that says so.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { searchPageLimit, searchPageLocale } from '@/features/search/server/page-limit'
import { resetRateLimits } from '@/lib/rate-limit'

import { pageRefusal, sendRefusal } from '../../server/page-limits.mjs'
import { FRONT_HOOKS } from '../../server/symbols.mjs'

beforeEach(async () => {
  vi.stubEnv('REDIS_URL', '')
  vi.stubEnv('RATE_LIMIT_SEARCH', '2/60')
  await resetRateLimits()
})

afterEach(async () => {
  vi.unstubAllEnvs()
  await resetRateLimits()
  delete (globalThis as Record<symbol, unknown>)[FRONT_HOOKS]
})

const at = (path: string) => new URL(path, 'http://site.test')

describe('the search limit', () => {
  it('knows the search pages of both languages and nothing else', () => {
    expect(searchPageLocale('/search')).toBe('ka')
    expect(searchPageLocale('/en/search')).toBe('en')
    expect(searchPageLocale('/search/')).toBe('ka')
    expect(searchPageLocale('/ka/search')).toBeNull()
    expect(searchPageLocale('/searching')).toBeNull()
    expect(searchPageLocale('/news')).toBeNull()
  })

  it('counts queries per address; the refusal says so, in the language, with Retry-After', async () => {
    expect(await searchPageLimit(at('/search?q=ბინა'), '10.0.0.1')).toBeNull()
    expect(await searchPageLimit(at('/search?q=ბინა&page=2'), '10.0.0.1')).toBeNull()
    const refused = await searchPageLimit(at('/search?q=ბინა'), '10.0.0.1')
    expect(refused).toMatchObject({ status: 429 })
    expect(Number(refused!.headers['Retry-After'])).toBeGreaterThan(0)
    expect(refused!.body).toContain('<html lang="ka">')
    expect(refused!.body).toContain('ძალიან ბევრი ძიება')
    const english = await searchPageLimit(at('/en/search?q=flat'), '10.0.0.1')
    expect(english!.body).toContain('Too many searches came from this connection')
    expect(english!.body).toMatch(/try again in 1 minute/)
    // Another address is not limited by this one's searches.
    expect(await searchPageLimit(at('/search?q=ბინა'), '10.0.0.2')).toBeNull()
  })

  it('never counts the empty search page or other pages', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await searchPageLimit(at('/search'), '10.0.0.3')).toBeNull()
      expect(await searchPageLimit(at('/search?q=+'), '10.0.0.3')).toBeNull()
      expect(await searchPageLimit(at('/news?q=x'), '10.0.0.3')).toBeNull()
    }
  })
})

describe('the front', () => {
  async function serve(handler: Parameters<typeof createServer>[1]) {
    const server: Server = createServer(handler)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
  }

  it('sends the app’s refusal before the page is rendered, and lets everything else through', async () => {
    ;(globalThis as Record<symbol, unknown>)[FRONT_HOOKS] = {
      pageLimit: (url: URL, ip: string) => searchPageLimit(url, ip),
    }
    let rendered = 0
    const front = await serve(async (req, res) => {
      req.headers['x-forwarded-for'] = '10.0.0.9'
      const refusal = await pageRefusal(req, new URL(req.url ?? '/', 'http://site.test'))
      if (refusal) return sendRefusal(req, res, refusal)
      rendered += 1
      res.end('page')
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) statuses.push((await fetch(`${front.url}/search?q=x`)).status)
      expect(statuses).toEqual([200, 200, 429])
      expect(rendered).toBe(2)
      const refused = await fetch(`${front.url}/search?q=x`)
      expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(refused.headers.get('cache-control')).toBe('no-store')
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
      expect((await fetch(`${front.url}/news`)).status).toBe(200)
      // Another method is no way around the limit (Next renders the page for a POST too).
      expect((await fetch(`${front.url}/search?q=x`, { method: 'POST' })).status).toBe(429)
    } finally {
      front.close()
    }
  })

  it('lets requests through when the limiter fails or the app has no hook', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    ;(globalThis as Record<symbol, unknown>)[FRONT_HOOKS] = {
      pageLimit: async () => {
        throw new Error('store down')
      },
    }
    const req = { method: 'GET', headers: { 'x-forwarded-for': '10.0.0.1' } }
    expect(await pageRefusal(req as never, at('/search?q=x'))).toBeNull()
    expect(error).toHaveBeenCalled()
    delete (globalThis as Record<symbol, unknown>)[FRONT_HOOKS]
    expect(await pageRefusal(req as never, at('/search?q=x'))).toBeNull()
  })
})
