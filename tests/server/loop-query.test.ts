/** The front marks requests whose address carries loop grid filters or pages (server/loop-query.mjs). */
import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { LOOP_QUERY_HEADER, markLoopQuery } from '../../server/loop-query.mjs'

const request = (headers: Record<string, string> = {}) =>
  ({ headers }) as unknown as IncomingMessage

describe('markLoopQuery', () => {
  it('marks e-filter- and e-page- addresses only, and drops a client’s own header', () => {
    for (const [path, marked] of [
      ['/properties?e-filter-grid1-district=vake', true],
      ['/en/properties?x=1&e-page-grid1=2', true],
      ['/?e-filter-home_properties-deal=rent', true],
      ['/properties?filter=e-filter-x', false],
      ['/properties', false],
      ['/news?page=2', false],
    ] as const) {
      const req = request({ [LOOP_QUERY_HEADER]: '1' })
      expect(markLoopQuery(req, new URL(path, 'http://x')), path).toBe(marked)
      expect(req.headers[LOOP_QUERY_HEADER], path).toBe(marked ? '1' : undefined)
    }
  })
})
