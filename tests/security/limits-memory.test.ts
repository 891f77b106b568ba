/**
 * Regression: "Every new rate-limit key holds 45-50 KB of memory until it expires". The memory
 * store used to give every key a timer made inside the request, so the request's AsyncLocalStorage
 * stores (Next's request scope, Payload's req) lived as long as the key: a day for `login`.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import fc from 'fast-check'
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { consumeRateLimit, resetRateLimits } from '@/lib/rate-limit'
import { RATE_LIMIT_MEMORY_KEYS_DEFAULT, rateLimitMemoryKeys } from '@/lib/rate-limit/config'
import { beginLoginAttempt } from '@/lib/rate-limit/login'
import { BoundedMemoryLimiter } from '@/lib/rate-limit/memory'
import { limiterFor, storeKey } from '@/lib/rate-limit/store'

/** V8's collector, also when Vitest's worker was started without `--expose-gc` (`npm test`). */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (typeof exposed === 'function') return exposed
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

const gc = collector()

function heapAfterCollection(): number {
  for (let i = 0; i < 4; i++) gc()
  return process.memoryUsage().heapUsed
}

/** Stands for a framework's request scope: about 40 KB of the request's own objects. */
const requestScope = new AsyncLocalStorage<{ objects: number[] }>()
function asRequest<T>(handle: () => Promise<T>): Promise<T> {
  return requestScope.run({ objects: Array.from({ length: 5_000 }, (_, i) => i) }, handle)
}

const CLIENTS = 1_500

const address = (i: number) => `10.77.${(i >> 8) & 255}.${i & 255}`

beforeEach(async () => {
  vi.stubEnv('REDIS_URL', '')
  await resetRateLimits()
})

afterEach(async () => {
  vi.unstubAllEnvs()
  await resetRateLimits()
})

describe('a rate-limit key holds under 1 KB of memory, whatever its request held', () => {
  it('keeps nothing of the request: 1,500 clients × (a nonce, a failed login) stay under 1 KB a key', async () => {
    // Warm up: the limiters themselves and the code paths exist before the baseline.
    await asRequest(() => consumeRateLimit('nonce', { ip: '192.0.2.250' }))
    await asRequest(() => beginLoginAttempt({ ip: '192.0.2.250', email: 'warm@example.ge' }))
    const before = heapAfterCollection()
    for (let i = 0; i < CLIENTS; i++) {
      // Each call in its own "request", as the nonce route and the login hook are.
      const nonce = await asRequest(() => consumeRateLimit('nonce', { ip: address(i) }))
      const login = await asRequest(() =>
        beginLoginAttempt({ ip: address(i), email: `visitor${i}@example.ge` }),
      )
      expect(nonce.ok && login.ok).toBe(true)
    }
    const after = heapAfterCollection()
    // Three keys per client: nonce per address, login per address, login per (e-mail, address).
    const keys = CLIENTS * 3
    const perKey = (after - before) / keys
    console.info(`[limits-memory] ${Math.round(perKey)} bytes per rate-limit key (${keys} keys)`)
    expect(perKey).toBeLessThan(1024)
    // The keys are still counted (the memory was not saved by forgetting them).
    for (let i = 0; i < 59; i++) await consumeRateLimit('nonce', { ip: address(0) })
    expect((await consumeRateLimit('nonce', { ip: address(0) })).ok).toBe(false)
  })
})

describe('the memory store is bounded and keeps no timer per key', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('holds at most RATE_LIMIT_MEMORY_KEYS keys per rule: 30,000 clients, a bound of 1,000', async () => {
    vi.stubEnv('RATE_LIMIT_MEMORY_KEYS', '1000')
    await resetRateLimits()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (let i = 0; i < 30_000; i++) await consumeRateLimit('nonce', { ip: address(i) })
    const limiter = limiterFor('nonce', 'ip') as BoundedMemoryLimiter
    expect(limiter).toBeInstanceOf(BoundedMemoryLimiter)
    expect(limiter.size).toBe(1_000)
    // The oldest window was forgotten first; the newest clients are still counted.
    expect(await limiter.get(storeKey('ip', address(0)))).toBeNull()
    expect((await limiter.get(storeKey('ip', address(29_999))))?.consumedPoints).toBe(1)
    // Said once in the log, not once per key.
    expect(warn.mock.calls.filter(([m]) => String(m).includes('RATE_LIMIT_MEMORY_KEYS'))).toEqual([
      [expect.stringContaining('nonce (ip) reached 1000 keys')],
    ])
    warn.mockRestore()
  })

  it('drops expired keys as new ones arrive, without a timer', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const limiter = new BoundedMemoryLimiter({ points: 2, duration: 60, maxKeys: 100 })
    for (let i = 0; i < 50; i++) await limiter.consume(`old-${i}`)
    expect(limiter.size).toBe(50)
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(60_001)
    await limiter.consume('new')
    expect(limiter.size).toBe(1)
  })

  it('rejects a wrong setting of the bound and keeps the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(rateLimitMemoryKeys({ RATE_LIMIT_MEMORY_KEYS: '10' })).toBe(
      RATE_LIMIT_MEMORY_KEYS_DEFAULT,
    )
    expect(rateLimitMemoryKeys({ RATE_LIMIT_MEMORY_KEYS: 'lots' })).toBe(
      RATE_LIMIT_MEMORY_KEYS_DEFAULT,
    )
    expect(rateLimitMemoryKeys({ RATE_LIMIT_MEMORY_KEYS: '200000' })).toBe(200_000)
    expect(rateLimitMemoryKeys({})).toBe(RATE_LIMIT_MEMORY_KEYS_DEFAULT)
    warn.mockRestore()
  })
})

