import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Payload } from 'payload'

import { GET as nonceGet } from '@/app/(compat)/wp-json/sakhli/v1/nonce/route'
import { ajaxRoute } from '@/features/ajax'
import { dispatchAjax as dispatchWith, jsonResponse } from '@/lib/compat/ajax-dispatcher'
import { REFRESH_NONCE_ACTION } from '@/lib/compat/refresh-nonce'
import { registerAjaxAction } from '@/lib/compat/ajax-dispatcher'
import { createToken, TOKEN_TTL_SECONDS } from '@/lib/tokens'
import {
  type AjaxFetch,
  AjaxClientError,
  clearAjaxTokenCache,
  getAjaxToken,
  postAjax,
  TOKEN_REFRESH_MARGIN_MS,
} from '@/lib/compat/ajax-client'

// The Payload instance the route's caller hands over; these actions only show that it arrives.
const givenPayload = {
  auth: vi.fn(async ({ headers }: { headers: Headers }) => ({
    user: headers.get('cookie') === 'payload-token=editor' ? { id: 7, collection: 'users' } : null,
  })),
} as unknown as Payload
const dispatchAjax = (request: Request) => dispatchWith(request, async () => givenPayload)
// The admin-ajax route as the app mounts it (every feature's actions), given that instance.
const ajaxPost = ajaxRoute(async () => givenPayload)
const ajaxGet = ajaxPost

const ORIGIN = 'http://localhost'
const AJAX_URL = `${ORIGIN}/wp-admin/admin-ajax.php`
const SECRET = 'dispatch-test-secret'

interface ErrorBody {
  success: false
  data: { code: string; message: string }
}

// Echoes what the dispatcher handed to the handler.
const echo = vi.fn(
  (ctx: { get(name: string): string | undefined; locale: string; json?: unknown }) =>
    jsonResponse({
      success: true,
      data: { name: ctx.get('name') ?? null, locale: ctx.locale, json: ctx.json ?? null },
    }),
)

beforeAll(() => {
  registerAjaxAction({ action: 'test_echo', handle: echo })
  registerAjaxAction({ action: 'test_open', token: false, handle: echo })
  registerAjaxAction({ action: 'test_writes', token: false, writes: true, handle: echo })
  registerAjaxAction({ action: 'test_shared_a', token: 'test_shared_nonce', handle: echo })
  registerAjaxAction({
    action: 'test_throws',
    token: false,
    handle: () => {
      throw new Error('database password is hunter2')
    },
  })
  registerAjaxAction({
    action: 'test_rejects',
    token: false,
    handle: async () => Promise.reject(new TypeError('boom at secret/path.ts:12')),
  })
})

beforeEach(() => {
  vi.stubEnv('TOKEN_SECRET', SECRET)
  echo.mockClear()
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

function post(body: BodyInit, headers: Record<string, string> = {}, url = AJAX_URL): Request {
  return new Request(url, { method: 'POST', body, headers })
}

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields)
}

async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  expect(response.status).toBe(status)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const body = (await response.json()) as ErrorBody
  expect(body.success).toBe(false)
  expect(body.data.code).toBe(code)
  expect(typeof body.data.message).toBe('string')
  return body
}

describe('dispatchAjax: action', () => {
  it('answers 400 missing_action without an action', async () => {
    const body = await expectError(
      await dispatchAjax(post(form({ name: 'x' }))),
      400,
      'missing_action',
    )
    expect(body.data.message).toBe('The action field is required.')
    await expectError(await dispatchAjax(post(form({ action: '' }))), 400, 'missing_action')
  })

  it('answers 400 unknown_action for an unregistered action', async () => {
    const body = await expectError(
      await dispatchAjax(post(form({ action: 'nope' }))),
      400,
      'unknown_action',
    )
    expect(body.data.message).toContain('nope')
  })

  it('does not reflect a huge action name in full', async () => {
    const response = await dispatchAjax(post(form({ action: 'a'.repeat(10_000) })))
    const body = await expectError(response, 400, 'unknown_action')
    expect(body.data.message.length).toBeLessThan(200)
  })
})

