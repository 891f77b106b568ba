/**
 * The spam signals a public form carries (docs/compatibility.md, "Spam: form start token"), shared
 * by the browser that
 * gathers them and the server that scores them. Isomorphic and pure.
 */
import { POINTER_MAX_SAMPLES } from '@/shared/constants'

/** Hidden fields of every public form. */
export const SPAM_FIELDS = {
  /** The pointer trail `[[x, y, t], ...]`, written by the browser (empty without JavaScript). */
  pointer: '_sakhli_pointer',
  /** The server-signed time the form was shown (see FORM_START_ACTION). */
  start: '_sakhli_start',
  /** How many key presses the form saw (a count only: no key, no value is ever recorded). */
  keys: '_sakhli_keys',
  /** Hidden from people; bots fill it in. */
  honeypot: '_sakhli_website',
} as const

/**
 * The token action whose tokens say when a form was shown: the page renders one (the path without
 * JavaScript) and the browser fetches a fresh one when the form becomes interactive.
 */
export const FORM_START_ACTION = 'sakhli_form_start'

export type PointerPoint = [x: number, y: number, t: number]

/** One pointer sample: rounded coordinates and ms since the form became interactive. */
export function pointerSample(x: number, y: number, now: number, startedAt: number): PointerPoint {
  return [Math.round(x), Math.round(y), Math.max(0, Math.round(now - startedAt))]
}

/**
 * The pointer trail (docs/compatibility.md, "Constants: forms and requests"): at most one point per
 * sampling tick, none after `max`
 * points. Pure, so the rule is testable without a browser.
 */
export function createPointerTrail(startedAt: number, max = POINTER_MAX_SAMPLES) {
  const points: PointerPoint[] = []
  let due = true
  return {
    /** A sampling tick passed: the next movement is recorded. */
    tick() {
      due = true
    },
    /** Records a movement when a tick is due; true once the trail is full. */
    move(x: number, y: number, now: number): boolean {
      if (due && points.length < max) {
        points.push(pointerSample(x, y, now, startedAt))
        due = false
      }
      return points.length >= max
    },
    full: () => points.length >= max,
    /** `[[x, y, t], ...]`, what the hidden pointer field holds. */
    json: () => JSON.stringify(points),
  }
}

/** Key presses counted at most up to this (the count is a signal, not a keystroke log). */
export const MAX_KEY_EVENTS = 10_000

/** Counts key presses without recording which keys: pure, so the rule is testable. */
export function createKeyCounter(max = MAX_KEY_EVENTS) {
  let count = 0
  return {
    /** A key went down (repeats of a held key included); true once the count is full. */
    press(): boolean {
      if (count < max) count++
      return count >= max
    },
    count: () => count,
    /** What the hidden keys field holds. */
    value: () => String(count),
  }
}
