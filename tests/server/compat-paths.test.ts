/**
 * Compatible calls with a trailing slash (server/compat-paths.mjs): WordPress answers
 * `…/sendmail/?listed=…` itself, and so must the site; Next (`trailingSlash: false`) would answer
 * it with a 308. The front hands every `/wp-json/…` and `/wp-admin/admin-ajax.php` address to the
 * app without its trailing slash, the query kept; page addresses reach Next as they came (its
 * canonical redirects stay). Real sockets, a stand-in for Next that records the address it gets.
 */
import type { AddressInfo } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { BODY_CAPS, FRONT_HOOKS } from '../../server/body-caps.mjs'
import { compatRoutePath } from '../../server/compat-paths.mjs'
import { createFrontServer } from '../../server/front.mjs'
import { closeServer } from './helpers'

let server: Server | undefined

afterEach(async () => {
  delete (globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS]
  await closeServer(server)
  server = undefined
})

/** A front whose app answers as Next would: JSON at a compat route's own path, 308 otherwise. */
async function start() {
  const seen: string[] = []
  const routes = new Set([
    '/wp-json/elementskit/v1/widget/mailchimp/sendmail',
    '/wp-json/sakhli/v1/nonce',
    '/wp-json/elementor-pro/v1/refresh-loop',
    '/wp-json/contact-form-7/v1/contact-forms/7/feedback/schema',
    '/wp-admin/admin-ajax.php',
  ])
  server = createFrontServer({
    handle: (req: IncomingMessage, res: ServerResponse) => {
      seen.push(req.url ?? '')
      req.resume()
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://x').pathname
        if (path.length > 1 && path.endsWith('/')) {
          res.writeHead(308, { Location: path.replace(/\/+$/, '') })
          return res.end()
        }
        if (!routes.has(path) && path.startsWith('/wp-')) {
          res.writeHead(404, { 'Content-Type': 'application/json' })
          return res.end('{"code":"rest_no_route"}')
        }
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ path }))
      })
    },
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen }
}

describe('compatible calls with a trailing slash', () => {
  it('the newsletter’s call at the spec’s address is answered, not redirected', async () => {
    const { base, seen } = await start()
    const response = await fetch(
      `${base}/wp-json/elementskit/v1/widget/mailchimp/sendmail/?listed=3&email=a%40b.ge`,
      { redirect: 'manual' },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      path: '/wp-json/elementskit/v1/widget/mailchimp/sendmail',
    })
    expect(seen).toEqual([
      '/wp-json/elementskit/v1/widget/mailchimp/sendmail?listed=3&email=a%40b.ge',
    ])
  })

  it('every compatible route, GET and POST, with or without the slash', async () => {
    const { base, seen } = await start()
    const calls: Array<[string, RequestInit?]> = [
      ['/wp-json/sakhli/v1/nonce/?action=x'],
      ['/wp-json/sakhli/v1/nonce?action=x'],
      ['/wp-json/contact-form-7/v1/contact-forms/7/feedback/schema/'],
      ['/wp-admin/admin-ajax.php/?action=x'],
      ['/wp-admin/admin-ajax.php/', { method: 'POST', body: 'action=x' }],
      ['/wp-json/elementor-pro/v1/refresh-loop/', { method: 'POST', body: '{}' }],
    ]
    for (const [path, init] of calls) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual', ...init })
      expect(response.status, path).toBe(200)
    }
    expect(seen).toEqual([
      '/wp-json/sakhli/v1/nonce?action=x',
      '/wp-json/sakhli/v1/nonce?action=x',
      '/wp-json/contact-form-7/v1/contact-forms/7/feedback/schema',
      '/wp-admin/admin-ajax.php?action=x',
      '/wp-admin/admin-ajax.php',
      '/wp-json/elementor-pro/v1/refresh-loop',
    ])
  })

  it('the contact form’s feedback with a slash reaches its hot route and its 26 MB cap', async () => {
    const ids: string[] = []
    ;(globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS] = {
      routes: {
        feedback: async (_request: Request, id: string) => {
          ids.push(id)
          return { response: Response.json({ status: 'validation_failed' }) }
        },
      },
    }
    const { base, seen } = await start()
    const response = await fetch(`${base}/wp-json/contact-form-7/v1/contact-forms/7/feedback/`, {
      method: 'POST',
      body: new Uint8Array(BODY_CAPS.compat + 1),
      headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
    })
    expect(response.status).toBe(200)
    expect(ids).toEqual(['7'])
    expect(seen).toEqual([])
  })

  it('pages, the admin and the API keep Next’s canonical redirects', async () => {
    const { base, seen } = await start()
    for (const path of ['/news/', '/en/events/', '/admin/', '/api/posts/', '/wp-json/']) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(308)
    }
    expect(seen).toEqual(['/news/', '/en/events/', '/admin/', '/api/posts/', '/wp-json/'])
  })

  it('the path rule itself', () => {
    expect(compatRoutePath('/wp-json/a/v1/b/')).toBe('/wp-json/a/v1/b')
    expect(compatRoutePath('/wp-json/a/v1/b//')).toBe('/wp-json/a/v1/b')
    expect(compatRoutePath('/wp-json/a/v1/b')).toBe('/wp-json/a/v1/b')
    expect(compatRoutePath('/wp-admin/admin-ajax.php/')).toBe('/wp-admin/admin-ajax.php')
    expect(compatRoutePath('/wp-admin/')).toBe('/wp-admin/')
    expect(compatRoutePath('/wp-json/')).toBe('/wp-json/')
    expect(compatRoutePath('/news/')).toBe('/news/')
    expect(compatRoutePath('/')).toBe('/')
  })
})
