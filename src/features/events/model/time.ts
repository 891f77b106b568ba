/** Event times shown and serialized in the venue's time zone (Asia/Tbilisi). Isomorphic. */
import { dateFormatter, dateLanguage } from '@/i18n/date-format'
import type { Locale } from '@/i18n/locales'
import { SITE_TIME_ZONE, SITE_UTC_OFFSET, SITE_UTC_OFFSET_MINUTES } from '@/shared/constants'

const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000

/** `2026-12-01T19:00:00+04:00`: the instant as Tbilisi's wall clock with its offset. */
export function tbilisiIso(value: string | Date): string {
  const time = new Date(value).getTime()
  const local = new Date(time + OFFSET_MS).toISOString().slice(0, 19)
  return `${local}${SITE_UTC_OFFSET}`
}

export function formatEventDate(value: string | Date, locale: Locale): string {
  return dateFormatter(dateLanguage(locale), {
    timeZone: SITE_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value))
}

export function formatEventDay(
  value: string | Date,
  locale: Locale,
): { day: string; month: string } {
  const date = new Date(value)
  const fmt = (opts: Intl.DateTimeFormatOptions) =>
    dateFormatter(dateLanguage(locale), { timeZone: SITE_TIME_ZONE, ...opts }).format(date)
  return { day: fmt({ day: '2-digit' }), month: fmt({ month: 'short' }) }
}

/** Whether the event has started: joins close then. */
export function hasStarted(startsAt: string | Date, now: Date = new Date()): boolean {
  return new Date(startsAt).getTime() <= now.getTime()
}
