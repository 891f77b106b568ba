/**
 * The server's front (server/front.mjs) around a recording handler instead of Next: what reaches
 * the app, and what is answered before it. Each test is named after a finding of a security probe.
 */
import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { request as httpRequest } from 'node:http'
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { BODY_CAPS, FRONT_HOOKS } from '../../server/body-caps.mjs'
import { createFrontServer } from '../../server/front.mjs'
import { closeServer } from './helpers'

interface Seen {
  url: string
  method: string
  forwardedFor: string | undefined
  bodyBytes: number
}

let server: Server | undefined

afterEach(async () => {
  delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]
  await closeServer(server)
  server = undefined
})

async function start(
  options: { trustProxy?: string; timeouts?: Record<string, number>; cacheControl?: string } = {},
) {
  const seen: Seen[] = []
  server = createFrontServer({
    trustProxy: options.trustProxy,
    timeouts: options.timeouts,
    handle: (req: IncomingMessage, res: ServerResponse) => {
      let bodyBytes = 0
      req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length))
      req.on('end', () => {
        seen.push({
          url: req.url ?? '',
          method: req.method ?? '',
          forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
          bodyBytes,
        })
        if (options.cacheControl) res.setHeader('Cache-Control', options.cacheControl)
        res.setHeader('Content-Disposition', 'inline')
        res.end('ok')
      })
    },
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server!.address() as AddressInfo
  return { seen, base: `http://127.0.0.1:${port}`, port }
}

/** Sends raw bytes and collects the answer until the server closes or `ms` pass. */
function raw(port: number, text: string | Buffer, ms = 2_000): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    const done = () => resolve(answer)
    socket.on('close', done)
    socket.on('error', done)
    socket.write(text)
    setTimeout(() => {
      socket.destroy()
      done()
    }, ms)
  })
}

