import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createToken, TOKEN_TTL_SECONDS, verifyToken } from '@/lib/tokens'

const secret = 'test-secret-for-tokens'
const now = Date.UTC(2025, 0, 15, 12, 0, 0)
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

const actionArb = fc.string({ minLength: 1, maxLength: 40 })

// Every token with exactly one character replaced, for each position and each alphabet character.
function singleCharacterChanges(token: string): string[] {
  const changed: string[] = []
  for (let i = 0; i < token.length; i++) {
    for (const c of `${BASE64URL}.=+/ `) {
      if (c !== token[i]) changed.push(token.slice(0, i) + c + token.slice(i + 1))
    }
  }
  return changed
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('createToken / verifyToken', () => {
  it('accepts a fresh token for its action and reports when it expires', () => {
    const token = createToken('stm_ajax_load_events', { now, secret })
    expect(verifyToken(token, 'stm_ajax_load_events', { now, secret })).toEqual({
      ok: true,
      expiresAt: now + TOKEN_TTL_SECONDS * 1000,
    })
  })

  it('defaults to a 12 hour lifetime', () => {
    expect(TOKEN_TTL_SECONDS).toBe(12 * 60 * 60)
  })

  it('is URL-safe and compact', () => {
    fc.assert(
      fc.property(actionArb, fc.integer({ min: 0, max: 4_000_000_000_000 }), (action, at) => {
        const token = createToken(action, { now: at, secret })
        expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
        expect(token.length).toBeLessThanOrEqual(40)
        expect(encodeURIComponent(token)).toBe(token)
        expect(verifyToken(token, action, { now: at, secret }).ok).toBe(true)
      }),
    )
  })

  it('rejects every single-character change of the expiry and of the signature', () => {
    const token = createToken('stm_custom_register', { now, secret })
    for (const changed of singleCharacterChanges(token)) {
      const result = verifyToken(changed, 'stm_custom_register', { now, secret })
      expect(result.ok, changed).toBe(false)
      if (!result.ok) expect(['malformed', 'invalid']).toContain(result.reason)
    }
  })

  it('rejects arbitrary single-character changes for arbitrary actions', () => {
    fc.assert(
      fc.property(
        actionArb,
        fc.nat(),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        (action, index, replacement) => {
          const token = createToken(action, { now, secret })
          const i = index % token.length
          fc.pre(replacement !== token[i])
          const changed = token.slice(0, i) + replacement + token.slice(i + 1)
          expect(verifyToken(changed, action, { now, secret }).ok).toBe(false)
        },
      ),
    )
  })

  it('rejects a later expiry grafted onto a valid signature as invalid, not expired', () => {
    const token = createToken('x', { now, secret })
    const later = createToken('x', { now: now + 3_600_000, secret })
    const [laterExpiry] = later.split('.')
    const [, signature] = token.split('.')
    expect(verifyToken(`${laterExpiry}.${signature}`, 'x', { now, secret })).toEqual({
      ok: false,
      reason: 'invalid',
    })
    // A forged expired token still reads as a forgery.
    const past = createToken('x', { now: now - 86_400_000, secret })
    const [pastExpiry] = past.split('.')
    expect(verifyToken(`${pastExpiry}.${signature}`, 'x', { now, secret })).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('treats a token for another action as invalid', () => {
    fc.assert(
      fc.property(actionArb, actionArb, (a, b) => {
        fc.pre(a !== b)
        const token = createToken(a, { now, secret })
        expect(verifyToken(token, b, { now, secret })).toEqual({ ok: false, reason: 'invalid' })
      }),
    )
  })

  it('expires at the end of its lifetime', () => {
    const token = createToken('a', { now, secret, ttlSeconds: 60 })
    expect(verifyToken(token, 'a', { now: now + 59_999, secret }).ok).toBe(true)
    expect(verifyToken(token, 'a', { now: now + 60_000, secret })).toEqual({
      ok: false,
      reason: 'expired',
    })
    const old = createToken('a', { now: now - (TOKEN_TTL_SECONDS + 1) * 1000, secret })
    expect(verifyToken(old, 'a', { now, secret })).toEqual({ ok: false, reason: 'expired' })
  })

  it('reports missing and malformed tokens', () => {
    for (const missing of [undefined, null, '']) {
      expect(verifyToken(missing, 'a', { now, secret })).toEqual({ ok: false, reason: 'missing' })
    }
    const token = createToken('a', { now, secret })
    for (const malformed of [
      42,
      {},
      ['x'],
      'abc',
      'a.b',
      token.replace('.', ''),
      `${token}.`,
      `${token}=`,
      ` ${token}`,
      token.slice(0, -1),
      `${token}A`,
      token.replace('.', '..'),
    ]) {
      expect(verifyToken(malformed, 'a', { now, secret }), String(malformed)).toEqual({
        ok: false,
        reason: 'malformed',
      })
    }
  })

  it('rejects a token signed with a different secret', () => {
    const token = createToken('a', { now, secret: 'one secret' })
    expect(verifyToken(token, 'a', { now, secret: 'another secret' })).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('reads TOKEN_SECRET, then PAYLOAD_SECRET, from the environment', () => {
    vi.stubEnv('TOKEN_SECRET', 'from-token-secret')
    vi.stubEnv('PAYLOAD_SECRET', 'from-payload-secret')
    const token = createToken('a', { now })
    expect(verifyToken(token, 'a', { now, secret: 'from-token-secret' }).ok).toBe(true)

    vi.stubEnv('TOKEN_SECRET', undefined)
    const fallback = createToken('a', { now })
    expect(verifyToken(fallback, 'a', { now, secret: 'from-payload-secret' }).ok).toBe(true)
  })

  it('throws a clear error at call time when no secret is configured', () => {
    vi.stubEnv('TOKEN_SECRET', undefined)
    vi.stubEnv('PAYLOAD_SECRET', undefined)
    expect(() => createToken('a')).toThrow(/TOKEN_SECRET/)
    expect(() => verifyToken('x', 'a')).toThrow(/TOKEN_SECRET/)
    expect(() => createToken('a', { secret: '' })).toThrow(/secret/)
  })

  it('refuses an empty action and a non-positive lifetime', () => {
    expect(() => createToken('', { secret })).toThrow(TypeError)
    expect(() => createToken('a', { secret, ttlSeconds: 0 })).toThrow(RangeError)
    expect(() => createToken('a', { secret, ttlSeconds: Number.NaN })).toThrow(RangeError)
  })
})
