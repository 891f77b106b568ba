/**
 * Site-wide published data kept between requests (src/lib/published-memo.ts): read once per
 * database until a revalidation or MAX_AGE_MS, never a failure, frozen, and only in the web server.
 */
import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { forgetPublished, MAX_AGE_MS, memoPublished } from '@/lib/published-memo'

const siteA = {} as Payload
const siteB = {} as Payload

describe('memoPublished', () => {
  let reads = 0
  const read = (value: unknown) => async () => {
    reads++
    return value
  }

  beforeEach(() => {
    reads = 0
    process.env.NEXT_RUNTIME = 'nodejs'
    forgetPublished()
  })
  afterEach(() => {
    delete process.env.NEXT_RUNTIME
  })

  it('reads once per database and key until the next revalidation', async () => {
    expect(await memoPublished(siteA, 'header:ka', read({ v: 1 }))).toEqual({ v: 1 })
    expect(await memoPublished(siteA, 'header:ka', read({ v: 2 }))).toEqual({ v: 1 })
    expect(await memoPublished(siteA, 'header:en', read({ v: 3 }))).toEqual({ v: 3 })
    expect(await memoPublished(siteB, 'header:ka', read({ v: 4 }))).toEqual({ v: 4 })
    expect(reads).toBe(3)
    forgetPublished()
    expect(await memoPublished(siteA, 'header:ka', read({ v: 5 }))).toEqual({ v: 5 })
    expect(reads).toBe(4)
  })

  it('requests at the same moment share one read; a read under way at a revalidation is not kept', async () => {
    let release!: (value: string) => void
    const slow = () => {
      reads++
      return new Promise<string>((resolve) => (release = resolve))
    }
    const first = memoPublished(siteA, 'k', slow)
    const second = memoPublished(siteA, 'k', slow)
    expect(reads).toBe(1)
    forgetPublished()
    release('old')
    expect([await first, await second]).toEqual(['old', 'old'])
    expect(await memoPublished(siteA, 'k', read('new'))).toBe('new')
  })

  it('an entry is read again after MAX_AGE_MS (what changes without a revalidation)', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      await memoPublished(siteA, 'k', read('first'))
      vi.setSystemTime(1_000_000 + MAX_AGE_MS - 1)
      expect(await memoPublished(siteA, 'k', read('second'))).toBe('first')
      vi.setSystemTime(1_000_000 + MAX_AGE_MS)
      expect(await memoPublished(siteA, 'k', read('third'))).toBe('third')
      expect(reads).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a failed read is not kept', async () => {
    await expect(
      memoPublished(siteA, 'k', async () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down')
    expect(await memoPublished(siteA, 'k', read('ok'))).toBe('ok')
  })

  it('what is kept is frozen, deeply', async () => {
    const kept = await memoPublished(siteA, 'k', read({ items: [{ label: 'a' }] }))
    expect(() => {
      ;(kept as { items: { label: string }[] }).items[0]!.label = 'b'
    }).toThrow(TypeError)
  })

  it('outside the web server nothing is kept (nothing revalidates a script or a test)', async () => {
    delete process.env.NEXT_RUNTIME
    await memoPublished(siteA, 'k', read(1))
    expect(await memoPublished(siteA, 'k', read(2))).toBe(2)
    expect(reads).toBe(2)
  })
})
