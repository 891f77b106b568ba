/**
 * Regression: "The front turns any 5xx of a page POST into 400, which hides real errors from
 * logs and tests", and "a malformed Host on the contact feedback POST (`a b`, `x:99999`, `[::1`,
 * …) gives 500". The front now keeps the app's status and logs a 5xx, and answers 400 (or 403)
 * itself to the bad input that made Next fail: a malformed Host, router state or Origin, a
 * multipart body that cannot be parsed, an action reply that is not JSON. The stand-in for Next
 * answers what it is told; every request is raw bytes over a socket.
 */
import { connect, type AddressInfo } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { FRONT_HOOKS } from '../../server/body-caps.mjs'
import { createFrontServer } from '../../server/front.mjs'
import { closeServer } from './helpers'

let server: Server | undefined

afterEach(async () => {
  delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]
  vi.restoreAllMocks()
  await closeServer(server)
  server = undefined
})

/** A front whose app answers `status` (200 unless told) after reading the body. */
async function start(status: (req: IncomingMessage) => number = () => 200) {
  const seen: Array<{ method: string; url: string; body: string }> = []
  const feedback: string[] = []
  ;(globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS] = {
    routes: {
      feedback: async (request: Request, id: string) => {
        feedback.push(`${id} ${request.url}`)
        return { response: Response.json({ status: 'validation_failed' }) }
      },
    },
  }
  server = createFrontServer({
    handle: (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          body: Buffer.concat(chunks).toString(),
        })
        res.statusCode = status(req)
        res.end('app')
      })
    },
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server!.address() as AddressInfo
  return { port, seen, feedback }
}

/** One request as raw bytes; the answer's status line and body. */
function send(
  port: number,
  head: string,
  body: string | Buffer = '',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('latin1')))
    const done = () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text })
    socket.on('close', done)
    socket.on('error', done)
    const bytes = Buffer.from(body)
    socket.write(
      Buffer.concat([
        Buffer.from(
          `${head}\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`,
          'latin1',
        ),
        bytes,
      ]),
    )
  })
}

const MULTIPART = 'Content-Type: multipart/form-data; boundary=xyz'
const form = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([n, v]) => `--xyz\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`)
    .join('') + '--xyz--\r\n'

