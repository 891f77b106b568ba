/** The news pagination shows a bounded window of pages, however many there are. */
import { describe, expect, it } from 'vitest'

import { pageWindow } from '@/components/news/Pagination'

describe('page window', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4])
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('the first, the last and two on each side of the current page, gaps marked', () => {
    expect(pageWindow(1, 1112)).toEqual([1, 2, 3, null, 1112])
    expect(pageWindow(500, 1112)).toEqual([1, null, 498, 499, 500, 501, 502, null, 1112])
    expect(pageWindow(1112, 1112)).toEqual([1, null, 1110, 1111, 1112])
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10])
  })

  it('never grows with the number of pages', () => {
    for (const total of [10, 1_000, 100_000]) {
      expect(pageWindow(Math.floor(total / 2), total).length).toBeLessThanOrEqual(9)
    }
  })
})
