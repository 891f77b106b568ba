import { describe, expect, it } from 'vitest'

import { animates, movesBetween } from '@/components/news/masonry-moves'
import { MOBILE_MAX_WIDTH_PX } from '@/shared/constants'

describe('news masonry moves', () => {
  it('starts each moved card at its old place, relative to the new one', () => {
    const before = [
      { left: 0, top: 0 },
      { left: 300, top: 0 },
      { left: 600, top: 0 },
    ]
    const after = [
      { left: 0, top: 0 },
      { left: 410, top: 0 },
      { left: 0, top: 250 },
    ]
    expect(movesBetween(before, after)).toEqual([
      { index: 1, dx: -110, dy: 0 },
      { index: 2, dx: 600, dy: -250 },
    ])
  })

  it('right-to-left columns move the same way: offsets are plain geometry', () => {
    expect(movesBetween([{ left: 600, top: 0 }], [{ left: 300, top: 120 }])).toEqual([
      { index: 0, dx: 300, dy: -120 },
    ])
  })

  it('ignores rounding and cards that had no place before', () => {
    expect(movesBetween([{ left: 10, top: 10 }], [{ left: 10.4, top: 9.6 }])).toEqual([])
    expect(movesBetween([], [{ left: 0, top: 0 }])).toEqual([])
  })

  it('animates on wider screens only, and never against reduced motion', () => {
    expect(animates(1280, false)).toBe(true)
    expect(animates(1280, true)).toBe(false)
    expect(animates(MOBILE_MAX_WIDTH_PX, false)).toBe(false)
    expect(animates(MOBILE_MAX_WIDTH_PX + 1, false)).toBe(true)
  })
})