describe('dispatchAjax: body encodings', () => {
  const security = () => createToken('test_echo')

  it('reads application/x-www-form-urlencoded', async () => {
    const response = await dispatchAjax(
      post(form({ action: 'test_echo', security: security(), name: 'ნინო' })),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ success: true, data: { name: 'ნინო' } })
  })

  it('reads multipart/form-data', async () => {
    const data = new FormData()
    data.set('action', 'test_echo')
    data.set('security', security())
    data.set('name', 'multipart')
    data.set('file', new Blob(['hello']), 'hello.txt')
    const response = await dispatchAjax(post(data))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ data: { name: 'multipart' } })
  })

  it('reads a JSON object and hands the parsed object to the handler', async () => {
    const payload = { action: 'test_echo', security: security(), name: 'json', tags: ['a', 'b'] }
    const response = await dispatchAjax(
      post(JSON.stringify(payload), { 'content-type': 'application/json; charset=utf-8' }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ data: { name: 'json', json: payload } })
  })

  it('reads the action and fields from the query string', async () => {
    const url = `${AJAX_URL}?action=test_echo&security=${security()}&name=query`
    const response = await ajaxGet(new Request(url))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ data: { name: 'query' } })
  })

  it('lets body fields win over query fields on a POST', async () => {
    const url = `${AJAX_URL}?action=test_open&name=fromQuery`
    const response = await dispatchAjax(post(form({ name: 'fromBody' }), {}, url))
    expect(await response.json()).toMatchObject({ data: { name: 'fromBody' } })
  })

  it('answers 400 invalid_body for bodies it cannot read', async () => {
    const json = { 'content-type': 'application/json' }
    await expectError(await dispatchAjax(post('{"action":', json)), 400, 'invalid_body')
    await expectError(await dispatchAjax(post('["test_open"]', json)), 400, 'invalid_body')
    await expectError(await dispatchAjax(post('"test_open"', json)), 400, 'invalid_body')
    await expectError(
      await dispatchAjax(post('garbage', { 'content-type': 'multipart/form-data; boundary=x' })),
      400,
      'invalid_body',
    )
    await expectError(
      await dispatchAjax(post('<a/>', { 'content-type': 'application/xml' })),
      400,
      'invalid_body',
    )
  })
})

describe('dispatchAjax: security token', () => {
  it('answers 403 invalid_nonce when the token is missing', async () => {
    await expectError(await dispatchAjax(post(form({ action: 'test_echo' }))), 403, 'invalid_nonce')
    expect(echo).not.toHaveBeenCalled()
  })

  it('answers 403 invalid_nonce for a forged, malformed or other-action token', async () => {
    for (const security of [
      'garbage',
      createToken('test_open'),
      createToken('test_echo', { secret: 'someone else' }),
    ]) {
      await expectError(
        await dispatchAjax(post(form({ action: 'test_echo', security }))),
        403,
        'invalid_nonce',
      )
    }
    expect(echo).not.toHaveBeenCalled()
  })

  it('answers 403 nonce_expired for an expired token', async () => {
    const old = createToken('test_echo', { now: Date.now() - (TOKEN_TTL_SECONDS + 60) * 1000 })
    await expectError(
      await dispatchAjax(post(form({ action: 'test_echo', security: old }))),
      403,
      'nonce_expired',
    )
    expect(echo).not.toHaveBeenCalled()
  })

  it('accepts the token in security, nonce, or the X-WP-Nonce header', async () => {
    const token = createToken('test_echo')
    const requests = [
      post(form({ action: 'test_echo', security: token })),
      post(form({ action: 'test_echo', nonce: token })),
      post(form({ action: 'test_echo' }), { 'X-WP-Nonce': token }),
    ]
    for (const request of requests) expect((await dispatchAjax(request)).status).toBe(200)
    expect(echo).toHaveBeenCalledTimes(3)
  })

  it('verifies the token action the definition names', async () => {
    const shared = createToken('test_shared_nonce')
    expect(
      (await dispatchAjax(post(form({ action: 'test_shared_a', security: shared })))).status,
    ).toBe(200)
    const own = createToken('test_shared_a')
    await expectError(
      await dispatchAjax(post(form({ action: 'test_shared_a', security: own }))),
      403,
      'invalid_nonce',
    )
  })

  it('runs tokenless actions without a token', async () => {
    expect((await dispatchAjax(post(form({ action: 'test_open' })))).status).toBe(200)
  })
})

