/**
 * The value formats Contact Form 7 checks (`wpcf7_is_*` in PHP, the SWV rules in JS): URL,
 * telephone number, number, date and time, plus the character count used by length rules.
 * Callers pass trimmed, non-blank values.
 */

import { TEL_MAX_DIGITS_EXCLUSIVE, TEL_MIN_DIGITS_EXCLUSIVE } from '@/shared/constants'

/** WordPress's `wp_allowed_protocols()`: the schemes a URL field accepts. */
export const ALLOWED_URL_PROTOCOLS: ReadonlySet<string> = new Set([
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'news',
  'irc',
  'irc6',
  'ircs',
  'gopher',
  'nntp',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'sms',
  'svn',
  'tel',
  'fax',
  'xmpp',
  'webcal',
  'urn',
])

const URL_SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/

/** An absolute URL (the WHATWG parser, as in browsers and Node) with an allowed scheme. */
export function isUrl(text: string): boolean {
  const scheme = URL_SCHEME.exec(text)?.[1]?.toLowerCase()
  if (!scheme || !ALLOWED_URL_PROTOCOLS.has(scheme)) return false
  try {
    new URL(text)
    return true
  } catch {
    return false
  }
}

/**
 * A telephone number: separators (spaces, brackets, dots, hyphens, slashes) are ignored, and so is
 * an extension after `#` or `*`; what is left is an optional `+` or `00` and digits only. CF7 counts
 * the `+` in the length; we count digits alone, as the spec ("greater than 5 and less than 16
 * digits") and E.164 (at most 15 digits) do. Zeros right after an international prefix are dropped
 * first, as CF7 does.
 */
export function isTel(text: string): boolean {
  const compact = text.replace(/[#*][\s\S]*$/, '').replace(/[()/.\s-]+/g, '')
  const match = /^(\+|00)?(\d+)$/.exec(compact)
  if (!match) return false
  const digits = match[1] ? (match[2] ?? '').replace(/^0+/, '') : (match[2] ?? '')
  return TEL_MIN_DIGITS_EXCLUSIVE < digits.length && digits.length < TEL_MAX_DIGITS_EXCLUSIVE
}

/** HTML's valid floating-point number: `-1`, `.5`, `2.5e-3`; no `+`, no trailing dot. */
export function isNumber(text: string): boolean {
  return /^-?(?:\d+|\d*\.\d+)(?:[eE][+-]?\d+)?$/.test(text)
}

const DATE = /^(\d{4,})-(\d{2})-(\d{2})$/

interface CalendarDate {
  /** Digits of the year, without leading zeros: years may have more than four digits. */
  year: string
  month: number
  day: number
}

function parseDate(text: string): CalendarDate | undefined {
  const match = DATE.exec(text)
  if (!match) return undefined
  const year = (match[1] ?? '').replace(/^0+/, '')
  const month = Number(match[2])
  const day = Number(match[3])
  if (year === '' || month < 1 || month > 12 || day < 1) return undefined
  if (day > daysInMonth(year, month)) return undefined
  return { year, month, day }
}

// Leap years repeat every 400 years and 10000 is a multiple of 400, so the last four digits of a
// year of any length decide it (no precision loss on absurdly long years).
function yearMod400(year: string): number {
  return Number(year.slice(-4)) % 400
}

function isLeapYear(year: string): boolean {
  const y = yearMod400(year)
  return (y % 4 === 0 && y % 100 !== 0) || y === 0
}

function daysInMonth(year: string, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** `YYYY-MM-DD` (four or more year digits, year 1 or later) naming a real day: no Feb 30. */
export function isDate(text: string): boolean {
  return parseDate(text) !== undefined
}

/**
 * Orders two valid dates: negative, zero or positive. Years are compared by value, so a five-digit
 * year sorts after a four-digit one (a plain string comparison would not).
 */
export function compareDates(a: string, b: string): number {
  const x = parseDate(a)
  const y = parseDate(b)
  if (!x || !y) return Number.NaN
  if (x.year.length !== y.year.length) return x.year.length - y.year.length
  if (x.year !== y.year) return x.year < y.year ? -1 : 1
  return x.month - y.month || x.day - y.day
}

// Offsets of Sakamoto's day-of-week method, one per month.
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]

/**
 * The ISO day of the week of a valid date, Monday = 1 … Sunday = 7, or undefined. Computed on the
 * calendar, not through `Date`: CF7's JS parses the date as UTC midnight and reads the local day,
 * which is the previous day west of Greenwich.
 */
export function dayOfWeek(text: string): number | undefined {
  const date = parseDate(text)
  if (!date) return undefined
  // The Gregorian calendar repeats every 400 years (146097 days, a whole number of weeks).
  let y = yearMod400(date.year)
  if (date.month < 3) y = (y + 399) % 400
  const offset = MONTH_OFFSETS[date.month - 1] ?? 0
  const sundayFirst =
    (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + offset + date.day) % 7
  return sundayFirst === 0 ? 7 : sundayFirst
}

/** `HH:MM` or `HH:MM:SS`, 00-23 hours, 00-59 minutes and seconds. */
export function isTime(text: string): boolean {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text)
  if (!match) return false
  return Number(match[1]) <= 23 && Number(match[2]) <= 59 && Number(match[3] ?? 0) <= 59
}

/**
 * Characters as a visitor sees them: Unicode code points, so a Georgian letter (or an emoji outside
 * the BMP) counts once. CF7 counts UTF-16 code units, which agrees for Georgian. A CRLF line break
 * counts once, as in CF7's PHP: browsers count a textarea line break as one character but post it
 * as CRLF, so browser and server would otherwise disagree.
 */
export function countCharacters(text: string): number {
  let count = 0
  for (const _ of text.replace(/\r\n/g, '\n')) count++
  return count
}
