/**
 * The value formats Contact Form 7 checks, as its server does (`wpcf7_is_*` in
 * `includes/validation-functions.php`, PHP 8): URL, telephone number, number, date and time, plus
 * the length count of `wpcf7_count_code_units()`. Callers pass stripped, non-blank values.
 * PHP's `$` also matches before a final line feed, so `'12\n'` is a number as it is in CF7.
 */

import { TEL_MAX_DIGITS_EXCLUSIVE, TEL_MIN_DIGITS_EXCLUSIVE } from '@/shared/constants'

/** WordPress's `wp_allowed_protocols()`: the schemes a URL field accepts, lower case only. */
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

/** C's `strtol()` accepting the port PHP's `parse_url()` reads: leading space, a sign, digits. */
function isPort(text: string): boolean {
  const match = /^[ \t\n\v\f\r]*([+-]?)(\d+)/.exec(text)
  if (!match) return false
  const port = Number(`${match[1]}${match[2]}`)
  return port >= 0 && port <= 65535
}

/**
 * `wpcf7_is_url()`: the scheme `wp_parse_url()` finds is one of the allowed protocols, compared
 * case-sensitively. Nothing else about the URL is checked, except what makes PHP's `parse_url()`
 * fail outright or read the scheme as a host (`http:80` is host `http`, port 80).
 */
export function isUrl(text: string): boolean {
  const colon = text.indexOf(':')
  if (colon < 1) return false
  if (!ALLOWED_URL_PROTOCOLS.has(text.slice(0, colon))) return false
  const rest = text.slice(colon + 1)
  if (rest === '') return true
  if (!rest.startsWith('/')) {
    // Up to five digits, then the end or a slash: parse_url() takes that for a port.
    const digits = /^\d*/.exec(rest)?.[0] ?? ''
    return !((digits.length === rest.length || rest[digits.length] === '/') && digits.length < 6)
  }
  if (!rest.startsWith('//')) return true
  // An authority: parse_url() fails when the host is empty or the port is not one.
  const authority = rest.slice(2).split(/[/?#]/)[0] ?? ''
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1)
  const portColon =
    hostPort.startsWith('[') && hostPort.endsWith(']') ? -1 : hostPort.lastIndexOf(':')
  if (portColon < 0) return hostPort !== ''
  const port = hostPort.slice(portColon + 1)
  if (port.length > 5 || (port !== '' && !isPort(port))) return false
  return portColon > 0
}

/**
 * `wpcf7_is_tel()`: an extension after `#` or `*` is cut, then brackets, slashes, dots, `*`, `#`,
 * hyphens and ASCII whitespace are removed; a number starting `+` or `00` is international and
 * becomes `+` and its digits without leading zeros (or pluses). What is left must be an optional
 * `+` and digits, more than 5 and fewer than 16 characters long: the `+` counts, so an
 * international number has 5 to 14 digits, a national one 6 to 15.
 */
export function isTel(text: string): boolean {
  let tel = text.replace(/[#*][^\n]*$/, '').replace(/[()/.*#\t\n\v\f\r -]+/g, '')
  if (tel.startsWith('+') || tel.startsWith('00')) tel = `+${tel.replace(/^[+0]+/, '')}`
  return (
    /^\+?\d+$/.test(tel) &&
    TEL_MIN_DIGITS_EXCLUSIVE < tel.length &&
    tel.length < TEL_MAX_DIGITS_EXCLUSIVE
  )
}

/** `wpcf7_is_number()`, HTML's valid floating-point number: `-1`, `.5`, `2.5e-3`; no `+`. */
export function isNumber(text: string): boolean {
  return /^-?(?:\d+|\d*\.\d+)(?:[eE][+-]?\d+)?\n?$/.test(text)
}

const DATE = /^(\d{4,})-(\d{2})-(\d{2})\n?$/

/** PHP's `checkdate()` limits years to 1-32767. */
const MAX_YEAR = 32767

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function parseDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = DATE.exec(text)
  if (!match) return undefined
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (year < 1 || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return undefined
  return day > daysInMonth(year, month) ? undefined : { year, month, day }
}

/** `wpcf7_is_date()`: `YYYY-MM-DD` (four or more year digits) that `checkdate()` accepts. */
export function isDate(text: string): boolean {
  return parseDate(text) !== undefined
}

/**
 * How `mindate` and `maxdate` order dates: CF7 compares the strings, so `10000-01-01` comes
 * before `2024-01-01`; with four-digit years that is the calendar order. NaN unless both are
 * dates.
 */
export function compareDates(a: string, b: string): number {
  if (!isDate(a) || !isDate(b)) return Number.NaN
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * The ISO day of the week (Monday 1 … Sunday 7) CF7's `dayofweek` rule finds for a date, or
 * undefined. PHP's date parser reads a five-digit year `1234d-MM-DD` as the time 12:34 of the
 * year 200d (a day past the month's end rolling over), so that is the day CF7 checks. Computed
 * on the calendar: the local time zone of a browser must not shift the day.
 */
export function dayOfWeek(text: string): number | undefined {
  const date = parseDate(text)
  if (!date) return undefined
  const year = date.year > 9999 ? 2000 + (date.year % 10) : date.year
  const utc = new Date(0)
  utc.setUTCFullYear(year, date.month - 1, date.day)
  return utc.getUTCDay() || 7
}

/** `wpcf7_is_time()`: `HH:MM` or `HH:MM:SS`, 00-23 hours, 00-59 minutes and seconds. */
export function isTime(text: string): boolean {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?\n?$/.exec(text)
  if (!match) return false
  return Number(match[1]) <= 23 && Number(match[2]) <= 59 && Number(match[3] ?? 0) <= 59
}

/**
 * `wpcf7_count_code_units()`: UTF-16 code units, so an emoji or any other character outside the
 * BMP counts twice (as in a browser's `maxlength`), after CRLF line breaks become LF. Browsers
 * count a textarea's line break once but post it as CRLF; this keeps the two counts equal.
 */
export function countCodeUnits(text: string): number {
  return text.replace(/\r\n/g, '\n').length
}

/** @deprecated Renamed: it counts UTF-16 code units, not characters. */
export const countCharacters = countCodeUnits
