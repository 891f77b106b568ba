/**
 * The front's direct app routes (server/app-routes.mjs): the contact form's feedback POST reaches
 * the handler the app registered, as a web Request with the front's settled headers, and the whole
 * body (read by the front when small, streamed in the request when large); its answer is written as given, and its after-task runs once the answer is sent. Anything
 * else, or a front without the app's handler, goes to Next's handler as before.
 */
import type { AddressInfo } from 'node:net'
import { request as httpRequest, type Server } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { BODY_CAPS, FRONT_HOOKS } from '../../server/body-caps.mjs'
import { BUFFERED_BODY_MAX_BYTES } from '../../server/app-routes.mjs'
import { createFrontServer } from '../../server/front.mjs'
import { closeServer } from './helpers'

let server: Server | undefined

afterEach(async () => {
  delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]
  await closeServer(server)
  server = undefined
})

interface Called {
  id: string
  method: string
  url: string
  forwardedFor: string | null
  contentType: string | null
  fields: Record<string, string>
  /** Whether the body came read, beside a request without one. */
  buffered: boolean
}

async function start(register: boolean) {
  const called: Called[] = []
  const afterRuns: { at: number }[] = []
  const nextSaw: string[] = []
  let answeredAt = 0
  if (register) {
    ;(globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS] = {
      routes: {
        feedback: async (request: Request, id: string, body?: Uint8Array) => {
          if (body && request.body) throw new Error('The body must come once, not twice.')
          const form = body
            ? await new Response(body as Uint8Array<ArrayBuffer>, {
                headers: { 'content-type': request.headers.get('content-type') ?? '' },
              }).formData()
            : await request.formData()
          called.push({
            id,
            method: request.method,
            url: request.url,
            forwardedFor: request.headers.get('x-forwarded-for'),
            contentType: request.headers.get('content-type'),
            fields: Object.fromEntries(
              [...form.entries()].map(([name, value]) => [name, String(value)]),
            ),
            buffered: body !== undefined,
          })
          const response = Response.json({ status: 'mail_sent', id }, { status: 200 })
          response.headers.append('Set-Cookie', 'a=1; Path=/')
          response.headers.append('Set-Cookie', 'b=2; Path=/')
          return {
            response,
            after: async () => {
              afterRuns.push({ at: Date.now() })
            },
          }
        },
      },
    }
  }
  server = createFrontServer({
    trustProxy: '127.0.0.1',
    handle: (req, res) => {
      nextSaw.push(`${req.method} ${req.url}`)
      req.resume()
      req.on('end', () => res.end('next'))
    },
  })
  server.on('request', (_req, res) => res.once('finish', () => (answeredAt = Date.now())))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server!.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    called,
    afterRuns,
    nextSaw,
    answeredAt: () => answeredAt,
  }
}

const FEEDBACK = '/wp-json/contact-form-7/v1/contact-forms/7/feedback'

function submission(): FormData {
  const form = new FormData()
  form.set('your-name', 'ნინო ბერიძე')
  form.set('_wpcf7', '7')
  return form
}

describe('the front serves the feedback call with the app’s own handler', () => {
  it('passes the settled request and the whole body, and writes the answer as given', async () => {
    const site = await start(true)
    const response = await fetch(`${site.base}${FEEDBACK}?x=1`, {
      method: 'POST',
      body: submission(),
      headers: { 'X-Forwarded-For': '203.0.113.9, 127.0.0.1' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'mail_sent', id: '7' })
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    // The front's security headers are on it like on any answer.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(site.called).toHaveLength(1)
    const [call] = site.called
    expect(call).toMatchObject({ id: '7', method: 'POST', buffered: true })
    expect(call!.fields).toEqual({ 'your-name': 'ნინო ბერიძე', _wpcf7: '7' })
    expect(call!.url).toMatch(/\/wp-json\/contact-form-7\/v1\/contact-forms\/7\/feedback\?x=1$/)
    // The trusted proxy's hop is removed: the visitor's own address is what the handler reads.
    expect(call!.forwardedFor).toBe('203.0.113.9')
    expect(call!.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(site.nextSaw).toEqual([])
    await expect.poll(() => site.afterRuns.length).toBe(1)
    expect(site.afterRuns[0]!.at).toBeGreaterThanOrEqual(site.answeredAt())
  })

  it('streams a body too large to buffer, and it arrives whole', async () => {
    const site = await start(true)
    const form = submission()
    form.set('your-message', 'ა'.repeat(BUFFERED_BODY_MAX_BYTES))
    const response = await fetch(`${site.base}${FEEDBACK}`, { method: 'POST', body: form })
    expect(response.status).toBe(200)
    expect(site.called[0]!.fields['your-message']).toBe('ა'.repeat(BUFFERED_BODY_MAX_BYTES))
    expect(site.called[0]!.buffered).toBe(false)
  })

  it('keeps the body cap: an oversized declared body is refused before the handler', async () => {
    const site = await start(true)
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${site.base}${FEEDBACK}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(BODY_CAPS.feedback + 1),
        },
      })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.write('--x')
    })
    expect(status).toBe(413)
    expect(site.called).toEqual([])
  })

  it('leaves other methods, paths and a front without the handler to Next', async () => {
    const site = await start(true)
    await (await fetch(`${site.base}${FEEDBACK}`)).text()
    await (
      await fetch(`${site.base}/wp-json/contact-form-7/v1/contact-forms/7/feedback/schema`, {
        method: 'POST',
        body: submission(),
      })
    ).text()
    expect(site.called).toEqual([])
    expect(site.nextSaw).toEqual([
      `GET ${FEEDBACK}`,
      'POST /wp-json/contact-form-7/v1/contact-forms/7/feedback/schema',
    ])
    // With a trailing slash it is the same call (WordPress answers both), served by the handler.
    await (await fetch(`${site.base}${FEEDBACK}/`, { method: 'POST', body: submission() })).text()
    expect(site.called.map((c) => c.id)).toEqual(['7'])
    expect(site.nextSaw).toHaveLength(2)
    await closeServer(server)
    server = undefined
    delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]

    const bare = await start(false)
    const answer = await fetch(`${bare.base}${FEEDBACK}`, { method: 'POST', body: submission() })
    expect(await answer.text()).toBe('next')
    expect(bare.nextSaw).toEqual([`POST ${FEEDBACK}`])
  })
})
