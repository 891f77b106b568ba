/**
 * Who the visitor is for the popups: the audience, which popups need the `me` calls, and how the
 * answers of `/api/users/me` and `/api/visitors/me` become roles (spec 6's logged_in rule).
 */
import { describe, expect, it, vi } from 'vitest'

import {
  audienceAdmits,
  fetchSignedInVisitor,
  popupNeedsVisitor,
} from '@/features/popups/runtime/visitor.client'

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('audience', () => {
  it('everyone, signed-in visitors only, anonymous visitors only', () => {
    const user = { roles: ['visitor'] }
    expect(audienceAdmits('everyone', null)).toBe(true)
    expect(audienceAdmits('everyone', user)).toBe(true)
    expect(audienceAdmits('signed_in', user)).toBe(true)
    expect(audienceAdmits('signed_in', null)).toBe(false)
    expect(audienceAdmits('anonymous', null)).toBe(true)
    expect(audienceAdmits('anonymous', user)).toBe(false)
  })

  it('a popup needs the visitor for an audience or a logged_in rule, not otherwise', () => {
    const base = { id: 1, title: '', settings: { id: 1 } }
    expect(popupNeedsVisitor({ ...base, audience: 'everyone' })).toBe(false)
    expect(popupNeedsVisitor({ ...base, audience: 'anonymous' })).toBe(true)
    expect(
      popupNeedsVisitor({
        ...base,
        audience: 'everyone',
        settings: { id: 1, timing: { logged_in: { users: 'all', roles: [] } } },
      }),
    ).toBe(true)
  })
})

describe('fetchSignedInVisitor', () => {
  it('an editor has their role; a signed-in visitor the role visitor; else anonymous', async () => {
    const ask = (users: unknown, visitors: unknown) =>
      fetchSignedInVisitor(async (url) =>
        answer({ user: url === '/api/users/me' ? users : visitors }),
      )
    expect(await ask({ id: 1, role: 'admin' }, null)).toEqual({ roles: ['admin'] })
    expect(await ask(null, { id: 2, email: 'v@example.com' })).toEqual({ roles: ['visitor'] })
    expect(await ask(null, null)).toBeNull()
  })

  it('sends the session cookie, never caches, and counts failures as anonymous', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('offline')
    })
    expect(await fetchSignedInVisitor(fetchMock)).toBeNull()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/users/me',
      expect.objectContaining({ credentials: 'same-origin', cache: 'no-store' }),
    )
    expect(await fetchSignedInVisitor(async () => answer({ error: 'x' }, 500))).toBeNull()
    expect(await fetchSignedInVisitor(async () => new Response('<html>'))).toBeNull()
  })
})
