/**
 * Tilt on hover as the original theme's tilt script does it ("max tilt 20, perspective 300,
 * speed 400 ms, scale 1"): the element leans away from the pointer, up to half
 * the maximum each way. Pure, for the Tilt component and its tests.
 */
import { TILT } from '@/shared/constants'

export interface Box {
  left: number
  top: number
  width: number
  height: number
}

const round2 = (n: number) => Math.round(n * 100) / 100 + 0 // `+ 0` turns -0 into 0
const clamp01 = (n: number) => Math.min(1, Math.max(0, n))

/** The rotation, in degrees, for a pointer at (x, y) over `box`. */
export function tiltAngles(
  x: number,
  y: number,
  box: Box,
  max: number = TILT.maxDeg,
): { rotateX: number; rotateY: number } {
  const px = box.width > 0 ? clamp01((x - box.left) / box.width) : 0.5
  const py = box.height > 0 ? clamp01((y - box.top) / box.height) : 0.5
  return { rotateX: round2(py * max - max / 2), rotateY: round2(max / 2 - px * max) }
}

/** The CSS transform for those angles. */
export function tiltTransform({ rotateX, rotateY }: { rotateX: number; rotateY: number }): string {
  const s = TILT.scale
  return `perspective(${TILT.perspectivePx}px) rotateX(${rotateX}deg) rotateY(${rotateY}deg) scale3d(${s}, ${s}, ${s})`
}

/**
 * Whether a pointer may tilt: a mouse or pen on a device that hovers, for visitors who have not
 * asked for reduced motion, on a browser the page does not treat as mobile (html.no-motion).
 */
export function tiltAllowed(env: {
  pointerType: string
  canHover: boolean
  reducedMotion: boolean
  noMotionPage: boolean
}): boolean {
  return env.pointerType !== 'touch' && env.canHover && !env.reducedMotion && !env.noMotionPage
}
