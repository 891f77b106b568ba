import { describe, expect, it } from 'vitest'

import { checkLinkToken, signedLink, signLinkToken } from '@/lib/signed-links'

describe('signed links', () => {
  it('a token works for its purpose and subject only', () => {
    const token = signLinkToken('newsletter-confirm', 12)
    expect(checkLinkToken(token, 'newsletter-confirm', 12)).toEqual({ ok: true })
    expect(checkLinkToken(token, 'newsletter-confirm', 13)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(checkLinkToken(token, 'event-cancel', 12)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkLinkToken(undefined, 'event-cancel', 12)).toEqual({ ok: false, reason: 'missing' })
  })

  it('expires after its lifetime (a week by default)', () => {
    const now = Date.UTC(2026, 0, 1)
    const token = signLinkToken('account-verify', 'abc', { now })
    const day = 24 * 60 * 60 * 1000
    expect(checkLinkToken(token, 'account-verify', 'abc', { now: now + 6 * day })).toEqual({
      ok: true,
    })
    expect(checkLinkToken(token, 'account-verify', 'abc', { now: now + 8 * day })).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('builds an absolute link with id and token', () => {
    const url = new URL(
      signedLink('/newsletter/confirm', 'newsletter-confirm', 7, { params: { lang: 'en' } }),
    )
    expect(url.pathname).toBe('/newsletter/confirm')
    expect(url.searchParams.get('id')).toBe('7')
    expect(url.searchParams.get('lang')).toBe('en')
    expect(checkLinkToken(url.searchParams.get('token'), 'newsletter-confirm', 7).ok).toBe(true)
  })

  it('refuses purposes and subjects that could be read two ways', () => {
    expect(() => signLinkToken('Bad|purpose', 1)).toThrow()
    expect(() => signLinkToken('ok', 'a|b')).toThrow()
    expect(() => signLinkToken('ok', '')).toThrow()
  })
})
