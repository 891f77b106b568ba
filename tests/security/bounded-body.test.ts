/**
 * Bounded input (docs/compatibility.md, "Body caps"): the one streaming body reader (`@/lib/http`)
 * and the admin-ajax dispatcher built on it. Each finding of the probe has a test named after it.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  dispatchAjax as dispatchWith,
  jsonResponse,
  registerAjaxAction,
} from '@/lib/compat/ajax-dispatcher'
import { ajaxBodyCap } from '@/lib/compat/ajax-body'
import { createToken } from '@/lib/tokens'
import {
  AJAX_BODY_CAP_BYTES,
  AJAX_BODY_CAP_MAX_BYTES,
  JSON_BODY_CAP_BYTES,
  readBody,
  readCappedBytes,
} from '@/lib/http'

const AJAX_URL = 'http://localhost/wp-admin/admin-ajax.php'
// These actions use no Payload: the caller's instance only has to arrive.
const dispatchAjax = (request: Request) => dispatchWith(request, async () => ({}) as Payload)
const MB = 1024 * 1024

/**
 * A body that would yield `total` bytes in 64 KB chunks, starting with `prefix`, made only as it is
 * pulled: `pulled()` says how much of it the server asked for.
 */
function countingStream(total: number, prefix = '') {
  const head = new TextEncoder().encode(prefix)
  const chunk = new Uint8Array(64 * 1024).fill(0x61) // 'a'
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      const next = pulled === 0 && head.length ? head : chunk
      pulled += next.byteLength
      controller.enqueue(next)
    },
  })
  return { stream, pulled: () => pulled }
}