describe('The front turns any 5xx of a page POST into 400', () => {
  it('keeps the app’s 5xx status for a page post, and logs it without the query', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { port, seen } = await start((req) => (req.method === 'POST' ? 500 : 200))
    const answer = await send(
      port,
      `POST /contact?_wpcf7=7&token=secret HTTP/1.1\r\nHost: localhost\r\n${MULTIPART}`,
      form({ 'your-name': 'ნინო' }),
    )
    expect(answer.status).toBe(500)
    expect(seen).toHaveLength(1)
    const lines = logged.mock.calls.map((call) => call.join(' '))
    expect(lines).toContain('[front] 500 POST /contact')
    expect(lines.join('\n')).not.toContain('secret')
  })

  it('answers 400 itself to a page post Next could not decode, which never reaches the app', async () => {
    const { port, seen } = await start()
    const page = 'POST /contact?_wpcf7=7 HTTP/1.1\r\nHost: localhost'
    for (const [head, body] of [
      [`${page}\r\n${MULTIPART}`, 'not multipart at all'],
      [`${page}\r\n${MULTIPART}`, '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\ntrunc'],
      [`${page}\r\nContent-Type: multipart/form-data`, form({ a: 'b' })],
      // An action's bound arguments that are not JSON rows.
      [
        `${page}\r\n${MULTIPART}`,
        form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":', '$ACTION_1:1': '[' }),
      ],
      // A fetch action's reply that is not JSON.
      [`${page}\r\nNext-Action: 7f00\r\nContent-Type: text/plain;charset=UTF-8`, '{"a":'],
    ] as const) {
      expect((await send(port, head, body)).status, body).toBe(400)
    }
    expect(seen).toEqual([])
  })

  it('hands a well-formed page post to the app with its whole body', async () => {
    const { port, seen } = await start()
    const body = form({ 'your-name': 'ნინო', '$ACTION_1:0': '{"id":"x","bound":null}' })
    const answer = await send(
      port,
      `POST /contact?_wpcf7=7 HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\n${MULTIPART}`,
      body,
    )
    expect(answer.status).toBe(200)
    expect(seen).toEqual([{ method: 'POST', url: '/contact?_wpcf7=7', body }])
  })

  it('a server action from another site, or with an unreadable Origin, is refused before Next (which threw)', async () => {
    const { port, seen } = await start()
    const head = (origin: string, extra = MULTIPART) =>
      `POST /contact HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${origin}\r\n${extra}`
    const action = form({ $ACTION_ID_7f00: '', a: 'b' })
    expect((await send(port, head('http://evil.example'), action)).status).toBe(403)
    expect((await send(port, head('null'), action)).status).toBe(403)
    expect((await send(port, head('%%%'), action)).status).toBe(400)
    const fetchAction = 'Next-Action: 7f00\r\nContent-Type: text/plain;charset=UTF-8'
    expect((await send(port, head('http://evil.example', fetchAction), '[]')).status).toBe(403)
    expect((await send(port, head('http://localhost:3000'), action)).status).toBe(200)
    // A route handler's form at a page path (a mail provider's one-click unsubscribe) is its own
    // to judge.
    expect(
      (await send(port, head('https://mail.example'), form({ 'List-Unsubscribe': 'One-Click' })))
        .status,
    ).toBe(200)
    expect(seen).toHaveLength(2)
  })

  it('a malformed router state header gets 400, not Next’s 500', async () => {
    const { port, seen } = await start()
    for (const value of [
      '%ff',
      'not json',
      encodeURIComponent('{"a":1}'),
      // An array, but not of the router's shape.
      encodeURIComponent('[1]'),
    ]) {
      const answer = await send(
        port,
        `GET /news HTTP/1.1\r\nHost: localhost\r\nRSC: 1\r\nNext-Router-State-Tree: ${value}`,
      )
      expect(answer.status, value).toBe(400)
    }
    const valid = encodeURIComponent(JSON.stringify(['', { children: ['news', {}] }]))
    expect(
      (
        await send(
          port,
          `GET /news HTTP/1.1\r\nHost: localhost\r\nRSC: 1\r\nNext-Router-State-Tree: ${valid}`,
        )
      ).status,
    ).toBe(200)
    expect(seen).toHaveLength(1)
  })
})

describe('A malformed Host on the contact feedback POST gives 500', () => {
  it('answers 400 to a malformed Host, on the feedback call and everywhere else', async () => {
    const { port, seen, feedback } = await start()
    const FEEDBACK = '/wp-json/contact-form-7/v1/contact-forms/7/feedback'
    for (const host of ['a b', 'x:99999', '[::1', 'a@b', 'x/y', 'x:1:2', '', 'ex ample.com:80']) {
      const post = await send(
        port,
        `POST ${FEEDBACK} HTTP/1.1\r\nHost: ${host}\r\n${MULTIPART}`,
        form({ a: 'b' }),
      )
      expect(post.status, host).toBe(400)
      expect(post.text).toContain('"code":"bad_request"')
      const page = await send(port, `GET /news HTTP/1.1\r\nHost: ${host}`)
      expect(page.status, host).toBe(400)
    }
    expect(feedback).toEqual([])
    expect(seen).toEqual([])
    // Well-formed hosts still reach the handler.
    for (const host of ['localhost:3000', 'sakhli.ge', '[::1]:3000', '127.0.0.1']) {
      const post = await send(
        port,
        `POST ${FEEDBACK} HTTP/1.1\r\nHost: ${host}\r\n${MULTIPART}`,
        form({ a: 'b' }),
      )
      expect(post.status, host).toBe(200)
    }
    expect(feedback).toHaveLength(4)
  })
})
