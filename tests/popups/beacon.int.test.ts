/**
 * The counting beacon's contract, `POST /api/popups/beacon` (src/features/popups/server/beacon.ts),
 * through Payload's REST handler as the app serves it, on SQLite and PostgreSQL: 204 and one more
 * count of the day's row; 400 for a body that is not `{popup, event}`; 404 for an id no published
 * popup has (nothing counted); 403 from another site's page; 413 and 415; 429 with `Retry-After`
 * past the per-address limit, other addresses unaffected. And who may read the counts.
 */
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { countCommits, countPopupEvent, statsDay } from '@/features/popups/server/stats'
import { resetRateLimits } from '@/lib/rate-limit'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const context = { disableRevalidate: true }
const URL_BASE = 'http://localhost:3000/api'

describe.each(databaseKinds)('POST /api/popups/beacon on %s', (kind) => {
  let t: TestPayload
  let published = 0
  let draft = 0
  let address = 0

  /** A fresh client address per test, so one test's counts never limit another's. */
  const nextAddress = () => `198.51.100.${++address}`

  async function call(
    body: BodyInit | null,
    {
      ip = nextAddress(),
      type = 'application/json',
      headers = {},
      path = '/popups/beacon',
      method = 'POST',
    }: {
      ip?: string
      type?: string | null
      headers?: Record<string, string>
      path?: string
      method?: string
    } = {},
  ) {
    const request = new Request(`${URL_BASE}${path}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(type ? { 'content-type': type } : {}),
        ...headers,
      },
      body,
    })
    return handleEndpoints({ config: t.payload.config, request, payloadInstanceCacheKey: t.key })
  }
  const beacon = (popup: unknown, event: unknown, options?: Parameters<typeof call>[1]) =>
    call(JSON.stringify({ popup, event }), options)

  async function counts(popup: number) {
    const { docs } = await t.payload.find({
      collection: 'popup-stats',
      where: { popup: { equals: popup } },
      depth: 0,
    })
    return docs.map(({ day, views, closes, conversions }) => ({ day, views, closes, conversions }))
  }

  beforeAll(async () => {
    vi.stubEnv('REDIS_URL', '')
    vi.stubEnv('RATE_LIMIT_POPUP_BEACON', '5/60')
    await resetRateLimits()
    t = await startPayload(kind)
    published = (
      await t.payload.create({
        collection: 'popups',
        context,
        data: { title: 'სიახლეები', languages: ['ka', 'en'], _status: 'published' },
      })
    ).id
    draft = (
      await t.payload.create({
        collection: 'popups',
        context,
        draft: true,
        data: { title: 'მონახაზი', languages: ['ka'], _status: 'draft' },
      })
    ).id
  })

  afterAll(async () => {
    vi.unstubAllEnvs()
    await resetRateLimits()
    await t?.cleanup()
  })

  it('counts each event in the popup’s row of the day and answers 204 with no body', async () => {
    for (const event of ['view', 'view', 'close', 'conversion', 'view']) {
      const response = await beacon(published, event)
      expect(response.status, event).toBe(204)
      expect(await response.text()).toBe('')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    expect(await counts(published)).toEqual([
      { day: statsDay(new Date()), views: 3, closes: 1, conversions: 1 },
    ])
  })

  it('takes what navigator.sendBeacon sends: text/plain holding the JSON, an id as text', async () => {
    const before = (await counts(published))[0]!.views
    const response = await call(JSON.stringify({ popup: String(published), event: 'view' }), {
      type: 'text/plain;charset=UTF-8',
    })
    expect(response.status).toBe(204)
    expect((await counts(published))[0]!.views).toBe(before + 1)
  })

  it('answers 400 with what is wrong for a body that is not {popup, event}', async () => {
    const cases: [BodyInit, string][] = [
      ['{"popup": 1,', 'invalid_body'],
      ['[1, "view"]', 'invalid_body'],
      ['', 'invalid_body'],
      [JSON.stringify({ popup: 'abc', event: 'view' }), 'invalid_popup'],
      [JSON.stringify({ popup: -3, event: 'view' }), 'invalid_popup'],
      [JSON.stringify({ event: 'view' }), 'invalid_popup'],
      [JSON.stringify({ popup: published, event: 'click' }), 'invalid_event'],
      [JSON.stringify({ popup: published }), 'invalid_event'],
    ]
    for (const [body, error] of cases) {
      const response = await call(body)
      expect(response.status, String(body)).toBe(400)
      expect(await response.json(), String(body)).toMatchObject({
        error,
        message: expect.any(String),
      })
    }
    const text = await call('not json', { type: 'text/plain' })
    expect(text.status).toBe(400)
    expect(await text.json()).toMatchObject({ error: 'invalid_body' })
  })

  it('answers 413 for a body over 1 KB and 415 for another media type', async () => {
    const large = await call(
      JSON.stringify({ popup: published, event: 'view', pad: 'x'.repeat(2000) }),
    )
    expect(large.status).toBe(413)
    expect(await large.json()).toMatchObject({ error: 'too_large' })
    const form = await call(`popup=${published}&event=view`, {
      type: 'application/x-www-form-urlencoded',
    })
    expect(form.status).toBe(415)
    expect(await form.json()).toMatchObject({ error: 'unsupported_media_type' })
  })

  it('answers 404 for an id no published popup has, and counts nothing', async () => {
    for (const popup of [999_999, draft]) {
      const response = await beacon(popup, 'view')
      expect(response.status, String(popup)).toBe(404)
      expect(await response.json()).toMatchObject({ error: 'unknown_popup' })
    }
    expect(await counts(draft)).toEqual([])
    expect((await t.payload.count({ collection: 'popup-stats' })).totalDocs).toBe(1)
  })

  it('refuses a beacon sent by another site’s page (403) and counts nothing', async () => {
    const before = await counts(published)
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ]
    for (const headers of crossSite) {
      const response = await beacon(published, 'view', { headers })
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ error: 'cross_site' })
    }
    expect(
      (await beacon(published, 'view', { headers: { 'sec-fetch-site': 'same-origin' } })).status,
    ).toBe(204)
    expect((await counts(published))[0]!.views).toBe(before[0]!.views + 1)
  })

  it('answers 429 with Retry-After past the address’s limit; other addresses go on', async () => {
    const ip = '203.0.113.9'
    for (let i = 0; i < 5; i++) expect((await beacon(published, 'close', { ip })).status).toBe(204)
    const before = await counts(published)
    const refused = await beacon(published, 'close', { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' })
    // A bad body from that address is refused the same way: the limit comes first.
    expect((await call('{', { ip })).status).toBe(429)
    expect(await counts(published)).toEqual(before)
    expect((await beacon(published, 'close', { ip: '203.0.113.10' })).status).toBe(204)
  })

  it('counts beacons arriving together exactly (on SQLite they share commits)', async () => {
    const popup = (
      await t.payload.create({
        collection: 'popups',
        context,
        data: { title: 'ბევრი', languages: ['ka'], _status: 'published' },
      })
    ).id
    const commitsBefore = countCommits.commits
    const events = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0 ? 'view' : i % 3 === 1 ? 'close' : 'conversion',
    ) as ('view' | 'close' | 'conversion')[]
    const answers = await Promise.all([
      ...events.map((event) => countPopupEvent(t.payload, popup, event)),
      countPopupEvent(t.payload, 999_998, 'view'),
    ])
    expect(answers).toEqual([...events.map(() => true), false])
    expect(await counts(popup)).toEqual([
      { day: statsDay(new Date()), views: 20, closes: 20, conversions: 20 },
    ])
    // The first alone, the others together in the next commit (not one commit each).
    if (kind === 'sqlite') expect(countCommits.commits - commitsBefore).toBeLessThanOrEqual(3)
  })

  it('lets editors read the counts and nobody write them through the API', async () => {
    const anonymous = await call(null, { method: 'GET', path: '/popup-stats', type: null })
    expect(anonymous.status).toBe(403)
    const create = await call(JSON.stringify({ popup: published, day: '2026-01-01', views: 9 }), {
      path: '/popup-stats',
    })
    expect([401, 403]).toContain(create.status)
  })
})
