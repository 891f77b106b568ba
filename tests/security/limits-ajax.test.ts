import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Payload } from 'payload'

import { GET as nonceGet } from '@/app/(compat)/wp-json/sakhli/v1/nonce/route'
import { ajaxRoute } from '@/features/ajax'
import { jsonResponse, registerAjaxAction } from '@/lib/compat/ajax-dispatcher'
import { createToken } from '@/lib/tokens'
import { resetRateLimits } from '@/lib/rate-limit'
import { RATE_LIMIT_DEFAULTS } from '@/lib/rate-limit/config'

// The admin-ajax route as the app mounts it; these actions use no Payload.
const ajaxPost = ajaxRoute(async () => ({}) as Payload)
const ORIGIN = 'http://localhost'
const handled = vi.fn(() => jsonResponse({ success: true, data: 'done' }))

beforeAll(() => {
  registerAjaxAction({ action: 'limits_write', handle: handled })
  registerAjaxAction({ action: 'limits_other', handle: handled })
  registerAjaxAction({
    action: 'limits_read',
    token: false,
    rateLimit: 'ajax-read',
    handle: handled,
  })
  registerAjaxAction({ action: 'limits_self', token: false, rateLimit: false, handle: handled })
})

beforeEach(async () => {
  vi.stubEnv('TOKEN_SECRET', 'limits-test-secret')
  vi.stubEnv('REDIS_URL', '')
  handled.mockClear()
  await resetRateLimits()
})

afterEach(async () => {
  vi.unstubAllEnvs()
  await resetRateLimits()
})

function ajax(action: string, ip: string | undefined, security?: string): Request {
  const body = new URLSearchParams({ action, ...(security ? { security } : {}) })
  return new Request(`${ORIGIN}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body,
  })
}

async function send(count: number, make: () => Request): Promise<Response[]> {
  const responses: Response[] = []
  for (let i = 0; i < count; i++) responses.push(await ajaxPost(make()))
  return responses
}

describe('admin-ajax is rate limited per address and action (nothing was throttled)', () => {
  it('answers 429 in the endpoint’s JSON error shape with Retry-After once one address is over', async () => {
    const points = RATE_LIMIT_DEFAULTS.ajax.ip!.points
    const token = createToken('limits_write')
    const responses = await send(points + 3, () => ajax('limits_write', '203.0.113.10', token))
    expect(responses.slice(0, points).every((r) => r.status === 200)).toBe(true)
    expect(handled).toHaveBeenCalledTimes(points)
    const refused = responses[points]!
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_DEFAULTS.ajax.ip!.seconds)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(refused.headers.get('content-type')).toMatch(/application\/json/)
    expect(await refused.json()).toEqual({
      success: false,
      data: { code: 'rate_limited', message: expect.any(String) },
    })
  })

  it('counts forged tokens too, and other actions and addresses apart', async () => {
    vi.stubEnv('RATE_LIMIT_AJAX', '3/60')
    await resetRateLimits()
    const forged = await send(4, () => ajax('limits_write', '203.0.113.11', 'forged'))
    expect(forged.map((r) => r.status)).toEqual([403, 403, 403, 429])
    const other = await ajaxPost(ajax('limits_other', '203.0.113.11', createToken('limits_other')))
    expect(other.status).toBe(200)
    const elsewhere = await ajaxPost(
      ajax('limits_write', '203.0.113.12', createToken('limits_write')),
    )
    expect(elsewhere.status).toBe(200)
  })

  it('gives cheap read-only actions the generous limit and lets self-limiting actions through', async () => {
    vi.stubEnv('RATE_LIMIT_AJAX', '1/60')
    vi.stubEnv('RATE_LIMIT_AJAX_READ', '4/60')
    await resetRateLimits()
    const reads = await send(5, () => ajax('limits_read', '203.0.113.13'))
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200, 429])
    const own = await send(10, () => ajax('limits_self', '203.0.113.13'))
    expect(own.every((r) => r.status === 200)).toBe(true)
  })

  it('never limits a crowd: 500 distinct addresses calling at once all pass', async () => {
    const token = createToken('limits_write')
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        ajaxPost(ajax('limits_write', `10.20.${i >> 8}.${i & 255}`, token)),
      ),
    )
    expect(responses.filter((r) => r.status !== 200)).toHaveLength(0)
  })
})

describe('the nonce route is rate limited per address', () => {
  it('answers 429 in its JSON error shape with Retry-After', async () => {
    vi.stubEnv('RATE_LIMIT_NONCE', '2/60')
    await resetRateLimits()
    const get = () =>
      nonceGet(
        new Request(`${ORIGIN}/wp-json/sakhli/v1/nonce?action=limits_write`, {
          headers: { 'x-forwarded-for': '198.51.100.20' },
        }),
      )
    expect((await get()).status).toBe(200)
    expect((await get()).status).toBe(200)
    const refused = await get()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toMatchObject({ success: false, data: { code: 'rate_limited' } })
    const other = await nonceGet(
      new Request(`${ORIGIN}/wp-json/sakhli/v1/nonce?action=limits_write`, {
        headers: { 'x-forwarded-for': '198.51.100.21' },
      }),
    )
    expect(other.status).toBe(200)
  })
})
