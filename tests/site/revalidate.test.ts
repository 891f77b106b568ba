import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

const revalidatePath = vi.fn()
vi.mock('next/cache', () => ({ revalidatePath: (...args: unknown[]) => revalidatePath(...args) }))

const { revalidateSite } = await import('@/hooks/revalidate')
const { POST } = await import('@/app/(frontend)/next/revalidate/route')
const { revalidationToken } = await import('@/utilities/revalidation-token')

const logger = { info: vi.fn(), warn: vi.fn(), debug: vi.fn() }
const reqOf = (payloadAPI: string) =>
  ({ payloadAPI, payload: { logger }, context: {} }) as unknown as PayloadRequest

describe('revalidating the public site', () => {
  const received: Array<{ method?: string; url?: string; token?: string | string[] }> = []
  let server: http.Server
  let port = ''

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      received.push({ method: req.method, url: req.url, token: req.headers['x-revalidate-token'] })
      res.statusCode = 204
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = String((server.address() as AddressInfo).port)
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    received.length = 0
    revalidatePath.mockReset()
    vi.stubEnv('PORT', port)
    vi.stubEnv('PAYLOAD_SECRET', 'test-secret')
  })

  it('revalidates directly inside a REST request (the admin)', async () => {
    await revalidateSite('posts 1', reqOf('REST'))
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout')
    expect(received).toEqual([])
  })

  it('asks the running server over loopback from a job, outside any request', async () => {
    await revalidateSite('posts 34', reqOf('local'))
    expect(revalidatePath).not.toHaveBeenCalled()
    expect(received).toEqual([
      { method: 'POST', url: '/next/revalidate', token: revalidationToken('test-secret') },
    ])
    expect(logger.info).toHaveBeenCalledWith('Revalidated the public site (loopback): posts 34')
  })

  it('the revalidation route refuses requests without the token', async () => {
    const wrong = await POST(
      new Request('http://x/next/revalidate', {
        method: 'POST',
        headers: { 'x-revalidate-token': 'guess' },
      }),
    )
    expect(wrong.status).toBe(404)
    expect((await POST(new Request('http://x/next/revalidate', { method: 'POST' }))).status).toBe(
      404,
    )
    expect(revalidatePath).not.toHaveBeenCalled()
    const right = await POST(
      new Request('http://x/next/revalidate', {
        method: 'POST',
        headers: { 'x-revalidate-token': revalidationToken('test-secret') },
      }),
    )
    expect(right.status).toBe(204)
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout')
  })
})
