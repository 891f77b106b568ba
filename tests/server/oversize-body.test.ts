/**
 * A body over its cap (server/oversize-body.mjs): the front reads and discards the rest of a body
 * not far over its cap before it answers 413, so a browser still sending it gets the answer (the
 * 413 page) instead of a reset connection; a body beyond the bound, or still arriving when the time
 * is up, is closed on at once as before. Real sockets, a stand-in for Next that records what
 * reaches it.
 */
import { connect, type AddressInfo } from 'node:net'
import { request as httpRequest } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { BODY_CAPS, FRONT_HOOKS } from '../../server/body-caps.mjs'
import { createFrontServer } from '../../server/front.mjs'
import { closeServer } from './helpers'

let server: Server | undefined

afterEach(async () => {
  delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]
  await closeServer(server)
  server = undefined
})

async function start(oversizeDrain: Record<string, number> = {}) {
  const seen: string[] = []
  server = createFrontServer({
    oversizeDrain,
    handle: (req: IncomingMessage, res: ServerResponse) => {
      seen.push(req.url ?? '')
      req.resume()
      req.on('end', () => res.end('ok'))
    },
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { port: (server!.address() as AddressInfo).port, seen }
}

interface Sent {
  status?: number
  headers?: IncomingMessage['headers']
  body: string
  /** The client's error (ECONNRESET, EPIPE), if the exchange ended in one. */
  error?: string
  /** Bytes of the body written before the answer or the error came. */
  written: number
}

/**
 * Posts `length` bytes as a browser does, `chunk` bytes every `everyMs`, without waiting for an
 * answer first; resolves with the answer, or with the error the connection ended in.
 */
function slowPost(
  port: number,
  path: string,
  length: number,
  chunk: number,
  everyMs: number,
  contentType = 'application/x-www-form-urlencoded',
): Promise<Sent> {
  return new Promise((resolve) => {
    let written = 0
    let settled = false
    const done = (sent: Omit<Sent, 'written'>) => {
      if (settled) return
      settled = true
      clearInterval(timer)
      resolve({ ...sent, written })
    }
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'Content-Type': contentType, 'Content-Length': String(length) },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (text: string) => (body += text))
        res.on('end', () => done({ status: res.statusCode, headers: res.headers, body }))
        res.on('error', (error: NodeJS.ErrnoException) =>
          done({ status: res.statusCode, body, error: error.code ?? error.message }),
        )
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({ body: '', error: error.code ?? error.message }),
    )
    const timer = setInterval(() => {
      if (req.destroyed || written >= length) return
      const n = Math.min(chunk, length - written)
      req.write(Buffer.alloc(n, 0x61))
      written += n
      if (written >= length) req.end()
    }, everyMs)
  })
}

describe('a no-JavaScript post over its cap', () => {
  it('gets its 413 page after the rest of its body is read, not a reset connection', async () => {
    const { port, seen } = await start()
    // 200 KB to a page (cap 64 KB), 16 KB every 20 ms: the browser is still sending when the
    // front has decided.
    const sent = await slowPost(port, '/contact', 200 * 1024, 16 * 1024, 20)
    expect(sent.error).toBeUndefined()
    expect(sent.status).toBe(413)
    expect(sent.headers?.['content-type']).toMatch(/text\/html/)
    expect(sent.body).toContain('The submitted data is too large.')
    expect(sent.written).toBe(200 * 1024)
    expect(seen).toEqual([])
  })

  it('a form’s own cap counts: a post a little over it gets the page too', async () => {
    const { port, seen } = await start()
    ;(globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS] = {
      pageBodyCap: async (url: URL) =>
        url.searchParams.get('_wpcf7') === '7' ? 300_000 : undefined,
    }
    const sent = await slowPost(
      port,
      '/contact?_wpcf7=7',
      900_000,
      64 * 1024,
      10,
      'multipart/form-data; boundary=b',
    )
    expect(sent.error).toBeUndefined()
    expect(sent.status).toBe(413)
    expect(sent.written).toBe(900_000)
    expect(seen).toEqual([])
  })

  it('a compatible call over its cap gets its JSON error the same way', async () => {
    const { port, seen } = await start()
    const length = BODY_CAPS.compat + 512 * 1024
    const sent = await slowPost(port, '/wp-admin/admin-ajax.php', length, 128 * 1024, 10)
    expect(sent.error).toBeUndefined()
    expect(sent.status).toBe(413)
    expect(JSON.parse(sent.body)).toMatchObject({
      success: false,
      data: { code: 'payload_too_large' },
    })
    expect(sent.written).toBe(length)
    expect(seen).toEqual([])
  })

  it('a client that reads only once it has sent everything, as a browser may, gets the answer', async () => {
    const { port } = await start()
    const length = 256 * 1024
    const result = await new Promise<{ answer: string; error?: string }>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      let sent = 0
      socket.write(`POST /contact HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n`)
      const timer = setInterval(() => {
        if (socket.destroyed) return clearInterval(timer)
        socket.write(Buffer.alloc(32 * 1024, 0x61))
        sent += 32 * 1024
        if (sent < length) return
        clearInterval(timer)
        // Only now does it look at what came back.
        setTimeout(() => {
          let answer = ''
          socket.on('data', (data) => (answer += data.toString('latin1')))
          socket.on('close', () => resolve({ answer }))
        }, 100)
      }, 20)
      socket.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ answer: '', error: error.code ?? error.message }),
      )
    })
    expect(result.error).toBeUndefined()
    expect(result.answer).toMatch(/^HTTP\/1\.1 413/)
  })

  it('a body far over its cap is answered at once and its connection closed, unread', async () => {
    const { port } = await start()
    const began = Date.now()
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      let text = ''
      socket.on('data', (data) => (text += data.toString('latin1')))
      socket.on('close', () => resolve(text))
      socket.on('error', () => resolve(text))
      // Five times the page cap: beyond the bound, nothing of it is waited for.
      socket.write(
        `POST /contact HTTP/1.1\r\nHost: x\r\nContent-Length: ${5 * BODY_CAPS.small}\r\n\r\nabc`,
      )
    })
    expect(Date.now() - began).toBeLessThan(1_000)
    expect(answer).toMatch(/^HTTP\/1\.1 413/)
    expect(answer).toMatch(/connection: close/i)
  })

  it('a body still arriving when the time is up is answered and closed then', async () => {
    const { port, seen } = await start({ maxMs: 300 })
    const began = Date.now()
    // 100 KB at 4 KB every 100 ms would take 2.5 s.
    const sent = await slowPost(port, '/contact', 100 * 1024, 4 * 1024, 100)
    expect(Date.now() - began).toBeLessThan(1_500)
    expect(sent.written).toBeLessThan(100 * 1024)
    // The answer may or may not reach the client before the close: either way it ended early.
    if (sent.error === undefined) expect(sent.status).toBe(413)
    expect(seen).toEqual([])
  })

  it('a post within its cap still reaches the app', async () => {
    const { port, seen } = await start()
    const sent = await slowPost(port, '/contact', BODY_CAPS.small, 16 * 1024, 5)
    expect(sent.error).toBeUndefined()
    expect(sent.status).toBe(200)
    expect(seen).toEqual(['/contact'])
  })
})