/** A request by any method (fetch refuses TRACE). */
function call(
  port: number,
  method: string,
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the server front', () => {
  it('X-Forwarded-For is trusted as sent: an untrusted connection gets its own address', async () => {
    const { seen, base } = await start()
    await fetch(`${base}/`, { headers: { 'x-forwarded-for': '<b>html</b>, 6.6.6.6' } })
    expect(seen[0]?.forwardedFor).toBe('127.0.0.1')
  })

  it('takes the client from X-Forwarded-For only through a TRUST_PROXY proxy, as a valid IP', async () => {
    const { seen, base } = await start({ trustProxy: '127.0.0.1, 10.0.0.0/8' })
    await fetch(`${base}/`, { headers: { 'x-forwarded-for': '203.0.113.7, 10.1.2.3' } })
    await fetch(`${base}/`, { headers: { 'x-forwarded-for': '<script>' } })
    await fetch(`${base}/`, { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } })
    expect(seen.map((s) => s.forwardedFor)).toEqual(['203.0.113.7', '127.0.0.1', '203.0.113.9'])
  })

  it('refuses a malformed TRUST_PROXY at start', () => {
    expect(() => createFrontServer({ trustProxy: 'not-an-ip', handle: () => {} })).toThrow(
      /TRUST_PROXY/,
    )
  })

  it('TRACE on route handlers: unsupported methods get 405 with Allow, not 500', async () => {
    const { seen, base, port } = await start()
    for (const [method, path] of [
      ['TRACE', '/wp-json/contact-form-7/v1/contact-forms/1/feedback'],
      ['PUT', '/news'],
      ['DELETE', '/wp-admin/admin-ajax.php'],
    ] as const) {
      const response = await call(port, method, path)
      expect(response.status).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
    }
    const api = await fetch(`${base}/api/posts/1`, { method: 'PATCH', body: '{}' })
    expect(api.status).toBe(200)
    expect(seen).toHaveLength(1)
  })

  it('a bad percent-escape (/news/%ff) gets 400, not 500', async () => {
    const { seen, port } = await start()
    const answer = await raw(port, 'GET /news/%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400/)
    const nul = await raw(port, 'GET /news/a%00b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(nul).toMatch(/^HTTP\/1\.1 400/)
    expect(seen).toHaveLength(0)
  })

  it('admin-ajax.php reads a body of any size: over the cap it is refused from Content-Length', async () => {
    const { seen, port } = await start()
    const answer = await raw(
      port,
      'POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${200 * 1024 * 1024}\r\n\r\naction=x&`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413/)
    expect(answer).toMatch(/connection: close/i)
    expect(answer).toContain('"success":false')
    expect(answer).toContain('payload_too_large')
    expect(seen).toHaveLength(0)
  })

  it('a 30 MB post gets 413, not 500; a body of unknown length gets 411', async () => {
    const { seen, port } = await start()
    const big = await raw(
      port,
      `POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${30 * 1024 * 1024}\r\n\r\n--b`,
    )
    expect(big).toMatch(/^HTTP\/1\.1 413/)
    expect(big).toMatch(/content-type: text\/html/i)
    const chunked = await raw(
      port,
      'POST /contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n',
    )
    expect(chunked).toMatch(/^HTTP\/1\.1 411/)
    expect(seen).toHaveLength(0)
  })

  it('the server action body limit is 26 MB for every page: a page post gets its form’s own cap', async () => {
    const { seen, base } = await start()
    ;(globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS] = {
      pageBodyCap: async (url: URL) =>
        url.searchParams.get('_wpcf7') === '7' ? 300_000 : undefined,
    }
    const post = (path: string, size: number) =>
      fetch(`${base}${path}`, { method: 'POST', body: new Uint8Array(size) })
    expect((await post('/contact?_wpcf7=7', 200_000)).status).toBe(200)
    expect((await post('/contact?_wpcf7=7', 400_000)).status).toBe(413)
    // A form without a known cap, or no form at all: the small cap.
    expect((await post('/contact?_wpcf7=8', BODY_CAPS.small + 1)).status).toBe(413)
    expect((await post('/contact', BODY_CAPS.small)).status).toBe(200)
    expect(seen.map((s) => s.bodyBytes)).toEqual([200_000, BODY_CAPS.small])
  })

  it('a connection that stops sending its body is timed out', async () => {
    const { seen, port } = await start({ timeouts: { idle: 300 } })
    const began = Date.now()
    const answer = await raw(
      port,
      'POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\naction=',
      5_000,
    )
    expect(Date.now() - began).toBeLessThan(3_000)
    expect(answer).toBe('')
    expect(seen).toHaveLength(0)
  })

  it('no security headers: every response carries them, the admin cannot be framed', async () => {
    const { base, port } = await start()
    const page = await fetch(`${base}/news`)
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(page.headers.get('permissions-policy')).toContain('camera=()')
    const csp = page.headers.get('content-security-policy') ?? ''
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(directive)
    }
    expect(page.headers.get('strict-transport-security')).toBeNull()
    const admin = await fetch(`${base}/admin`)
    expect(admin.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(admin.headers.get('x-frame-options')).toBe('DENY')
    const refused = await call(port, 'TRACE', '/x')
    expect(refused.headers['x-content-type-options']).toBe('nosniff')
  })

  it('HSTS only when served over TLS (a trusted proxy says https)', async () => {
    const { base } = await start({ trustProxy: '127.0.0.1' })
    const tls = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect(tls.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
    await closeServer(server)
    const untrusted = await start()
    const plain = await fetch(`${untrusted.base}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })

  it('HTML pages are sent with s-maxage=31536000: public pages get a lifetime a CDN keeps briefly', async () => {
    const { base } = await start({ cacheControl: 's-maxage=31536000, stale-while-revalidate' })
    const page = await fetch(`${base}/news`)
    expect(page.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    )
  })

  it('keeps private and no-store answers as the app set them', async () => {
    const { base } = await start({ cacheControl: 'private, no-cache, no-store, max-age=0' })
    const page = await fetch(`${base}/news`)
    expect(page.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0')
  })

  it('serves visitors’ uploaded files as sandboxed attachments', async () => {
    const { base } = await start()
    const file = await fetch(`${base}/api/submission-files/file/cv.pdf`)
    expect(file.headers.get('content-disposition')).toBe('attachment')
    expect(file.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
  })
})

describe('server actions', () => {
  it('a malformed server-action body is answered 400 by the front; a 5xx of the app stays a 5xx', async () => {
    const seen: string[] = []
    server = createFrontServer({
      handle: (req: IncomingMessage, res: ServerResponse) => {
        req.resume()
        req.on('end', () => {
          seen.push(`${req.method} ${req.url}`)
          res.statusCode = 500
          res.end('Internal Server Error')
        })
      },
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
    const action = await fetch(`${base}/contact`, {
      method: 'POST',
      headers: { 'next-action': '7f00', 'content-type': 'text/plain;charset=UTF-8' },
      body: '[',
    })
    expect(action.status).toBe(400)
    expect(action.headers.get('cache-control')).toBe('no-store')
    expect(seen).toEqual([])
    // What the app answers is what the visitor gets: a server error to look into.
    expect((await fetch(`${base}/contact`, { method: 'POST', body: '[' })).status).toBe(500)
    expect((await fetch(`${base}/contact`)).status).toBe(500)
    expect((await fetch(`${base}/api/posts`, { method: 'POST', body: '{}' })).status).toBe(500)
  })
})
