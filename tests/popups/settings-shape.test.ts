/**
 * How a stored popup becomes what the client runtime reads (`server/for-page.ts`): only the rules
 * and triggers switched on, in the model's shape, numbers kept in range; the schedule's stored
 * instants as the wall time the editor typed; and the day a count belongs to (Tbilisi's).
 */
import { describe, expect, it } from 'vitest'

import {
  settingsOf,
  tbilisiWallClock,
  timingOf,
  triggersOf,
} from '@/features/popups/server/for-page'
import { statsDay } from '@/features/popups/server/stats'
import type { Popup } from '@/payload-types'

describe('timingOf', () => {
  it('leaves out every rule that is off, whatever its values', () => {
    expect(
      timingOf({
        page_views: { enabled: false, views: 3 },
        sessions: { enabled: null, sessions: 2 },
        url: { enabled: true, action: 'contains', url: '   ' },
        times: { times: 1, period: 'day' },
      }),
    ).toEqual({})
    expect(timingOf(undefined)).toEqual({})
  })

  it('keeps counts whole and at least one, and lists only the roles of a custom rule', () => {
    expect(
      timingOf({
        page_views: { enabled: true, views: 2.7 },
        times: { enabled: true, times: 0 },
        logged_in: { enabled: true, users: 'all', roles: ['editor'] },
      }),
    ).toEqual({
      page_views: { views: 2 },
      times: { times: 1, period: 'week' },
      logged_in: { users: 'all', roles: [] },
    })
  })
})

describe('triggersOf', () => {
  it('clamps the scroll offset to 1-100 % and gives each trigger its defaults', () => {
    expect(
      triggersOf({
        scrolling: { enabled: true, offset: 0 },
        click: { enabled: true, selector: '  ' },
        inactivity: { enabled: true },
        page_load: { enabled: true, delay: -5 },
        exit_intent: { enabled: true },
        adblock_detection: { enabled: true, delay: 1.5 },
      }),
    ).toEqual({
      scrolling: { direction: 'down', offset: 1 },
      click: { times: 1, selector: null },
      inactivity: { time: 30 },
      page_load: { delay: 0 },
      exit_intent: {},
      adblock_detection: { delay: 1.5 },
    })
    expect(triggersOf({ scrolling: { enabled: true, offset: 250 } }).scrolling?.offset).toBe(100)
  })

  it('drops a scroll-to trigger without an element to scroll to', () => {
    expect(triggersOf({ scrolling_to: { enabled: true, selector: '' } })).toEqual({})
  })
})

describe('settingsOf', () => {
  it('gives the behaviour fields their defaults', () => {
    const doc = { id: 4, title: 'x', languages: ['ka'] } as unknown as Popup
    expect(settingsOf(doc)).toEqual({
      id: 4,
      timing: {},
      triggers: {},
      entrance_animation: 'fadeIn',
      exit_animation: 'fadeOut',
      close_button_position: 'inside',
      close_button_delay: 0,
      close_automatically: 0,
      prevent_scroll: false,
      prevent_close_on_background_click: false,
      prevent_close_on_esc_key: false,
      avoid_multiple_popups: false,
      open_selector: null,
    })
  })
})

describe('tbilisiWallClock', () => {
  it('reads a stored instant on Tbilisi’s clock (UTC+4), as the admin showed it', () => {
    expect(tbilisiWallClock('2026-12-01T05:30:00.000Z')).toBe('2026-12-01T09:30')
    expect(tbilisiWallClock('2026-12-31T21:15:00.000Z')).toBe('2027-01-01T01:15')
    expect(tbilisiWallClock(null)).toBeNull()
    expect(tbilisiWallClock('not a date')).toBeNull()
  })
})

describe('statsDay', () => {
  it('counts by Tbilisi’s calendar day: a new day at 20:00 UTC', () => {
    expect(statsDay(new Date('2026-11-27T19:59:59.999Z'))).toBe('2026-11-27')
    expect(statsDay(new Date('2026-11-27T20:00:00.000Z'))).toBe('2026-11-28')
    expect(statsDay(new Date('2026-12-31T20:00:00.000Z'))).toBe('2027-01-01')
  })
})
