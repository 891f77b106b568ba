import { describe, expect, it } from 'vitest'

import { createPointerTrail, pointerSample } from '@/features/spam/model/signals'
import { POINTER_MAX_SAMPLES } from '@/shared/constants'

describe('pointer signals (sampling, written every 1.2 s, at most 50 points)', () => {
  it('samples are rounded, with ms since the form became interactive', () => {
    expect(pointerSample(10.4, 20.6, 1_500, 1_000)).toEqual([10, 21, 500])
    expect(pointerSample(0, 0, 900, 1_000)).toEqual([0, 0, 0])
  })

  it('records one point per sampling tick and stops at the most points', () => {
    const trail = createPointerTrail(0, 3)
    expect(trail.move(1, 1, 10)).toBe(false)
    // No tick yet: the next movement is not recorded.
    trail.move(2, 2, 20)
    trail.tick()
    trail.move(3, 3, 160)
    trail.tick()
    expect(trail.move(4, 4, 310)).toBe(true)
    trail.tick()
    trail.move(5, 5, 460)
    expect(JSON.parse(trail.json())).toEqual([
      [1, 1, 10],
      [3, 3, 160],
      [4, 4, 310],
    ])
  })

  it('stops after the spec’s 50 points by default', () => {
    const trail = createPointerTrail(0)
    for (let i = 0; i < 80; i++) {
      trail.tick()
      trail.move(i, i, i * 150)
    }
    expect(JSON.parse(trail.json())).toHaveLength(POINTER_MAX_SAMPLES)
    expect(POINTER_MAX_SAMPLES).toBe(50)
  })
})
