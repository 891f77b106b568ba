import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { purgeCdn } from '@/hooks/purge-cdn'

const logger = { info: () => {}, warn: () => {} } as unknown as import('payload').Payload['logger']

describe('purge on publish', () => {
  it('POSTs the purge to CDN_PURGE_URL with its token, and does nothing without one', async () => {
    const received: { headers: IncomingMessage['headers']; body: string }[] = []
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        received.push({ headers: req.headers, body })
        res.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`
    try {
      await purgeCdn('posts 1', { logger }, { CDN_PURGE_URL: url, CDN_PURGE_TOKEN: 't0k' })
      await purgeCdn('posts 2', { logger }, {})
    } finally {
      server.close()
    }
    expect(received).toHaveLength(1)
    expect(received[0]?.headers.authorization).toBe('Bearer t0k')
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ purge: 'all', reason: 'posts 1' })
  })

  it('a CDN that is down is logged, never thrown at the editor who published', async () => {
    const warnings: string[] = []
    const warnLogger = { info: () => {}, warn: (m: string) => warnings.push(m) }
    await purgeCdn(
      'posts 3',
      { logger: warnLogger as unknown as typeof logger },
      {
        CDN_PURGE_URL: 'http://127.0.0.1:9/unreachable',
      },
    )
    expect(warnings[0]).toMatch(/CDN not purged/)
  })
})
