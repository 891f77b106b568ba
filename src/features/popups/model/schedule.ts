/**
 * The `schedule` timing rule: shown from `from` to `to`, both inclusive and either open-ended, as
 * the original's `schedule-utils.js` compared (`now >= start && now <= end`). The original compared
 * dates in the visitor's or the server's clock; here both ends are turned into instants first, so a
 * visitor in any zone sees the popup at the same moment: "2026-12-01 09:00 Asia/Tbilisi" is
 * 05:00 UTC everywhere. Time zones come from `Intl` (no library); a wall time that does not exist
 * (the hour skipped when clocks go forward) moves forward by the gap, and one that happens twice
 * (clocks go back) is the earlier, as Temporal's "compatible" disambiguation does. Isomorphic.
 */
import { SITE_TIME_ZONE } from '@/shared/constants'

import type { PopupVisitorContext } from './context'
import type { ScheduleRuleSettings } from './settings'

const DAY_MS = 86_400_000

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i

const formatters = new Map<string, Intl.DateTimeFormat>()

/** A formatter for the zone, or null when `Intl` does not know the zone. */
function zoneFormatter(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone)
  if (cached) return cached
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
    return formatter
  } catch {
    return null
  }
}

/** The zone's offset from UTC at an instant, in ms (Tbilisi: +4 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number | null {
  const formatter = zoneFormatter(timeZone)
  if (!formatter) return null
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(formatter.formatToParts(instant).find((p) => p.type === type)?.value)
  const wallAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  const wholeSeconds = instant - (((instant % 1000) + 1000) % 1000)
  return wallAsUtc - wholeSeconds
}

/** The wall time's fields read as if in UTC, or null when it is no such time (month 13, 31 Feb). */
function wallTimeAsUtc(value: string): number | null {
  const m = WALL_TIME.exec(value.trim())
  if (!m) return null
  const [year, month, day, hour, minute, second = 0, ms = 0] = m.slice(1).map((v) => Number(v ?? 0))
  const utc = Date.UTC(year!, month! - 1, day, hour, minute, second, ms)
  const back = new Date(utc)
  const exact =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month! - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute
  return exact ? utc : null
}

/** The instant of a wall-clock time in an IANA zone (ms), or null for a bad time or zone. */
export function zonedTimeToInstant(value: string, timeZone: string): number | null {
  const wall = wallTimeAsUtc(value)
  if (wall === null) return null
  // The offsets a day before and after bracket any one transition near this time.
  const before = zoneOffsetMs(wall - DAY_MS, timeZone)
  const after = zoneOffsetMs(wall + DAY_MS, timeZone)
  if (before === null || after === null) return null
  const candidates = [wall - before, wall - after].filter(
    (instant, i) => zoneOffsetMs(instant, timeZone) === (i === 0 ? before : after),
  )
  // None exists in a skipped hour: read it with the offset before the jump (moves it forward).
  return candidates.length ? Math.min(...candidates) : wall - before
}

/** One end of the schedule as an instant: null when empty, NaN when it cannot be read. */
export function scheduleInstant(value: string | null | undefined, timeZone: string): number | null {
  if (value === null || value === undefined || !String(value).trim()) return null
  const text = String(value).trim()
  if (WITH_OFFSET.test(text)) {
    const instant = Date.parse(text)
    return Number.isNaN(instant) ? NaN : instant
  }
  return zonedTimeToInstant(text, timeZone) ?? NaN
}

export function scheduleRule(
  settings: ScheduleRuleSettings,
  context: Pick<PopupVisitorContext, 'now'>,
): boolean {
  const timeZone = settings.time_zone?.trim() || SITE_TIME_ZONE
  const from = scheduleInstant(settings.from, timeZone)
  const to = scheduleInstant(settings.to, timeZone)
  // A schedule that cannot be read never shows (like spec 5's invalid regex).
  if (Number.isNaN(from) || Number.isNaN(to) || !Number.isFinite(context.now)) return false
  return (from === null || context.now >= from) && (to === null || context.now <= to)
}
