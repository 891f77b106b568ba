/**
 * The times rule: at most N showings per frame (spec 9: day 86400 s, week 604800 s, month 2628288 s,
 * or session). Each frame's boundary is tested to the millisecond: a showing exactly one frame ago
 * is outside it (see times.ts for why).
 */
import { describe, expect, it } from 'vitest'

import { showingsInFrame, timesRule } from '@/features/popups/model'
import { POPUP_TIMES_FRAMES_SECONDS } from '@/shared/constants'

import { NOW, visitor } from './visitor'

const FRAMES = ['day', 'week', 'month'] as const

describe('times: the constants of spec 9', () => {
  it('has the frames in seconds', () => {
    expect(POPUP_TIMES_FRAMES_SECONDS).toEqual({ day: 86_400, week: 604_800, month: 2_628_288 })
  })
})

describe.each(FRAMES)('times per %s', (frame) => {
  const frameMs = POPUP_TIMES_FRAMES_SECONDS[frame] * 1000
  const once = { times: 1, period: frame }

  it('counts a showing 1 ms less than the frame ago, not one exactly the frame ago', () => {
    expect(showingsInFrame([NOW - frameMs + 1], frame, NOW, 0)).toBe(1)
    expect(showingsInFrame([NOW - frameMs], frame, NOW, 0)).toBe(0)
    expect(showingsInFrame([NOW - frameMs - 1], frame, NOW, 0)).toBe(0)
  })

  it('holds the popup back while the limit is reached within the frame', () => {
    expect(timesRule(once, visitor({ showings: [] }))).toBe(true)
    expect(timesRule(once, visitor({ showings: [NOW - frameMs + 1] }))).toBe(false)
    expect(timesRule(once, visitor({ showings: [NOW - frameMs] }))).toBe(true)
  })

  it('allows up to N showings in the frame', () => {
    const three = { times: 3, period: frame }
    const two = [NOW - 1000, NOW - frameMs / 2]
    expect(timesRule(three, visitor({ showings: two }))).toBe(true)
    expect(timesRule(three, visitor({ showings: [...two, NOW - frameMs + 1] }))).toBe(false)
    expect(timesRule(three, visitor({ showings: [...two, NOW - frameMs] }))).toBe(true)
  })
})

describe('times: the frames differ', () => {
  it('counts a showing two days ago in the week and month but not the day', () => {
    const showings = [NOW - 2 * 86_400_000]
    expect(timesRule({ times: 1, period: 'day' }, visitor({ showings }))).toBe(true)
    expect(timesRule({ times: 1, period: 'week' }, visitor({ showings }))).toBe(false)
    expect(timesRule({ times: 1, period: 'month' }, visitor({ showings }))).toBe(false)
  })

  it('counts a showing 30 days ago in the month (2,628,288 s is about 30.4 days) only', () => {
    const showings = [NOW - 30 * 86_400_000]
    expect(timesRule({ times: 1, period: 'week' }, visitor({ showings }))).toBe(true)
    expect(timesRule({ times: 1, period: 'month' }, visitor({ showings }))).toBe(false)
  })
})

describe('times per session', () => {
  const start = NOW - 10 * 60_000
  const once = { times: 1, period: 'session' as const }

  it('counts the showings since the session began, its first moment included', () => {
    expect(showingsInFrame([start], 'session', NOW, start)).toBe(1)
    expect(showingsInFrame([start - 1], 'session', NOW, start)).toBe(0)
    expect(timesRule(once, visitor({ sessionStartedAt: start, showings: [start - 1] }))).toBe(true)
    expect(timesRule(once, visitor({ sessionStartedAt: start, showings: [start] }))).toBe(false)
  })

  it('does not care how long ago the session began', () => {
    const longAgo = NOW - 40 * 86_400_000
    expect(timesRule(once, visitor({ sessionStartedAt: longAgo, showings: [longAgo + 1] }))).toBe(
      false,
    )
  })
})

describe('times: edge cases', () => {
  it('counts a showing dated after now (the clock was set back)', () => {
    expect(timesRule({ times: 1, period: 'day' }, visitor({ showings: [NOW + 3_600_000] }))).toBe(
      false,
    )
  })

  it('ignores stored showings that are no times', () => {
    const showings = [NaN, Infinity, '5' as unknown as number, null as unknown as number]
    expect(timesRule({ times: 1, period: 'day' }, visitor({ showings }))).toBe(true)
    expect(
      timesRule({ times: 1, period: 'day' }, visitor({ showings: null as unknown as [] })),
    ).toBe(true)
  })

  it('with 0 times never shows', () => {
    expect(timesRule({ times: 0, period: 'week' }, visitor())).toBe(false)
  })

  it('is false for a limit that is no whole number or an unknown frame', () => {
    expect(timesRule({ times: -1, period: 'week' }, visitor())).toBe(false)
    expect(timesRule({ times: 1.5, period: 'week' }, visitor())).toBe(false)
    expect(timesRule({ times: 1, period: 'year' as 'week' }, visitor())).toBe(false)
    expect(timesRule({ times: 1, period: 'toString' as 'week' }, visitor())).toBe(false)
    expect(timesRule({ times: 1, period: '' as 'week' }, visitor())).toBe(false)
  })
})
