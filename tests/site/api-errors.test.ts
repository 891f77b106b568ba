import { describe, expect, it } from 'vitest'

import { badInputAsClientError, isBadInputError } from '@/lib/api/errors'

/** Drizzle's shape: a query error whose cause is the driver's. */
function queryError(cause: Error): Error {
  return Object.assign(new Error('Failed query: select …'), { cause })
}

function hookResult(error: Error, url: string, collection = 'posts') {
  return badInputAsClientError({
    error,
    req: { url } as never,
    collection: { slug: collection } as never,
    context: {},
  })
}

describe('bad input to the REST API is a client error', () => {
  it('/api/posts/abc: a NaN id is a 404, not a 500', () => {
    const nan = queryError(
      new RangeError('Only finite numbers (not Infinity or NaN) can be passed'),
    )
    expect(hookResult(nan, 'http://x/api/posts/abc')).toMatchObject({ status: 404 })
    expect(hookResult(nan, 'http://x/api/posts/1e309')).toMatchObject({ status: 404 })
    expect(hookResult(nan, 'http://x/api/posts?where[id][in]=a,b')).toMatchObject({ status: 400 })
  })

  it('?where=notjson and PostgreSQL data exceptions are 400s', () => {
    expect(hookResult(new SyntaxError('Unexpected token'), 'http://x/api/posts')).toMatchObject({
      status: 400,
    })
    const pg = queryError(Object.assign(new Error('invalid input syntax'), { code: '22P02' }))
    expect(isBadInputError(pg)).toBe(true)
    expect(hookResult(pg, 'http://x/api/posts/abc')).toMatchObject({ status: 404 })
  })

  it('leaves real server errors and errors that already have a status alone', () => {
    expect(hookResult(new Error('disk full'), 'http://x/api/posts')).toBeUndefined()
    const forbidden = Object.assign(new SyntaxError('x'), { status: 403 })
    expect(hookResult(forbidden, 'http://x/api/posts')).toBeUndefined()
  })
})

describe('a body Payload cannot read', () => {
  it('is a 400 on writes, whatever Payload wrapped it in', () => {
    const unreadable = Object.assign(new Error('Unexpected end of form'), { status: 500 })
    const result = badInputAsClientError({
      error: unreadable,
      req: { url: 'http://x/api/posts', method: 'POST' } as never,
      collection: { slug: 'posts' } as never,
      context: {},
    })
    expect(result).toMatchObject({ status: 400 })
    const onRead = badInputAsClientError({
      error: unreadable,
      req: { url: 'http://x/api/posts', method: 'GET' } as never,
      context: {},
    })
    expect(onRead).toBeUndefined()
  })
})
