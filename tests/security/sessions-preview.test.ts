import { beforeEach, describe, expect, it, vi } from 'vitest'

const state = vi.hoisted(() => ({
  user: null as unknown,
  enabled: false,
}))

vi.mock('next/headers', () => ({
  draftMode: async () => ({
    isEnabled: state.enabled,
    enable: () => {
      state.enabled = true
    },
    disable: () => {
      state.enabled = false
    },
  }),
}))
vi.mock('@payload-config', () => ({ default: {} }))
vi.mock('payload', () => ({
  getPayload: async () => ({ auth: async () => ({ user: state.user }) }),
}))

const { GET: preview } = await import('@/app/(frontend)/next/preview/route')
const { GET: exitPreview } = await import('@/app/(frontend)/next/exit-preview/route')
const { sitePath } = await import('@/app/(frontend)/next/preview/site-path')

const SITE = 'http://localhost:3000'
const editor = { id: 1, collection: 'users', role: 'editor', email: 'e@sakhli.test' }

beforeEach(() => {
  state.user = null
  state.enabled = false
})

describe('preview redirects only to paths on the site (open redirect for signed-in users)', () => {
  const hostile = [
    '/%5Cevil.example',
    '/%5cevil.example/x',
    '/\\evil.example',
    '//evil.example',
    '///evil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/%ff',
    '',
  ]

  it.each(hostile)(
    'refuses %j with a 400 JSON answer, even for a signed-in editor',
    async (path) => {
      state.user = editor
      const response = await preview(
        new Request(`${SITE}/next/preview?path=${encodeURIComponent(path)}`),
      )
      expect(response.status).toBe(400)
      expect(response.headers.get('location')).toBeNull()
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect(await response.json()).toEqual({ error: expect.any(String) })
      expect(state.enabled).toBe(false)
    },
  )

  it('sends a signed-in editor to a path on the site, in draft mode', async () => {
    state.user = editor
    const response = await preview(
      new Request(`${SITE}/next/preview?path=${encodeURIComponent('/en/news/a-post?x=1')}`),
    )
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/en/news/a-post?x=1')
    expect(state.enabled).toBe(true)
  })

  it('refuses visitors without a session (403) and leaves draft mode off', async () => {
    const response = await preview(new Request(`${SITE}/next/preview?path=/about`))
    expect(response.status).toBe(403)
    expect(state.enabled).toBe(false)
  })

  it('refuses signed-in users who may not read drafts', async () => {
    state.user = { id: 2, collection: 'customers', email: 'c@x.ge' }
    const response = await preview(new Request(`${SITE}/next/preview?path=/about`))
    expect(response.status).toBe(403)
  })

  it('keeps plain site paths as they are', () => {
    expect(sitePath('/')).toBe('/')
    expect(sitePath('/news/page/2')).toBe('/news/page/2')
    expect(sitePath('/ka/%E1%83%90')).toBe('/ka/%E1%83%90')
    expect(sitePath('/a/../b')).toBe('/b')
  })
})

describe('exit-preview never fails on its Referer', () => {
  const exit = (referer?: string) =>
    exitPreview(
      new Request(`${SITE}/next/exit-preview`, {
        headers: referer === undefined ? {} : { referer, host: 'localhost:3000' },
      }),
    )

  it.each([
    ['a bad Referer', 'not a url'],
    ['a foreign Referer', 'https://evil.example/phish'],
    ['a Referer with a hostile path', `${SITE}/%5Cevil.example`],
    ['no Referer', undefined],
  ])('with %s it leaves draft mode and goes home (307 /)', async (_label, referer) => {
    state.enabled = true
    const response = await exit(referer)
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/')
    expect(state.enabled).toBe(false)
  })

  it('goes back to the page it came from on the site', async () => {
    const response = await exit(`${SITE}/en/news/a-post?page=2`)
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/en/news/a-post?page=2')
  })
})
