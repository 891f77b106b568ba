import { randomBytes } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { consumeRateLimit, resetRateLimits } from '@/lib/rate-limit'
import { closeRateLimitStore, rateLimitStoreReady } from '@/lib/rate-limit/store'

// The local Redis server (the rate limiter's shared store when REDIS_URL is set).
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const PREFIX = `sakhli-test:${randomBytes(4).toString('hex')}`

let redis: Redis

beforeAll(() => {
  redis = new Redis(REDIS_URL, { lazyConnect: true })
})

afterEach(async () => {
  vi.unstubAllEnvs()
})

afterAll(async () => {
  await closeRateLimitStore()
  const keys = await redis.keys(`${PREFIX}*`)
  if (keys.length > 0) await redis.del(...keys)
  await redis.quit()
})

async function useRedis(url = REDIS_URL) {
  vi.stubEnv('REDIS_URL', url)
  vi.stubEnv('RATE_LIMIT_PREFIX', PREFIX)
  await closeRateLimitStore()
  await resetRateLimits()
  return rateLimitStoreReady()
}

describe('rate limiter in Redis', () => {
  it('counts in Redis under its prefix: the 6th submission from one address is refused', async () => {
    expect(await useRedis()).toBe(true)
    const results = []
    for (let i = 0; i < 7; i++) {
      results.push(
        await consumeRateLimit('contact-feedback', { ip: '203.0.113.50', email: `p${i}@x.ge` }),
      )
    }
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, false, false])
    expect(results[5]).toMatchObject({ ok: false, key: 'ip' })
    const key = `${PREFIX}:contact-feedback:ip:203.0.113.50`
    expect(Number(await redis.get(key))).toBeGreaterThanOrEqual(6)
    expect(await redis.pttl(key)).toBeGreaterThan(0)
    // E-mail keys are hashed: no visitor address is written to Redis.
    const keys = await redis.keys(`${PREFIX}:contact-feedback:email:*`)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.join(' ')).not.toContain('@')
  })

  it('shares counts between instances (a second process sees the first one’s points)', async () => {
    expect(await useRedis()).toBe(true)
    vi.stubEnv('RATE_LIMIT_NEWSLETTER_EMAIL', '2/60')
    await resetRateLimits()
    expect((await consumeRateLimit('newsletter', { email: 'shared@x.ge' })).ok).toBe(true)
    // Another instance: a fresh client and fresh limiters, the same Redis.
    await closeRateLimitStore()
    expect(await rateLimitStoreReady()).toBe(true)
    expect((await consumeRateLimit('newsletter', { email: 'Shared@X.ge' })).ok).toBe(true)
    expect(await consumeRateLimit('newsletter', { email: 'shared@x.ge' })).toMatchObject({
      ok: false,
      key: 'email',
    })
  })

  it('many distinct addresses all pass', async () => {
    expect(await useRedis()).toBe(true)
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        consumeRateLimit('contact-feedback', {
          ip: `10.1.${i >> 8}.${i & 255}`,
          email: `crowd${i}@x.ge`,
        }),
      ),
    )
    expect(results.every((r) => r.ok)).toBe(true)
  })

  it('a Redis outage never fails a request: the in-memory insurance limiter answers and still limits', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // Nothing listens on port 1.
    expect(await useRedis('redis://127.0.0.1:1')).toBe(false)
    const results = []
    for (let i = 0; i < 7; i++)
      results.push(await consumeRateLimit('contact-feedback', { ip: '192.0.2.77' }))
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, false, false])
    await closeRateLimitStore()
    warn.mockRestore()
    error.mockRestore()
  })
})
