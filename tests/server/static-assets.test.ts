/**
 * Build assets in brotli (server/static-assets.mjs + scripts/precompress.mjs): a browser that
 * accepts brotli gets the precompressed copy of a script, byte-identical once decoded; any other
 * request, path or file goes on to Next.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { precompress } from '../../scripts/precompress.mjs'
import { createFrontServer } from '../../server/front.mjs'
import { createStaticAssets } from '../../server/static-assets.mjs'

const script = `/* a chunk */ ${'console.log("საქართველო");\n'.repeat(400)}`
let root: string
let server: Server
let port: number
const passedOn: string[] = []

function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: pathname, method, headers },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      req.on('error', reject)
      req.end()
    },
  )
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'sakhli-static-'))
  const chunks = path.join(root, '.next', 'static', 'chunks')
  mkdirSync(chunks, { recursive: true })
  writeFileSync(path.join(chunks, 'app-1a2b.js'), script)
  writeFileSync(path.join(chunks, 'tiny.js'), 'x()')
  writeFileSync(path.join(chunks, 'style.css'), `body{color:red}\n`.repeat(100))
  const done = precompress(path.join(root, '.next', 'static'))
  expect(done.files).toBe(2) // the tiny file is not worth a copy
  expect(done.after).toBeLessThan(done.before / 5)
  server = createFrontServer({
    staticAssets: createStaticAssets(root),
    handle: (req, res) => {
      passedOn.push(req.url ?? '')
      res.end('from next')
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(root, { recursive: true, force: true })
})

describe('build assets in brotli', () => {
  it('serves the precompressed copy to a browser that accepts brotli', async () => {
    const res = await get('/_next/static/chunks/app-1a2b.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(brotliDecompressSync(res.body).toString()).toBe(script)
    // The front's security headers are on it too.
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    const css = await get('/_next/static/chunks/style.css', { 'accept-encoding': 'br' })
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    const head = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.body.length).toBe(0)
    expect(passedOn).toEqual([])
  })

  it('leaves everything else to Next', async () => {
    for (const [pathname, headers] of [
      ['/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip' }],
      ['/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br;q=0, gzip' }],
      ['/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }],
      ['/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/%2e%2e/app-1a2b.js', { 'accept-encoding': 'br' }],
      ['/_next/image?url=x', { 'accept-encoding': 'br' }],
      ['/news', { 'accept-encoding': 'br' }],
    ] as const) {
      const res = await get(pathname, headers)
      expect(res.headers['content-encoding'], pathname).toBeUndefined()
      expect(res.body.toString()).toBe('from next')
    }
    expect(passedOn).toHaveLength(8)
  })
})
