/** The iCal files: RFC 5545 lines, Tbilisi times with their VTIMEZONE, escaped and folded text. */
import { describe, expect, it } from 'vitest'

import { foldLine, icalCalendar, icalText } from '@/features/events/model/ical'
import type { Event } from '@/payload-types'

const event = {
  id: 4,
  title: 'სემინარი; ბინა, იპოთეკა',
  slug: 'seminar',
  startsAt: '2026-12-01T15:00:00.000Z',
  endsAt: null,
  description: 'პირველი ხაზი\nმეორე ხაზი',
  venue: { address: 'თბილისი', latitude: 41.7, longitude: 44.8 },
  createdAt: '',
  updatedAt: '',
} as unknown as Event

describe('iCal', () => {
  const body = icalCalendar(
    'ღონისძიებები',
    [{ event, url: 'https://sakhli.test/events/seminar', host: 'sakhli.test' }],
    new Date('2026-11-20T10:00:00Z'),
  )

  it('writes the event at Tbilisi time with its zone, two hours long without an end', () => {
    expect(body).toContain('\r\nDTSTART;TZID=Asia/Tbilisi:20261201T190000\r\n')
    expect(body).toContain('\r\nDTEND;TZID=Asia/Tbilisi:20261201T210000\r\n')
    expect(body).toContain('\r\nTZOFFSETTO:+0400\r\n')
    expect(body).toContain('\r\nUID:event-4@sakhli.test\r\n')
    expect(body).toContain('\r\nDTSTAMP:20261120T100000Z\r\n')
    expect(body).toContain('\r\nGEO:41.7;44.8\r\n')
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(icalText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne')
    const folded = foldLine(`DESCRIPTION:${'ა'.repeat(60)}`)
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    }
    expect(
      folded
        .split('\r\n')
        .map((l, i) => (i ? l.slice(1) : l))
        .join(''),
    ).toBe(`DESCRIPTION:${'ა'.repeat(60)}`)
    expect(body).toContain('SUMMARY:სემინარი\\; ბინა\\, იპოთეკა')
  })
})