// Regression: "an <img> on another site can sign an address up"; admin-ajax dispatches GETs too.
describe('dispatchAjax: actions that write run only for a POST from the site', () => {
  it('refuses a GET (an <img> elsewhere) with 405 and Allow: POST, before the handler', async () => {
    const response = await dispatchAjax(new Request(`${AJAX_URL}?action=test_writes&name=x`))
    await expectError(response, 405, 'method_not_allowed')
    expect(response.headers.get('allow')).toBe('POST')
    expect(echo).not.toHaveBeenCalled()
  })

  it('refuses a post its browser marks as cross-site with 403', async () => {
    const elsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ]
    for (const headers of elsewhere) {
      const response = await dispatchAjax(post(form({ action: 'test_writes' }), headers))
      await expectError(response, 403, 'cross_site')
    }
    expect(echo).not.toHaveBeenCalled()
  })

  it('runs a POST from the site’s own page, and a GET of an action that only reads', async () => {
    const own = post(form({ action: 'test_writes' }), { 'sec-fetch-site': 'same-origin' })
    expect((await dispatchAjax(own)).status).toBe(200)
    expect((await dispatchAjax(new Request(`${AJAX_URL}?action=test_open`))).status).toBe(200)
  })

  it('is declared by every action of the site that stores or mails (register, join, subscribe)', async () => {
    const { features } = await import('@/features')
    const writes = features
      .flatMap((feature) => feature.ajaxActions ?? [])
      .filter((def) => def.writes)
      .map((def) => def.action)
      .sort()
    expect(writes).toEqual(
      ['sakhli_newsletter_subscribe', 'stm_ajax_add_event_member', 'stm_custom_register'].sort(),
    )
  })
})

describe('dispatchAjax: handler errors', () => {
  it('answers 500 internal_error without the error text or stack, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const action of ['test_throws', 'test_rejects']) {
      const response = await dispatchAjax(post(form({ action })))
      expect(response.status).toBe(500)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({
        success: false,
        data: { code: 'internal_error', message: 'Something went wrong.' },
      })
      expect(text).not.toMatch(/hunter2|boom|secret|\.ts|\bat\b/)
    }
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('answers 500 (logged) rather than crashing when no secret is configured', async () => {
    vi.stubEnv('TOKEN_SECRET', undefined)
    vi.stubEnv('PAYLOAD_SECRET', undefined)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expectError(
      await dispatchAjax(post(form({ action: 'test_echo', security: 'x' }))),
      500,
      'internal_error',
    )
    expect(log).toHaveBeenCalledOnce()
  })
})

describe('dispatchAjax: the context a handler gets', () => {
  const seen = vi.fn()
  beforeAll(() => {
    registerAjaxAction({
      action: 'test_context',
      token: false,
      handle: async (ctx) => {
        seen({
          payload: ctx.payload,
          address: ctx.address,
          locale: ctx.locale,
          user: await ctx.user(),
          again: await ctx.user(),
        })
        return jsonResponse({ success: true })
      },
    })
  })

  it("carries the caller's Payload, the address, the locale and the signed-in user", async () => {
    seen.mockClear()
    vi.mocked(givenPayload.auth).mockClear()
    const headers = { 'x-forwarded-for': '203.0.113.9', cookie: 'payload-token=editor' }
    expect(
      (await dispatchAjax(post(form({ action: 'test_context', lang: 'en' }), headers))).status,
    ).toBe(200)
    expect(seen).toHaveBeenCalledWith({
      payload: givenPayload,
      address: '203.0.113.9',
      locale: 'en',
      user: { id: 7, collection: 'users' },
      again: { id: 7, collection: 'users' },
    })
    // The session is read once, and only when the handler asks.
    expect(givenPayload.auth).toHaveBeenCalledOnce()
  })

  it('has no address or user when the request shows none', async () => {
    seen.mockClear()
    vi.mocked(givenPayload.auth).mockClear()
    await dispatchAjax(post(form({ action: 'test_context' }), { 'x-forwarded-for': 'not-an-ip' }))
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ address: undefined, user: null }))
  })

  it('asks for Payload only once a call has passed its checks', async () => {
    const getPayload = vi.fn(async () => givenPayload)
    await dispatchWith(post(form({ action: 'test_echo', security: 'forged' })), getPayload)
    await dispatchWith(post(form({ action: 'nope' })), getPayload)
    expect(getPayload).not.toHaveBeenCalled()
  })
})