describe('the memory store answers as RateLimiterMemory did', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  type Step = (limiter: RateLimiterAbstract) => Promise<unknown>

  /** The outcome of a step: resolved or rejected, with the RateLimiterRes fields. */
  async function outcome(step: Step, limiter: RateLimiterAbstract) {
    const shape = (value: unknown) =>
      value instanceof RateLimiterRes
        ? {
            remaining: value.remainingPoints,
            ms: value.msBeforeNext,
            consumed: value.consumedPoints,
            first: value.isFirstInDuration,
          }
        : value
    try {
      return { resolved: shape(await step(limiter)) }
    } catch (error) {
      return { rejected: shape(error) }
    }
  }

  it('gives the same answers for points, duration, blockDuration, get, delete, reward, block and set', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const wait =
      (ms: number): Step =>
      async () => {
        vi.advanceTimersByTime(ms)
        return `waited ${ms}`
      }
    const steps: Step[] = [
      (l) => l.get('a'),
      (l) => l.consume('a'),
      (l) => l.consume('z'), // 'a' is the oldest key, 'z' the next
      ...Array.from({ length: 3 }, (): Step => (l) => l.consume('a')),
      wait(1_000),
      (l) => l.consume('a'), // over: blocked for blockDuration (a new window)
      (l) => l.get('a'),
      wait(10_000),
      (l) => l.consume('a'), // still blocked, not extended
      (l) => l.consume('b', 2), // a new key: expired ones are swept, 'a' blocked is not one
      (l) => l.get('a'),
      (l) => l.reward('b', 1),
      (l) => l.penalty('b', 2),
      (l) => l.get('b'),
      (l) => l.delete('b'),
      (l) => l.delete('b'),
      (l) => l.get('b'),
      (l) => l.consume('b'),
      (l) => l.block('c', 5),
      (l) => l.consume('c'),
      wait(5_001),
      (l) => l.get('c'),
      (l) => l.consume('c'),
      (l) => l.set('d', 7, 0),
      wait(100_000),
      (l) => l.get('d'),
      (l) => l.consume('e', 1, { customDuration: 2 }),
      wait(2_001),
      (l) => l.get('e'),
      wait(30_000),
      (l) => l.get('a'),
      (l) => l.consume('a'),
    ]
    const options = { points: 3, duration: 10, blockDuration: 30, keyPrefix: 'p' }
    const run = async (limiter: RateLimiterAbstract) => {
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
      const outcomes = []
      for (const step of steps) outcomes.push(await outcome(step, limiter))
      return outcomes
    }
    const old = await run(new RateLimiterMemory(options))
    const bounded = await run(new BoundedMemoryLimiter({ ...options, maxKeys: 100 }))
    expect(bounded).toEqual(old)
  })

  it('agrees with RateLimiterMemory on any run of consumes, rewards, deletes and waits, and never holds more than its bound', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const operation = fc.oneof(
      fc.record({ op: fc.constant('consume' as const), key: fc.nat(5) }),
      fc.record({ op: fc.constant('reward' as const), key: fc.nat(5) }),
      fc.record({ op: fc.constant('delete' as const), key: fc.nat(5) }),
      fc.record({ op: fc.constant('get' as const), key: fc.nat(5) }),
      fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 1, max: 8_000 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 80 }), async (operations) => {
        const options = { points: 3, duration: 5, blockDuration: 7 }
        const run = async (limiter: RateLimiterAbstract, sizes?: () => number) => {
          vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
          const outcomes = []
          for (const o of operations) {
            if (o.op === 'wait') {
              vi.advanceTimersByTime(o.ms)
              continue
            }
            const key = `k${o.key}`
            outcomes.push(
              await outcome((l) => (o.op === 'reward' ? l.reward(key) : l[o.op](key)), limiter),
            )
            if (sizes) expect(sizes()).toBeLessThanOrEqual(4)
          }
          return outcomes
        }
        const old = await run(new RateLimiterMemory(options))
        const unbounded = await run(new BoundedMemoryLimiter({ ...options, maxKeys: 100 }))
        expect(unbounded).toEqual(old)
        const small = new BoundedMemoryLimiter({ ...options, maxKeys: 4 })
        await run(small, () => small.size)
        vi.clearAllTimers()
      }),
      { numRuns: 200 },
    )
  })
})
