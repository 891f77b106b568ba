/**
 * Regression: "a body sent one byte every 10 s holds a connection for 300 s". The idle timeout
 * never fires while a byte keeps coming; the front now asks a minimum average rate of a body once
 * a grace period has passed (server/body-rate.mjs), and answers 408 and closes the connection
 * otherwise. The grace and rate are shortened here; the socket is real.
 */
import { connect, type AddressInfo } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { FRONT_HOOKS } from '../../server/body-caps.mjs'
import { createFrontServer } from '../../server/front.mjs'
import { closeServer } from './helpers'

let server: Server | undefined

afterEach(async () => {
  delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]
  await closeServer(server)
  server = undefined
})

async function start() {
  const seen: number[] = []
  ;(globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS] = {
    routes: {
      feedback: async (request: Request) => {
        const bytes = (await request.arrayBuffer()).byteLength
        seen.push(bytes)
        return { response: Response.json({ bytes }) }
      },
    },
  }
  server = createFrontServer({
    // 100 bytes a second after 300 ms; the idle timeout stays far away.
    bodyRate: { graceMs: 300, bytesPerSecond: 100, checkEveryMs: 50 },
    timeouts: { idle: 20_000 },
    handle: (req: IncomingMessage, res: ServerResponse) => {
      let bytes = 0
      req.on('data', (chunk: Buffer) => (bytes += chunk.length))
      req.on('end', () => {
        seen.push(bytes)
        res.end('ok')
      })
    },
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { port: (server!.address() as AddressInfo).port, seen }
}

/**
 * Sends the head, then `chunk` every `everyMs` until `length` bytes are sent or the server closes;
 * resolves with the answer and whether the server closed the connection (within `waitMs`).
 */
function drip(
  port: number,
  head: string,
  length: number,
  chunk: number,
  everyMs: number,
  waitMs = 4_000,
): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    let sent = 0
    let closedByServer = false
    const timer = setInterval(() => {
      if (sent >= length || socket.destroyed) return
      const n = Math.min(chunk, length - sent)
      socket.write('a'.repeat(n))
      sent += n
    }, everyMs)
    const finish = () => {
      clearInterval(timer)
      clearTimeout(limit)
      socket.destroy()
      resolve({ answer, closedByServer })
    }
    const limit = setTimeout(finish, waitMs)
    socket.on('data', (data) => (answer += data.toString('latin1')))
    socket.on('end', () => {
      closedByServer = true
      finish()
    })
    socket.on('close', finish)
    socket.on('error', finish)
    socket.write(`${head}\r\nContent-Length: ${length}\r\n\r\n`)
  })
}

describe('A body sent one byte every 10 s holds a connection for 300 s', () => {
  it('a body that trickles in is answered 408 and its connection closed, wherever it goes', async () => {
    const { port, seen } = await start()
    for (const head of [
      'POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded',
      'POST /wp-json/contact-form-7/v1/contact-forms/7/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain',
      'POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain',
    ]) {
      // One byte every 100 ms: 10 bytes a second, a tenth of the minimum.
      const { answer, closedByServer } = await drip(port, head, 1000, 1, 100)
      expect(answer, head).toMatch(/^HTTP\/1\.1 408/)
      expect(answer).toMatch(/connection: close/i)
      expect(closedByServer).toBe(true)
    }
    expect(seen).toEqual([])
  })

  it('a body arriving at a real line’s pace goes through', async () => {
    const { port, seen } = await start()
    const head = 'POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: localhost\r\nConnection: close'
    // 200 bytes every 100 ms (2,000 a second) for a second.
    const { answer } = await drip(port, head, 2000, 200, 100)
    expect(answer).toMatch(/^HTTP\/1\.1 200/)
    expect(seen).toEqual([2000])
  })
})
