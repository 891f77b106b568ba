import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { consumeRateLimit, resetRateLimits, retryAfterHeaders } from '@/lib/rate-limit'
import { ipKey } from '@/lib/rate-limit/store'
import {
  parseRateLimitRule,
  RATE_LIMIT_DEFAULTS,
  RATE_LIMIT_NAMES,
  rateLimitEnvName,
  rateLimitRule,
} from '@/lib/rate-limit/config'

beforeEach(async () => {
  vi.stubEnv('REDIS_URL', '')
  await resetRateLimits()
})

afterEach(async () => {
  vi.unstubAllEnvs()
  await resetRateLimits()
})

describe('rate-limit settings', () => {
  it('reads points/seconds, 0 and off, and keeps the default on nonsense', () => {
    expect(parseRateLimitRule('5/60')).toEqual({ ok: true, rule: { points: 5, seconds: 60 } })
    expect(parseRateLimitRule(' 10 / 3600 ')).toEqual({
      ok: true,
      rule: { points: 10, seconds: 3600 },
    })
    expect(parseRateLimitRule('0')).toEqual({ ok: true, rule: null })
    expect(parseRateLimitRule('off')).toEqual({ ok: true, rule: null })
    expect(parseRateLimitRule('5').ok).toBe(false)
    expect(parseRateLimitRule('5/0').ok).toBe(false)
    expect(parseRateLimitRule('-1/60').ok).toBe(false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(rateLimitRule('nonce', 'ip', { RATE_LIMIT_NONCE: 'lots' })).toEqual(
      RATE_LIMIT_DEFAULTS.nonce.ip,
    )
    warn.mockRestore()
  })

  it('names one setting per rule: RATE_LIMIT_<NAME> and RATE_LIMIT_<NAME>_EMAIL', () => {
    expect(rateLimitEnvName('contact-feedback', 'ip')).toBe('RATE_LIMIT_CONTACT_FEEDBACK')
    expect(rateLimitEnvName('contact-feedback', 'email')).toBe('RATE_LIMIT_CONTACT_FEEDBACK_EMAIL')
    expect(
      rateLimitRule('contact-feedback', 'ip', { RATE_LIMIT_CONTACT_FEEDBACK: '2/10' }),
    ).toEqual({ points: 2, seconds: 10 })
  })

  it('has a per-address default for every limit', () => {
    for (const name of RATE_LIMIT_NAMES) expect(RATE_LIMIT_DEFAULTS[name].ip).toBeDefined()
  })
})

describe('rate limiter in memory', () => {
  it('limits one address: the 6th contact submission in a minute is refused with Retry-After', async () => {
    const results = []
    for (let i = 0; i < 8; i++) {
      results.push(await consumeRateLimit('contact-feedback', { ip: '203.0.113.7' }))
    }
    expect(results.filter((r) => r.ok)).toHaveLength(5)
    const refused = results[5]
    expect(refused).toMatchObject({ ok: false, key: 'ip' })
    if (refused?.ok !== false) throw new Error('expected a refusal')
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect(retryAfterHeaders(refused)).toEqual({ 'Retry-After': String(refused.retryAfterSeconds) })
  })

  it('limits one e-mail address across addresses, case-insensitively', async () => {
    const emails = ['Anna@Example.ge', 'anna@example.ge', ' ANNA@example.GE ', 'anna@example.ge']
    const results = []
    for (const [i, email] of emails.entries()) {
      results.push(await consumeRateLimit('contact-feedback', { ip: `198.51.100.${i}`, email }))
    }
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false])
    expect(results[3]).toMatchObject({ ok: false, key: 'email' })
  })

  it('limits requests without a known address by their e-mail only', async () => {
    const results = []
    for (let i = 0; i < 6; i++) {
      results.push(await consumeRateLimit('contact-feedback', { email: `visitor${i % 2}@x.ge` }))
    }
    // Two e-mails, three each allowed: all six pass; no address means no address limit.
    expect(results.every((r) => r.ok)).toBe(true)
    expect(await consumeRateLimit('contact-feedback', { email: 'visitor0@x.ge' })).toMatchObject({
      ok: false,
      key: 'email',
    })
    for (let i = 0; i < 50; i++) {
      expect((await consumeRateLimit('contact-feedback', {})).ok).toBe(true)
    }
  })

  it('is per visitor, never a global cap: 3000 distinct addresses at once all pass', async () => {
    const results = await Promise.all(
      Array.from({ length: 3000 }, (_, i) =>
        consumeRateLimit('contact-feedback', {
          ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          email: `visitor${i}@example.ge`,
        }),
      ),
    )
    expect(results.filter((r) => !r.ok)).toHaveLength(0)
  })

  it('counts an IPv6 visitor by its /64 network (rotating through it does not help)', async () => {
    expect(ipKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(ipKey('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(ipKey('::1')).toBe('0:0:0:0::/64')
    expect(ipKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(ipKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(ipKey('192.0.2.1')).toBe('192.0.2.1')
    const results = []
    for (let i = 1; i <= 6; i++) {
      results.push((await consumeRateLimit('contact-feedback', { ip: `2001:db8:5:6::${i}` })).ok)
    }
    expect(results).toEqual([true, true, true, true, true, false])
    expect((await consumeRateLimit('contact-feedback', { ip: '2001:db8:5:7::1' })).ok).toBe(true)
  })

  it('counts each scope apart (admin-ajax: per address per action)', async () => {
    vi.stubEnv('RATE_LIMIT_AJAX', '2/60')
    await resetRateLimits()
    const ip = '192.0.2.1'
    expect((await consumeRateLimit('ajax', { ip }, { scope: 'a' })).ok).toBe(true)
    expect((await consumeRateLimit('ajax', { ip }, { scope: 'a' })).ok).toBe(true)
    expect((await consumeRateLimit('ajax', { ip }, { scope: 'a' })).ok).toBe(false)
    expect((await consumeRateLimit('ajax', { ip }, { scope: 'b' })).ok).toBe(true)
  })

  it('a setting of 0 disables a rule; a setting replaces a default', async () => {
    vi.stubEnv('RATE_LIMIT_CONTACT_FEEDBACK', '0')
    vi.stubEnv('RATE_LIMIT_CONTACT_FEEDBACK_EMAIL', '1/60')
    await resetRateLimits()
    for (let i = 0; i < 20; i++) {
      expect((await consumeRateLimit('contact-feedback', { ip: '192.0.2.9' })).ok).toBe(true)
    }
    expect((await consumeRateLimit('contact-feedback', { email: 'a@b.ge' })).ok).toBe(true)
    expect((await consumeRateLimit('contact-feedback', { email: 'a@b.ge' })).ok).toBe(false)
  })

  it('forgets a count once its window has passed', async () => {
    vi.stubEnv('RATE_LIMIT_NONCE', '1/1')
    await resetRateLimits()
    expect((await consumeRateLimit('nonce', { ip: '192.0.2.2' })).ok).toBe(true)
    expect((await consumeRateLimit('nonce', { ip: '192.0.2.2' })).ok).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await consumeRateLimit('nonce', { ip: '192.0.2.2' })).ok).toBe(true)
  })
})
