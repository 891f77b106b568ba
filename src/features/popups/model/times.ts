/**
 * The `times` timing rule: "show up to N times" per frame (spec 9 "Times-period frames: day
 * 86400 s, week 604800 s, month 2628288 s, or session").
 *
 * A frame is a window sliding back from now over the popup's earlier showings: a showing counts
 * when it is less than the frame's length ago. One exactly 86,400 s ago is outside the day frame:
 * the original stored the count with a lifetime of the frame's seconds, and a stored value whose
 * lifetime has fully run out is gone. A showing dated after now (the clock was set back) counts:
 * it was recent. The `session` frame counts the showings since the session began, its first
 * moment included. Isomorphic.
 */
import { POPUP_TIMES_FRAMES_SECONDS, type PopupTimesFrame } from '@/shared/constants'

import type { PopupVisitorContext } from './context'
import { asCount, type TimesRuleSettings } from './settings'

function isFrame(value: unknown): value is PopupTimesFrame {
  return value === 'session' || Object.hasOwn(POPUP_TIMES_FRAMES_SECONDS, String(value))
}

/** How many of the showings fall in the frame that ends now. */
export function showingsInFrame(
  showings: readonly number[],
  frame: PopupTimesFrame,
  now: number,
  sessionStartedAt: number,
): number {
  const valid = showings.filter((at) => typeof at === 'number' && Number.isFinite(at))
  if (frame === 'session') return valid.filter((at) => at >= sessionStartedAt).length
  const frameMs = POPUP_TIMES_FRAMES_SECONDS[frame] * 1000
  return valid.filter((at) => now - at < frameMs).length
}

export function timesRule(
  settings: TimesRuleSettings,
  context: Pick<PopupVisitorContext, 'showings' | 'now' | 'sessionStartedAt'>,
): boolean {
  const limit = asCount(settings.times)
  if (limit === null || !isFrame(settings.period)) return false
  const showings = Array.isArray(context.showings) ? context.showings : []
  return showingsInFrame(showings, settings.period, context.now, context.sessionStartedAt) < limit
}
