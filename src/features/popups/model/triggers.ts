/**
 * The triggers (spec 3 "triggers"), each a pure decision over what the browser observed, modelled
 * on the original's `modules/popup/assets/js/frontend/triggers/*.js` (Elementor Pro). No DOM here:
 * `arm.ts` feeds them the readings. A trigger whose settings cannot be read is not armed (null).
 * Isomorphic.
 */
import type { PopupDevice, ScrollDirection } from './settings'
import {
  asCount,
  asSeconds,
  type AdblockDetectionTriggerSettings,
  type ClickTriggerSettings,
  type InactivityTriggerSettings,
  type PageLoadTriggerSettings,
  type ScrollingTriggerSettings,
} from './settings'

const secondsToMs = (seconds: number | null) =>
  seconds === null ? null : Math.round(seconds * 1000)

/** `page_load`: milliseconds to wait after load, or null when not armed. */
export function pageLoadDelayMs(settings: PageLoadTriggerSettings): number | null {
  return secondsToMs(asSeconds(settings.delay))
}

export interface ScrollReading {
  /** `scrollY` at the previous scroll event (0 on the first). */
  previousY: number
  /** `scrollY` now. */
  currentY: number
  /** The document's full height (`scrollHeight`). */
  pageHeight: number
  /** `innerHeight`. */
  viewportHeight: number
}

/** The direction of a scroll, or null when the position did not change. */
export function scrollDirection(previousY: number, currentY: number): ScrollDirection | null {
  if (currentY > previousY) return 'down'
  if (currentY < previousY) return 'up'
  return null
}

/** How much of the page is scrolled, 0–100; a page shorter than its window is all seen (100). */
export function scrolledPercent(
  reading: Pick<ScrollReading, 'currentY' | 'pageHeight' | 'viewportHeight'>,
): number {
  const scrollable = reading.pageHeight - reading.viewportHeight
  if (!(scrollable > 0)) return 100
  return Math.min(100, Math.max(0, (reading.currentY / scrollable) * 100))
}

/**
 * `scrolling`: down fires once `offset` percent of the page is scrolled while scrolling down;
 * up fires on any scroll up (the original ignored the offset for up).
 */
export function scrollingFires(
  settings: ScrollingTriggerSettings,
  reading: ScrollReading,
): boolean {
  const values = [reading.previousY, reading.currentY, reading.pageHeight, reading.viewportHeight]
  if (!values.every(Number.isFinite)) return false
  const direction = scrollDirection(reading.previousY, reading.currentY)
  if (direction === null || direction !== settings.direction) return false
  if (direction === 'up') return true
  const offset = asSeconds(settings.offset) // a number of zero or more, like a delay
  if (offset === null) return false
  return scrolledPercent(reading) >= offset
}

/**
 * `scrolling_to`: the element is reached once its top is at or above the viewport's bottom edge
 * (`getBoundingClientRect().top <= innerHeight`; scrolled past counts too). Touching the edge
 * counts, as an IntersectionObserver (the original's) reports an edge-adjacent target.
 */
export function elementReached(elementTop: number | null, viewportHeight: number): boolean {
  if (elementTop === null || !Number.isFinite(elementTop) || !Number.isFinite(viewportHeight)) {
    return false
  }
  return elementTop <= viewportHeight
}

/** `click`: how many clicks open it (the original's `click_times`), or null when not armed. */
export function clicksNeeded(settings: ClickTriggerSettings): number | null {
  const times = asCount(settings.times)
  return times === null || times === 0 ? null : times
}

/** `click`: the clicks counted so far reach the setting. */
export function clickFires(settings: ClickTriggerSettings, clicks: number): boolean {
  const needed = clicksNeeded(settings)
  return needed !== null && Number.isFinite(clicks) && clicks >= needed
}

/** The selector the clicks must land on, or null for clicks anywhere. */
export function clickSelector(settings: ClickTriggerSettings): string | null {
  return typeof settings.selector === 'string' && settings.selector.trim()
    ? settings.selector.trim()
    : null
}

/** `inactivity`: milliseconds without activity that fire it, or null when not armed. */
export function inactivityMs(settings: InactivityTriggerSettings): number | null {
  const ms = secondsToMs(asSeconds(settings.time))
  return ms === null || ms === 0 ? null : ms
}

/** `inactivity`: at least `time` seconds since the last activity. */
export function inactivityFires(
  settings: InactivityTriggerSettings,
  lastActivityAt: number,
  now: number,
): boolean {
  const ms = inactivityMs(settings)
  if (ms === null || !Number.isFinite(lastActivityAt) || !Number.isFinite(now)) return false
  return now - lastActivityAt >= ms
}

export interface PointerExit {
  /** The pointer's `clientY` as it left the document. */
  clientY: number
  /** Its `clientY` at the move before, when known. */
  previousClientY?: number | null
  /** Where the pointer went (`relatedTarget`): null when it left the page. */
  leftPage: boolean
  device: PopupDevice
}

/**
 * `exit_intent`: the pointer leaves the page through its top edge (`clientY <= 0`, as the
 * original's `exit-intent.js`), moving up, on a desktop (phones and tablets have no pointer to
 * leave with).
 */
export function exitIntentFires(exit: PointerExit): boolean {
  if (exit.device !== 'desktop' || !exit.leftPage || !Number.isFinite(exit.clientY)) return false
  if (exit.clientY > 0) return false
  const previous = exit.previousClientY
  return (
    previous === null ||
    previous === undefined ||
    !Number.isFinite(previous) ||
    exit.clientY < previous
  )
}

/** `adblock_detection`: milliseconds after load to look at the bait, or null when not armed. */
export function adblockCheckDelayMs(settings: AdblockDetectionTriggerSettings): number | null {
  return secondsToMs(asSeconds(settings.delay))
}

export interface BaitReading {
  /** The bait is gone from the document, or `display: none` / `visibility: hidden`. */
  hidden: boolean
  width: number
  height: number
}

/** Ad blockers hide elements with ad-like class names: a hidden or zero-sized bait. */
export function adblockDetected(bait: BaitReading | null): boolean {
  if (!bait) return true
  return bait.hidden || !(bait.width > 0) || !(bait.height > 0)
}
