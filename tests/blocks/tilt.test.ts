/** Tilt on hover (max tilt 20, perspective 300, speed 400 ms, scale 1). */
import { describe, expect, it } from 'vitest'

import { tiltAllowed, tiltAngles, tiltTransform } from '@/components/tilt/tilt-math'
import { TILT } from '@/shared/constants'

const box = { left: 100, top: 50, width: 200, height: 100 }

describe('tilt', () => {
  it('has the spec’s defaults', () => {
    expect(TILT).toEqual({ maxDeg: 20, perspectivePx: 300, speedMs: 400, scale: 1 })
  })

  it('leans up to half the maximum each way, level at the centre', () => {
    expect(tiltAngles(200, 100, box)).toEqual({ rotateX: 0, rotateY: 0 })
    expect(tiltAngles(100, 50, box)).toEqual({ rotateX: -10, rotateY: 10 })
    expect(tiltAngles(300, 150, box)).toEqual({ rotateX: 10, rotateY: -10 })
    expect(tiltAngles(150, 125, box)).toEqual({ rotateX: 5, rotateY: 5 })
    // Outside the box (a fast pointer) it stays within the limits.
    expect(tiltAngles(-500, 900, box)).toEqual({ rotateX: 10, rotateY: 10 })
    expect(tiltAngles(5, 5, { left: 0, top: 0, width: 0, height: 0 })).toEqual({
      rotateX: 0,
      rotateY: 0,
    })
    expect(tiltAngles(100, 50, box, 30)).toEqual({ rotateX: -15, rotateY: 15 })
  })

  it('writes the transform with the perspective and scale', () => {
    expect(tiltTransform({ rotateX: -10, rotateY: 2.5 })).toBe(
      'perspective(300px) rotateX(-10deg) rotateY(2.5deg) scale3d(1, 1, 1)',
    )
  })

  it('is for a mouse or pen only, never touch, reduced motion or a mobile browser', () => {
    const desk = { pointerType: 'mouse', canHover: true, reducedMotion: false, noMotionPage: false }
    expect(tiltAllowed(desk)).toBe(true)
    expect(tiltAllowed({ ...desk, pointerType: 'pen' })).toBe(true)
    expect(tiltAllowed({ ...desk, pointerType: 'touch' })).toBe(false)
    expect(tiltAllowed({ ...desk, canHover: false })).toBe(false)
    expect(tiltAllowed({ ...desk, reducedMotion: true })).toBe(false)
    expect(tiltAllowed({ ...desk, noMotionPage: true })).toBe(false)
  })
})