function streamed(
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
  url = AJAX_URL,
) {
  return new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

const seen = vi.fn((ctx: { get(name: string): string | undefined; json?: unknown }) =>
  jsonResponse({ success: true, data: { name: ctx.get('name') ?? null, json: ctx.json ?? null } }),
)

beforeAll(() => {
  registerAjaxAction({ action: 'bounded_open', token: false, handle: seen })
  registerAjaxAction({
    action: 'bounded_large',
    token: false,
    maxBodyBytes: 64 * 1024,
    handle: seen,
  })
  registerAjaxAction({ action: 'bounded_tokened', handle: seen })
})

beforeEach(() => {
  vi.stubEnv('TOKEN_SECRET', 'bounded-test-secret')
  seen.mockClear()
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the bounded body reader', () => {
  it('refuses a declared Content-Length over the cap before reading a byte', async () => {
    const body = countingStream(200 * MB)
    const request = streamed(body.stream, {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(200 * MB),
    })
    const result = await readBody(request, { cap: 16 * 1024, accept: ['urlencoded'] })
    expect(result).toEqual({ ok: false, status: 413, reason: 'too_large' })
    // At most what the stream queued on its own before anyone read it.
    expect(body.pulled()).toBeLessThanOrEqual(2 * 64 * 1024)
  })

  it('cancels a stream without Content-Length as soon as it passes the cap', async () => {
    const body = countingStream(200 * MB)
    const result = await readCappedBytes(
      streamed(body.stream, { 'content-type': 'text/plain' }),
      100 * 1024,
    )
    expect(result).toMatchObject({ ok: false, status: 413 })
    expect(body.pulled()).toBeLessThan(400 * 1024)
  })

  it('reads a body of exactly the cap', async () => {
    const result = await readCappedBytes(
      new Request(AJAX_URL, { method: 'POST', body: 'x'.repeat(1000) }),
      1000,
    )
    expect(result).toMatchObject({ ok: true })
    if (result.ok) expect(result.bytes.byteLength).toBe(1000)
  })

  it('parses bytes the caller read already under the same cap, and leaves the request alone', async () => {
    const form = new FormData()
    form.set('your-name', 'ნინო')
    const sent = new Response(form)
    const contentType = sent.headers.get('content-type')!
    const bytes = new Uint8Array(await sent.arrayBuffer())
    const request = new Request(AJAX_URL, {
      method: 'POST',
      headers: { 'content-type': contentType },
    })
    const parsed = await readBody(request, { cap: bytes.byteLength, accept: ['multipart'], bytes })
    expect(parsed.ok && parsed.kind === 'multipart' && parsed.formData.get('your-name')).toBe(
      'ნინო',
    )
    expect(
      await readBody(request, { cap: bytes.byteLength - 1, accept: ['multipart'], bytes }),
    ).toEqual({ ok: false, status: 413, reason: 'too_large' })
    const unsupported = await readBody(request, { cap: 1024, accept: ['json'], bytes })
    expect(unsupported).toMatchObject({ status: 415 })
  })

  it('answers 400 to malformed multipart and JSON, 415 to a media type the route does not take', async () => {
    const multipart = new Request(AJAX_URL, {
      method: 'POST',
      body: '--abc\r\nno headers here',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    })
    expect(await readBody(multipart, { cap: 1024, accept: ['multipart'] })).toMatchObject({
      status: 400,
    })
    const noBoundary = new Request(AJAX_URL, {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    })
    expect(await readBody(noBoundary, { cap: 1024, accept: ['multipart'] })).toMatchObject({
      status: 400,
    })
    const json = new Request(AJAX_URL, {
      method: 'POST',
      body: '{"a":',
      headers: { 'content-type': 'application/json' },
    })
    expect(await readBody(json, { cap: 1024, accept: ['json'] })).toMatchObject({ status: 400 })
    const xml = new Request(AJAX_URL, {
      method: 'POST',
      body: '<a/>',
      headers: { 'content-type': 'application/xml' },
    })
    expect(await readBody(xml, { cap: 1024, accept: ['json'] })).toMatchObject({ status: 415 })
    const untyped = new Request(AJAX_URL, { method: 'POST', body: new Uint8Array([1, 2]) })
    expect(await readBody(untyped, { cap: 1024, accept: ['json'] })).toMatchObject({
      status: 415,
    })
  })

  it('drops __proto__ keys from JSON and keeps constructor as plain data', async () => {
    const request = new Request(AJAX_URL, {
      method: 'POST',
      body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"a":{"__proto__":1}}',
      headers: { 'content-type': 'application/json' },
    })
    const result = await readBody(request, { cap: JSON_BODY_CAP_BYTES, accept: ['json'] })
    expect(result).toMatchObject({ ok: true, kind: 'json' })
    if (!result.ok || result.kind !== 'json') return
    const json = result.json as Record<string, unknown>
    expect(Object.keys(json)).toEqual(['constructor', 'a'])
    expect(Object.getPrototypeOf(json)).toBe(Object.prototype)
    expect(Object.assign({}, json, json.a)).not.toHaveProperty('polluted')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('reads invalid UTF-8 and NUL bytes as text (U+FFFD for bad sequences), never an error', async () => {
    const bytes = new Uint8Array([
      0x6e, 0x3d, 0xff, 0xfe, 0x00, 0xc3, 0x28, 0x26, 0x6d, 0x3d, 0x25, 0x30, 0x30,
    ])
    const request = new Request(AJAX_URL, {
      method: 'POST',
      body: bytes,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    const result = await readBody(request, { cap: 1024, accept: ['urlencoded'] })
    expect(result).toMatchObject({ ok: true, kind: 'urlencoded' })
    if (!result.ok || result.kind !== 'urlencoded') return
    expect(result.params.get('n')).toBe('\uFFFD\uFFFD\u0000\uFFFD(')
    expect(result.params.get('m')).toBe('\u0000')
  })
})

describe('admin-ajax.php bodies', () => {
  it('admin-ajax.php reads a body of any size (200 MB accepted): now 413 without reading it all', async () => {
    const body = countingStream(200 * MB, 'action=bounded_open&name=')
    const response = await dispatchAjax(
      streamed(body.stream, { 'content-type': 'application/x-www-form-urlencoded' }),
    )
    expect(response.status).toBe(413)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      success: false,
      data: {
        code: 'payload_too_large',
        message: `The request body is larger than ${AJAX_BODY_CAP_BYTES} bytes.`,
      },
    })
    expect(seen).not.toHaveBeenCalled()
    expect(body.pulled()).toBeLessThan(AJAX_BODY_CAP_BYTES + 3 * 64 * 1024)
  })

  it('answers 413 to a declared Content-Length over the cap, JSON and multipart too', async () => {
    const big = 'x'.repeat(AJAX_BODY_CAP_BYTES)
    const json = await dispatchAjax(
      new Request(AJAX_URL, {
        method: 'POST',
        body: JSON.stringify({ action: 'bounded_open', name: big }),
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(json.status).toBe(413)
    const data = new FormData()
    data.set('action', 'bounded_open')
    data.set('file', new Blob([big]), 'big.txt')
    const multipart = await dispatchAjax(new Request(AJAX_URL, { method: 'POST', body: data }))
    expect(multipart.status).toBe(413)
    expect((await multipart.json()).data.code).toBe('payload_too_large')
    expect(seen).not.toHaveBeenCalled()
  })

  it('reads a body under the cap as before', async () => {
    const response = await dispatchAjax(
      new Request(AJAX_URL, {
        method: 'POST',
        body: new URLSearchParams({ action: 'bounded_open', name: 'x'.repeat(8 * 1024) }),
      }),
    )
    expect(response.status).toBe(200)
    expect((await response.json()).data.name).toHaveLength(8 * 1024)
  })

  it('lets an action named in the URL declare a larger cap, never above the ceiling', async () => {
    const body = new URLSearchParams({ name: 'y'.repeat(40 * 1024) })
    const declared = await dispatchAjax(
      new Request(`${AJAX_URL}?action=bounded_large`, { method: 'POST', body }),
    )
    expect(declared.status).toBe(200)
    // The same body for an action without a declared cap is too large.
    const other = await dispatchAjax(
      new Request(`${AJAX_URL}?action=bounded_open`, { method: 'POST', body }),
    )
    expect(other.status).toBe(413)
    // Named only in the body, the action's cap is not known before reading: the default holds.
    const inBody = await dispatchAjax(
      new Request(AJAX_URL, {
        method: 'POST',
        body: new URLSearchParams({ action: 'bounded_large', name: 'y'.repeat(40 * 1024) }),
      }),
    )
    expect(inBody.status).toBe(413)
    expect(ajaxBodyCap(undefined)).toBe(AJAX_BODY_CAP_BYTES)
    expect(ajaxBodyCap(10 * AJAX_BODY_CAP_MAX_BYTES)).toBe(AJAX_BODY_CAP_MAX_BYTES)
    expect(ajaxBodyCap(1)).toBe(AJAX_BODY_CAP_BYTES)
  })

  it('answers 400 to malformed multipart and JSON bodies', async () => {
    const multipart = await dispatchAjax(
      new Request(AJAX_URL, {
        method: 'POST',
        body: '--zz\r\nContent-Disposition: form-data; name="action"\r\n\r\nbounded_open',
        headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      }),
    )
    expect(multipart.status).toBe(400)
    const json = await dispatchAjax(
      new Request(AJAX_URL, {
        method: 'POST',
        body: '{"action":"bounded_open",',
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(json.status).toBe(400)
    expect((await json.json()).data.code).toBe('invalid_body')
    expect(seen).not.toHaveBeenCalled()
  })

  it('treats __proto__ and constructor field names as plain fields', async () => {
    const form = await dispatchAjax(
      new Request(AJAX_URL, {
        method: 'POST',
        body: '__proto__[polluted]=1&constructor[prototype][x]=1&action=bounded_open&name=ok',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    )
    expect(form.status).toBe(200)
    const json = await dispatchAjax(
      new Request(AJAX_URL, {
        method: 'POST',
        body: '{"action":"bounded_open","__proto__":{"polluted":1},"constructor":"x","name":"ok"}',
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(json.status).toBe(200)
    expect((await json.json()).data.json).toEqual({
      action: 'bounded_open',
      constructor: 'x',
      name: 'ok',
    })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('answers NUL bytes and invalid UTF-8 without a 5xx', async () => {
    const token = createToken('bounded_tokened')
    const prefix = new TextEncoder().encode(`action=bounded_tokened&security=${token}&name=`)
    const bytes = new Uint8Array([...prefix, 0x00, 0xff, 0xc0, 0xaf, 0x25, 0x30, 0x30])
    const response = await dispatchAjax(
      new Request(AJAX_URL, {
        method: 'POST',
        body: bytes,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    )
    expect(response.status).toBe(200)
    expect((await response.json()).data.name).toBe('\u0000\uFFFD\uFFFD\uFFFD\u0000')
  })
})
