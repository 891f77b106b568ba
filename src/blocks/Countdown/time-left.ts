/**
 * A countdown's maths (spec: 100 ms precision, then the finish title and content). Pure.
 */
import { COUNTDOWN_PRECISION_MS } from '@/shared/constants'

export interface TimeLeft {
  days: number
  hours: number
  minutes: number
  seconds: number
  finished: boolean
}

/** The time left until `end` at `now`, counted in whole 100 ms steps (never negative). */
export function timeLeft(end: number, now: number): TimeLeft {
  const steps = Math.max(0, Math.floor((end - now) / COUNTDOWN_PRECISION_MS))
  const totalSeconds = Math.floor((steps * COUNTDOWN_PRECISION_MS) / 1000)
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    finished: steps === 0,
  }
}

/** The end time of a stored date, or null when it cannot be read (refused when saved). */
export function parseEnd(value: unknown): number | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const time = new Date(value).getTime()
  return Number.isFinite(time) ? time : null
}
