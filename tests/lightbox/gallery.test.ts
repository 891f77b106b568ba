/**
 * The gallery's arithmetic (spec section 9: arrow keys move through the gallery, counter
 * '%curr% of %total%', preload [0,2]).
 */
import { describe, expect, it } from 'vitest'

import { formatCounter, preloadIndexes, wrapIndex } from '@/components/lightbox/model/gallery'
import { GALLERY_PRELOAD } from '@/shared/constants'

describe('wrapIndex', () => {
  it('goes round both ends (the plugin looped)', () => {
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(12, 5)).toBe(2)
    expect(wrapIndex(-6, 5)).toBe(4)
    expect(wrapIndex(3, 5)).toBe(3)
  })

  it('is 0 for an empty gallery or an unreadable index', () => {
    expect(wrapIndex(3, 0)).toBe(0)
    expect(wrapIndex(Number.NaN, 5)).toBe(0)
  })
})

describe('preloadIndexes', () => {
  it('is the constant of spec section 9: nothing before, two after', () => {
    expect(GALLERY_PRELOAD).toEqual([0, 2])
  })

  it('fetches the two next items going forward (and on opening)', () => {
    expect(preloadIndexes(0, 10, true, GALLERY_PRELOAD)).toEqual([1, 2])
    expect(preloadIndexes(4, 10, true, GALLERY_PRELOAD)).toEqual([5, 6])
  })

  it('round the end', () => {
    expect(preloadIndexes(8, 10, true, GALLERY_PRELOAD)).toEqual([9, 0])
    expect(preloadIndexes(9, 10, true, GALLERY_PRELOAD)).toEqual([0, 1])
  })

  it('turns the "after" count the way the visitor moves, as the plugin did', () => {
    expect(preloadIndexes(4, 10, false, GALLERY_PRELOAD)).toEqual([3, 2])
    expect(preloadIndexes(0, 10, false, GALLERY_PRELOAD)).toEqual([9, 8])
  })

  it('fetches ahead first, then behind', () => {
    expect(preloadIndexes(4, 10, true, [1, 2])).toEqual([5, 6, 3])
    expect(preloadIndexes(4, 10, false, [1, 2])).toEqual([3, 2, 5])
  })

  it('never the item shown, never one twice, nothing for a single item', () => {
    expect(preloadIndexes(0, 1, true, GALLERY_PRELOAD)).toEqual([])
    expect(preloadIndexes(0, 2, true, GALLERY_PRELOAD)).toEqual([1])
    expect(preloadIndexes(1, 3, true, [2, 2])).toEqual([2, 0])
    expect(preloadIndexes(0, 0, true, GALLERY_PRELOAD)).toEqual([])
  })
})

describe('formatCounter', () => {
  it("fills the catalogue's words", () => {
    expect(formatCounter('%curr% of %total%', 2, 5)).toBe('2 of 5')
    expect(formatCounter('%curr% / %total%', 1, 12)).toBe('1 / 12')
  })
})
