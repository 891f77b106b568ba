/**
 * Regression: "Large no-JavaScript file posts are read whole before any limit": a contact form with
 * files posted without JavaScript is a server action, whose body Next reads whole into memory.
 * The front (server/page-posts.mjs) now asks the address's allowance and takes one of a few slots
 * before a byte of such a body is read, and what it holds for a request is let go when the
 * response closes. Each test starts the front with a stand-in for Next, over real sockets.
 */
import { connect, type AddressInfo, type Socket } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'

import { afterEach, describe, expect, it } from 'vitest'

import { FRONT_HOOKS } from '../../server/body-caps.mjs'
import { createFrontServer } from '../../server/front.mjs'
import { createPageCache } from '../../server/page-cache.mjs'
import { closeServer } from './helpers'

let server: Server | undefined
const sockets: Socket[] = []

afterEach(async () => {
  delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]
  for (const socket of sockets.splice(0)) socket.destroy()
  await closeServer(server)
  server = undefined
})

const FORM_CAP = 25 * 1024 * 1024
const LARGE = 20 * 1024 * 1024

interface Hooks {
  allowance?: (ip: string) => Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>
}

/** A front whose app reads every body whole and answers with its length. */
async function start(hooks: Hooks = {}, options: Record<string, unknown> = {}) {
  const seen: Array<{ url: string; bytes: number }> = []
  const asked: string[] = []
  ;(globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS] = {
    pageBodyCap: async (url: URL) =>
      url.searchParams.get('_wpcf7') === '7' ? FORM_CAP : undefined,
    largePostLimit: async (ip: string) => {
      asked.push(ip)
      return hooks.allowance ? hooks.allowance(ip) : { ok: true }
    },
  }
  server = createFrontServer({
    ...options,
    handle: (req: IncomingMessage, res: ServerResponse) => {
      let bytes = 0
      req.on('data', (chunk: Buffer) => (bytes += chunk.length))
      req.on('end', () => {
        seen.push({ url: req.url ?? '', bytes })
        res.end(String(bytes))
      })
    },
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server!.address() as AddressInfo
  return { port, seen, asked }
}

const head = (length: number) =>
  'POST /contact?_wpcf7=7 HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\n' +
  `Content-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${length}\r\n\r\n`

/** Opens a connection and sends `text`; `answer()` resolves with what came back when it closes. */
function open(port: number, text: string | Buffer) {
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  let answer = ''
  const closed = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    socket.on('close', () => resolve(answer))
    socket.on('error', () => resolve(answer))
  })
  socket.write(text)
  return { socket, answer: () => closed, sofar: () => answer }
}

/** A whole multipart body of `size` bytes with one file field. */
function multipartOf(size: number): Buffer {
  const start = Buffer.from(
    '--xyz\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n',
  )
  const end = Buffer.from('\r\n--xyz--\r\n')
  return Buffer.concat([start, Buffer.alloc(size - start.length - end.length, 0x25), end])
}

/**
 * A timer as a rate limiter starts one per key: made while a request runs (so it inherits the
 * request's async context), by code that does not hold the request itself.
 */
function keyExpiryTimer() {
  setTimeout(noop, 60_000).unref()
}
function noop() {}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
}

describe('Large no-JavaScript file posts are read whole before any limit', () => {
  it('an address over its limit gets 429 with Retry-After before a byte of its body is read', async () => {
    const { port, seen, asked } = await start({
      allowance: async () => ({ ok: false, retryAfterSeconds: 42 }),
    })
    // Only the headers: the front must answer without waiting for the 20 MB.
    const answer = await open(port, head(LARGE)).answer()
    expect(answer).toMatch(/^HTTP\/1\.1 429/)
    expect(answer).toMatch(/retry-after: 42/i)
    expect(answer).toMatch(/connection: close/i)
    expect(answer).toContain('Too many files were sent from your network')
    expect(asked).toEqual(['127.0.0.1'])
    expect(seen).toEqual([])
  })

  it('more large posts at once than the front takes get 503 with Retry-After; a slot frees when its post ends', async () => {
    const { port, seen } = await start({}, { largePosts: { atOnce: 2, retryAfterSeconds: 7 } })
    // Two large posts arriving slowly hold both slots.
    const first = open(port, head(LARGE))
    const second = open(port, head(LARGE))
    await new Promise((r) => setTimeout(r, 100))
    const third = await open(port, head(LARGE)).answer()
    expect(third).toMatch(/^HTTP\/1\.1 503/)
    expect(third).toMatch(/retry-after: 7/i)
    // Small posts (no files) never wait for a slot.
    const small = Buffer.from(
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xyz--\r\n',
    )
    const smallAnswer = await open(
      port,
      Buffer.concat([
        Buffer.from(head(small.length).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')),
        small,
      ]),
    ).answer()
    expect(smallAnswer).toMatch(/^HTTP\/1\.1 200/)
    // One of the two gives up: its slot is free again, and a whole large post goes through.
    first.socket.destroy()
    await first.answer()
    const body = multipartOf(2 * 1024 * 1024)
    const fourth = open(
      port,
      Buffer.concat([
        Buffer.from(head(body.length).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')),
        body,
      ]),
    )
    expect(await fourth.answer()).toMatch(/^HTTP\/1\.1 200/)
    expect(seen.map((s) => s.bytes)).toEqual([small.length, body.length])
    second.socket.destroy()
  })

  it('a large post within its allowance and a free slot reaches the app whole', async () => {
    const { port, seen, asked } = await start()
    const body = multipartOf(3 * 1024 * 1024)
    const answer = await open(
      port,
      Buffer.concat([
        Buffer.from(head(body.length).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')),
        body,
      ]),
    ).answer()
    expect(answer).toMatch(/^HTTP\/1\.1 200/)
    expect(seen).toEqual([{ url: '/contact?_wpcf7=7', bytes: body.length }])
    expect(asked).toHaveLength(1)
  })

  it('the memory kept after large posts: a timer the app starts inside a request does not keep the request alive through the front', async () => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const parsed: WeakRef<Buffer>[] = []
    const cache = createPageCache()
    server = createFrontServer({
      pageCache: cache,
      handle: (req: IncomingMessage, res: ServerResponse) => {
        req.resume()
        req.on('end', () => {
          // What an app hangs on a request while it runs (Next: the decoded form data), and a
          // timer it starts meanwhile that outlives the request (a rate limiter's key expiry).
          const form = Buffer.alloc(8 * 1024 * 1024, 1)
          ;(req as unknown as { form?: Buffer }).form = form
          parsed.push(new WeakRef(form))
          keyExpiryTimer()
          res.end('ok')
        })
      },
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server!.address() as AddressInfo
    for (const path of ['/contact', '/news']) {
      const method = path === '/contact' ? 'POST' : 'GET'
      const answer = await open(
        port,
        `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      ).answer()
      expect(answer).toMatch(/^HTTP\/1\.1 200/)
    }
    await until(() => parsed.length === 2)
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 20))
      gc()
    }
    expect(parsed.map((ref) => ref.deref() === undefined)).toEqual([true, true])
  })
})
