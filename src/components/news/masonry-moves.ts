/**
 * Pure placement maths of the news masonry. CSS columns lay the cards out (no script needed, no
 * shift at first paint); after a resize the script animates each card from where it was to where
 * CSS put it, as Isotope's masonry does with its 0.7 s transition.
 */

import { MOBILE_MAX_WIDTH_PX } from '@/shared/constants'

export interface Box {
  left: number
  top: number
}

export interface Move {
  index: number
  /** Translation that puts the card back where it was; animated to zero. */
  dx: number
  dy: number
}

/** Moves smaller than this many pixels are rounding, not a new place. */
const MIN_MOVE_PX = 1

/**
 * Where each card must start from to appear to travel from its old box to its new one. Cards that
 * did not move, and cards without an old box (new ones), get no move.
 */
export function movesBetween(
  before: ReadonlyArray<Box | undefined>,
  after: readonly Box[],
): Move[] {
  const moves: Move[] = []
  after.forEach((box, index) => {
    const old = before[index]
    if (!old) return
    const dx = old.left - box.left
    const dy = old.top - box.top
    if (Math.abs(dx) >= MIN_MOVE_PX || Math.abs(dy) >= MIN_MOVE_PX) moves.push({ index, dx, dy })
  })
  return moves
}

/** Phones and visitors who ask for reduced motion see cards jump to their place, not travel. */
export function animates(viewportWidth: number, reducedMotion: boolean): boolean {
  return !reducedMotion && viewportWidth > MOBILE_MAX_WIDTH_PX
}
