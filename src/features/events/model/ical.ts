/**
 * iCalendar (RFC 5545) files of events: `/events/{slug}.ics` and the category feeds
 * `/events/category/{slug}.ics`. Times are Tbilisi wall-clock times with their VTIMEZONE
 * (+04:00 all year). Isomorphic and pure.
 */
import type { Event } from '@/payload-types'
import { SITE_TIME_ZONE, SITE_UTC_OFFSET } from '@/shared/constants'

import { tbilisiIso } from './time'

const TWO_HOURS_MS = 2 * 60 * 60 * 1000

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function icalText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    if (size + bytes > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

function localStamp(value: string | Date): string {
  return tbilisiIso(value).slice(0, 19).replace(/[-:]/g, '')
}

function utcStamp(value: Date): string {
  return `${value.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}

export interface IcalEvent {
  event: Event
  url: string
  host: string
}

export function icalCalendar(name: string, items: IcalEvent[], now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sakhli//Events//KA',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icalText(name)}`,
    'BEGIN:VTIMEZONE',
    `TZID:${SITE_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${SITE_UTC_OFFSET.replace(':', '')}`,
    `TZOFFSETTO:${SITE_UTC_OFFSET.replace(':', '')}`,
    'TZNAME:+04',
    'END:STANDARD',
    'END:VTIMEZONE',
  ]
  for (const { event, url, host } of items) {
    const end = event.endsAt ?? new Date(new Date(event.startsAt).getTime() + TWO_HOURS_MS)
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${event.id}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${SITE_TIME_ZONE}:${localStamp(event.startsAt)}`,
      `DTEND;TZID=${SITE_TIME_ZONE}:${localStamp(end)}`,
      `SUMMARY:${icalText(event.title)}`,
      `URL:${url}`,
    )
    if (event.description) lines.push(`DESCRIPTION:${icalText(event.description)}`)
    if (event.venue?.address) lines.push(`LOCATION:${icalText(event.venue.address)}`)
    const { latitude, longitude } = event.venue ?? {}
    if (typeof latitude === 'number' && typeof longitude === 'number') {
      lines.push(`GEO:${latitude};${longitude}`)
    }
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
