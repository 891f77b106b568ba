/** The schedule rule: from and to in an IANA zone compared as instants (Intl, no library). */
import { describe, expect, it } from 'vitest'

import {
  scheduleInstant,
  scheduleRule,
  zonedTimeToInstant,
  zoneOffsetMs,
} from '@/features/popups/model'

import { visitor } from './visitor'

const at = (iso: string) => visitor({ now: Date.parse(iso) })
const HOUR = 3_600_000

describe('zonedTimeToInstant', () => {
  it('reads a wall time in the zone', () => {
    expect(zonedTimeToInstant('2026-12-01T09:00', 'Asia/Tbilisi')).toBe(
      Date.parse('2026-12-01T05:00:00Z'),
    )
    expect(zonedTimeToInstant('2026-12-01 09:00:30', 'UTC')).toBe(
      Date.parse('2026-12-01T09:00:30Z'),
    )
    expect(zonedTimeToInstant('2026-07-01T12:00', 'America/New_York')).toBe(
      Date.parse('2026-07-01T16:00:00Z'),
    )
    expect(zonedTimeToInstant('2026-01-15T12:00', 'America/New_York')).toBe(
      Date.parse('2026-01-15T17:00:00Z'),
    )
    expect(zonedTimeToInstant('2026-06-01T00:00', 'Asia/Kathmandu')).toBe(
      Date.parse('2026-05-31T18:15:00Z'),
    )
  })

  it('moves a wall time in the hour skipped by the clocks going forward past the gap', () => {
    // Berlin 2026-03-29: 02:00 CET becomes 03:00 CEST; 02:30 does not exist, it is read as 03:30.
    expect(zonedTimeToInstant('2026-03-29T02:30', 'Europe/Berlin')).toBe(
      Date.parse('2026-03-29T01:30:00Z'),
    )
    expect(zonedTimeToInstant('2026-03-29T01:59', 'Europe/Berlin')).toBe(
      Date.parse('2026-03-29T00:59:00Z'),
    )
    expect(zonedTimeToInstant('2026-03-29T03:00', 'Europe/Berlin')).toBe(
      Date.parse('2026-03-29T01:00:00Z'),
    )
  })

  it('takes the earlier of a wall time that happens twice when the clocks go back', () => {
    // Berlin 2026-10-25: 03:00 CEST becomes 02:00 CET; 02:30 happens at 00:30Z and at 01:30Z.
    expect(zonedTimeToInstant('2026-10-25T02:30', 'Europe/Berlin')).toBe(
      Date.parse('2026-10-25T00:30:00Z'),
    )
    expect(zonedTimeToInstant('2026-10-25T03:30', 'Europe/Berlin')).toBe(
      Date.parse('2026-10-25T02:30:00Z'),
    )
  })

  it('is null for an unknown zone or a time that does not exist', () => {
    expect(zonedTimeToInstant('2026-12-01T09:00', 'Mars/Olympus')).toBeNull()
    expect(zonedTimeToInstant('2026-02-30T09:00', 'UTC')).toBeNull()
    expect(zonedTimeToInstant('2026-13-01T09:00', 'UTC')).toBeNull()
    expect(zonedTimeToInstant('2026-12-01T24:00', 'UTC')).toBeNull()
    expect(zonedTimeToInstant('2026-12-01', 'UTC')).toBeNull()
    expect(zonedTimeToInstant('next Tuesday', 'UTC')).toBeNull()
  })

  it("knows the zones' offsets", () => {
    expect(zoneOffsetMs(Date.parse('2026-12-01T00:00:00Z'), 'Asia/Tbilisi')).toBe(4 * HOUR)
    expect(zoneOffsetMs(Date.parse('2026-12-01T00:00:00.999Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR)
    expect(zoneOffsetMs(Date.parse('2026-07-01T00:00:00Z'), 'Europe/Berlin')).toBe(2 * HOUR)
    expect(zoneOffsetMs(0, 'Nowhere/Town')).toBeNull()
  })
})

describe('scheduleInstant', () => {
  it('is null for an empty end and NaN for one that cannot be read', () => {
    expect(scheduleInstant(null, 'UTC')).toBeNull()
    expect(scheduleInstant(undefined, 'UTC')).toBeNull()
    expect(scheduleInstant('  ', 'UTC')).toBeNull()
    expect(scheduleInstant('soon', 'UTC')).toBeNaN()
    expect(scheduleInstant('2026-99-01T00:00:00Z', 'UTC')).toBeNaN()
  })

  it('takes an instant with its offset as it is, whatever the zone', () => {
    expect(scheduleInstant('2026-12-01T05:00:00.000Z', 'America/New_York')).toBe(
      Date.parse('2026-12-01T05:00:00Z'),
    )
    expect(scheduleInstant('2026-12-01T09:00:00+04:00', 'UTC')).toBe(
      Date.parse('2026-12-01T05:00:00Z'),
    )
  })
})

describe('schedule rule', () => {
  // "from 2026-12-01 09:00 to 2026-12-05 18:00 Asia/Tbilisi" = 05:00Z … 14:00Z.
  const rule = { from: '2026-12-01T09:00', to: '2026-12-05T18:00', time_zone: 'Asia/Tbilisi' }

  it('passes from its first to its last moment, both included', () => {
    expect(scheduleRule(rule, at('2026-12-01T04:59:59.999Z'))).toBe(false)
    expect(scheduleRule(rule, at('2026-12-01T05:00:00.000Z'))).toBe(true)
    expect(scheduleRule(rule, at('2026-12-03T12:00:00.000Z'))).toBe(true)
    expect(scheduleRule(rule, at('2026-12-05T14:00:00.000Z'))).toBe(true)
    expect(scheduleRule(rule, at('2026-12-05T14:00:00.001Z'))).toBe(false)
  })

  it("reads the times in the given zone, not the visitor's or UTC", () => {
    const newYork = { ...rule, time_zone: 'America/New_York' }
    expect(scheduleRule(newYork, at('2026-12-01T05:00:00Z'))).toBe(false)
    expect(scheduleRule(newYork, at('2026-12-01T14:00:00Z'))).toBe(true)
    expect(scheduleRule(newYork, at('2026-12-05T23:00:00Z'))).toBe(true)
    expect(scheduleRule(newYork, at('2026-12-05T23:00:01Z'))).toBe(false)
  })

  it("reads them in the site's zone (Tbilisi) when no zone is given", () => {
    const noZone = { from: rule.from, to: rule.to }
    expect(scheduleRule(noZone, at('2026-12-01T05:00:00Z'))).toBe(true)
    expect(scheduleRule({ ...noZone, time_zone: ' ' }, at('2026-12-01T04:59:00Z'))).toBe(false)
  })

  it('is open-ended without from or to, and always passes without both', () => {
    expect(scheduleRule({ from: rule.from }, at('2030-01-01T00:00:00Z'))).toBe(true)
    expect(scheduleRule({ from: rule.from }, at('2026-11-30T00:00:00Z'))).toBe(false)
    expect(scheduleRule({ to: rule.to, from: '' }, at('2020-01-01T00:00:00Z'))).toBe(true)
    expect(scheduleRule({ to: rule.to }, at('2026-12-06T00:00:00Z'))).toBe(false)
    expect(scheduleRule({}, at('2026-12-06T00:00:00Z'))).toBe(true)
  })

  it('takes instants stored with their offset (a Payload date field)', () => {
    const stored = {
      from: '2026-12-01T05:00:00.000Z',
      to: '2026-12-05T14:00:00.000Z',
      time_zone: 'UTC',
    }
    expect(scheduleRule(stored, at('2026-12-01T05:00:00Z'))).toBe(true)
    expect(scheduleRule(stored, at('2026-12-05T14:00:01Z'))).toBe(false)
  })

  it('never shows with an unknown zone, an unreadable time or an end before its start', () => {
    expect(
      scheduleRule({ ...rule, time_zone: 'Europe/Atlantis' }, at('2026-12-03T00:00:00Z')),
    ).toBe(false)
    expect(scheduleRule({ ...rule, from: '2026-12-32T00:00' }, at('2026-12-03T00:00:00Z'))).toBe(
      false,
    )
    expect(scheduleRule({ ...rule, to: 'Friday' }, at('2026-12-03T00:00:00Z'))).toBe(false)
    expect(
      scheduleRule({ ...rule, from: rule.to, to: rule.from }, at('2026-12-03T00:00:00Z')),
    ).toBe(false)
    expect(scheduleRule(rule, visitor({ now: NaN }))).toBe(false)
  })
})