describe('dispatchAjax: locale', () => {
  async function localeOf(fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await dispatchAjax(post(form({ action: 'test_open', ...fields }), headers))
    return ((await response.json()) as { data: { locale: string } }).data.locale
  }

  it('defaults to Georgian', async () => {
    expect(await localeOf({})).toBe('ka')
    expect(await localeOf({}, { 'Accept-Language': 'ka-GE,en;q=0.8' })).toBe('ka')
    expect(await localeOf({}, { 'Accept-Language': 'fr-FR' })).toBe('ka')
  })

  it('reads lang, then _wpcf7_locale, then Accept-Language', async () => {
    expect(await localeOf({ lang: 'en' })).toBe('en')
    expect(await localeOf({ _wpcf7_locale: 'en_US' })).toBe('en')
    expect(await localeOf({}, { 'Accept-Language': 'en-GB,en;q=0.9' })).toBe('en')
    expect(await localeOf({ lang: 'ka' }, { 'Accept-Language': 'en' })).toBe('ka')
    expect(await localeOf({ _wpcf7_locale: 'ka_GE' }, { 'Accept-Language': 'en-US' })).toBe('ka')
  })
})

describe('refresh nonce', () => {
  it('issues a working token for a registered action', async () => {
    const response = await ajaxPost(post(form({ action: REFRESH_NONCE_ACTION, for: 'test_echo' })))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as {
      success: true
      data: { nonce: string; expires: number }
    }
    expect(body.success).toBe(true)
    expect(body.data.expires).toBeGreaterThan(Date.now())
    const use = await dispatchAjax(post(form({ action: 'test_echo', security: body.data.nonce })))
    expect(use.status).toBe(200)
  })

  it('refuses a missing or unknown for action', async () => {
    await expectError(
      await ajaxPost(post(form({ action: REFRESH_NONCE_ACTION }))),
      400,
      'missing_action',
    )
    await expectError(
      await ajaxPost(post(form({ action: REFRESH_NONCE_ACTION, for: 'nope' }))),
      400,
      'unknown_action',
    )
  })

  it('serves GET /wp-json/sakhli/v1/nonce?action=NAME', async () => {
    const response = await nonceGet(
      new Request(`${ORIGIN}/wp-json/sakhli/v1/nonce?action=test_shared_a`),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { nonce: string; expires: number }
    expect(Object.keys(body).sort()).toEqual(['expires', 'nonce'])
    // The nonce is for the token action the definition names.
    const use = await dispatchAjax(post(form({ action: 'test_shared_a', security: body.nonce })))
    expect(use.status).toBe(200)
  })

  it('answers 400 for a missing or unknown action on the nonce route', async () => {
    const base = `${ORIGIN}/wp-json/sakhli/v1/nonce`
    await expectError(await nonceGet(new Request(base)), 400, 'missing_action')
    await expectError(await nonceGet(new Request(`${base}?action=nope`)), 400, 'unknown_action')
  })
})

describe('postAjax client', () => {
  beforeEach(() => clearAjaxTokenCache())

  // Routes the client's requests to the real handlers, counting each endpoint.
  function fakeServer(
    overrides: { nonce?: () => Response; ajax?: (request: Request) => Promise<Response> } = {},
  ) {
    const calls = { nonce: 0, ajax: 0, tokensSent: [] as string[] }
    const fetch: AjaxFetch = async (input, init) => {
      const request = new Request(new URL(input, ORIGIN), init)
      const path = new URL(request.url).pathname
      if (path === '/wp-json/sakhli/v1/nonce') {
        calls.nonce++
        return overrides.nonce ? overrides.nonce() : nonceGet(request)
      }
      if (path === '/wp-admin/admin-ajax.php') {
        calls.ajax++
        const token = (await request.clone().formData()).get('security')
        if (typeof token === 'string') calls.tokensSent.push(token)
        return overrides.ajax ? overrides.ajax(request) : ajaxPost(request)
      }
      return new Response('not found', { status: 404 })
    }
    return { calls, fetch }
  }

  it('fetches a token, posts with security, and caches the token', async () => {
    const { calls, fetch } = fakeServer()
    const first = await postAjax('test_echo', { name: 'a' }, { fetch })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ data: { name: 'a' } })
    const second = await postAjax('test_echo', { name: 'b' }, { fetch })
    expect(second.status).toBe(200)
    expect(calls).toMatchObject({ nonce: 1, ajax: 2 })
  })

  it('sends FormData without changing the caller’s copy', async () => {
    const { fetch } = fakeServer()
    const data = new FormData()
    data.set('name', 'form')
    const response = await postAjax('test_echo', data, { fetch })
    expect(await response.json()).toMatchObject({ data: { name: 'form' } })
    expect([...data.keys()]).toEqual(['name'])
  })

  it('refetches a token that is within a minute of expiry', async () => {
    const { calls, fetch } = fakeServer()
    await getAjaxToken('test_echo', { fetch })
    const later = Date.now() + TOKEN_TTL_SECONDS * 1000 - TOKEN_REFRESH_MARGIN_MS + 5000
    await getAjaxToken('test_echo', { fetch, now: () => later })
    expect(calls.nonce).toBe(2)
  })

  it('fetches a fresh token and retries once on nonce_expired', async () => {
    let served = 0
    const stale = createToken('test_echo', { now: Date.now() - (TOKEN_TTL_SECONDS + 60) * 1000 })
    const { calls, fetch } = fakeServer({
      // The first token claims a long life but has expired on the server (clock or secret change).
      nonce: () =>
        served++ === 0
          ? jsonResponse({ nonce: stale, expires: Date.now() + 3_600_000 })
          : jsonResponse({ nonce: createToken('test_echo'), expires: Date.now() + 3_600_000 }),
    })
    const response = await postAjax('test_echo', { name: 'retry' }, { fetch })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ data: { name: 'retry' } })
    expect(calls.nonce).toBe(2)
    expect(calls.ajax).toBe(2)
    expect(calls.tokensSent[0]).toBe(stale)
    expect(calls.tokensSent[1]).not.toBe(stale)
  })

  it('retries exactly once and returns the second answer', async () => {
    const expired = () =>
      Promise.resolve(
        jsonResponse({ success: false, data: { code: 'nonce_expired', message: 'expired' } }, 403),
      )
    const { calls, fetch } = fakeServer({ ajax: expired })
    const response = await postAjax('test_echo', { name: 'x' }, { fetch })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ data: { code: 'nonce_expired' } })
    expect(calls.ajax).toBe(2)
    expect(calls.nonce).toBe(2)
  })

  it('does not retry other failures', async () => {
    const { calls, fetch } = fakeServer({
      ajax: () =>
        Promise.resolve(
          jsonResponse({ success: false, data: { code: 'invalid_nonce', message: 'no' } }, 403),
        ),
    })
    const response = await postAjax('test_echo', {}, { fetch })
    expect(response.status).toBe(403)
    expect(calls.ajax).toBe(1)
  })

  it('shares one token request between concurrent calls', async () => {
    const { calls, fetch } = fakeServer()
    await Promise.all([
      postAjax('test_echo', {}, { fetch }),
      postAjax('test_echo', {}, { fetch }),
      postAjax('test_echo', {}, { fetch }),
    ])
    expect(calls.nonce).toBe(1)
  })

  it('throws an AjaxClientError when no token can be had', async () => {
    const { fetch } = fakeServer()
    await expect(postAjax('nope', {}, { fetch })).rejects.toMatchObject({
      name: 'AjaxClientError',
      code: 'unknown_action',
      status: 400,
    })
    await expect(postAjax('nope', {}, { fetch })).rejects.toBeInstanceOf(AjaxClientError)
  })
})
