import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

// The request the data layer sees: whether the draft-mode cookie is on, and its headers.
const request = vi.hoisted(() => ({
  draft: false,
  headers: new Headers(),
  payload: undefined as unknown,
}))

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: request.draft, enable() {}, disable() {} }),
  headers: async () => request.headers,
}))
// The data layer's `getPayload({ config })` gets the test's instance; the helper's keyed calls
// start real ones.
vi.mock('payload', async (importOriginal) => {
  const actual = await importOriginal<typeof import('payload')>()
  return {
    ...actual,
    getPayload: (options: Parameters<typeof actual.getPayload>[0]) =>
      options.key || !request.payload ? actual.getPayload(options) : request.payload,
  }
})

const { findBySlug } = await import('@/data/published')
const { isDraftMode } = await import('@/data/payload')

const EDITOR = { email: 'editor-drafts@sakhli.test', password: 'editor password 42' }

describe.each(databaseKinds)('draft mode needs a signed-in editor on %s', (kind) => {
  let t: TestPayload
  let token: string

  const asBrowser = (cookie?: string) =>
    new Headers({
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie: `__prerender_bypass=1; payload-token=${cookie}` } : {}),
    })

  beforeAll(async () => {
    t = await startPayload(kind)
    request.payload = t.payload
    await t.payload.create({
      collection: 'users',
      data: { ...EDITOR, name: 'Editor', role: 'editor' },
      overrideAccess: true,
    })
    const page = await t.payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Published title', slug: 'draft-check', _status: 'published' },
      overrideAccess: true,
    })
    await t.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      draft: true,
      data: { title: 'Unpublished draft title', _status: 'draft' },
      overrideAccess: true,
    })
  })
  afterAll(async () => {
    request.payload = undefined
    await t?.cleanup()
  })
  beforeEach(async () => {
    const login = await t.payload.login({ collection: 'users', data: EDITOR })
    token = login.token!
  })

  it('the draft-mode cookie alone shows no drafts', async () => {
    request.draft = true
    request.headers = asBrowser()
    expect(await isDraftMode()).toBe(false)
    expect((await findBySlug('pages', 'draft-check', 'en'))?.title).toBe('Published title')
  })

  it('a signed-in editor in draft mode sees the draft', async () => {
    request.draft = true
    request.headers = asBrowser(token)
    expect(await isDraftMode()).toBe(true)
    expect((await findBySlug('pages', 'draft-check', 'en'))?.title).toBe('Unpublished draft title')
  })

  it('after the editor logs out, the same cookies show no drafts', async () => {
    request.draft = true
    request.headers = asBrowser(token)
    expect((await findBySlug('pages', 'draft-check', 'en'))?.title).toBe('Unpublished draft title')
    // The admin's "Log out": its session ends on the server.
    const { handleEndpoints } = await import('payload')
    const logout = await handleEndpoints({
      config: t.payload.config,
      payloadInstanceCacheKey: t.key,
      request: new Request('http://localhost:3000/api/users/logout', {
        method: 'POST',
        headers: { cookie: `payload-token=${token}`, origin: 'http://localhost:3000' },
      }),
    })
    expect(logout.status).toBe(200)
    expect(await isDraftMode()).toBe(false)
    expect((await findBySlug('pages', 'draft-check', 'en'))?.title).toBe('Published title')
  })

  it('a session alone, without draft mode, shows published content', async () => {
    request.draft = false
    request.headers = asBrowser(token)
    expect(await isDraftMode()).toBe(false)
    expect((await findBySlug('pages', 'draft-check', 'en'))?.title).toBe('Published title')
  })

  it('a cross-site request with the editor’s cookies shows no drafts', async () => {
    request.draft = true
    request.headers = new Headers({
      'sec-fetch-site': 'cross-site',
      cookie: `__prerender_bypass=1; payload-token=${token}`,
    })
    expect(await isDraftMode()).toBe(false)
  })
})
