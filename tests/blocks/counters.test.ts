/** Pure rules of the countdown, funfacts, pie chart / progress circle and shuffle letters. */
import { describe, expect, it } from 'vitest'

import { parseEnd, timeLeft } from '@/blocks/Countdown/time-left'
import { countAt, groupDigits } from '@/blocks/Funfacts/count'
import { ring } from '@/blocks/Progress/ring'
import { shuffleFrame, shuffleFrames } from '@/blocks/ShuffleLetters/shuffle'
import { COUNTDOWN_PRECISION_MS, SHUFFLE_LETTERS } from '@/shared/constants'

describe('countdown', () => {
  const end = Date.UTC(2026, 11, 1, 8, 0, 0)
  it('splits the time left into days, hours, minutes and seconds', () => {
    const left = timeLeft(end, end - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000 - 50)
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, finished: false })
  })
  it('counts in 100 ms steps and finishes at the end, never below zero', () => {
    expect(COUNTDOWN_PRECISION_MS).toBe(100)
    expect(timeLeft(end, end - 99).finished).toBe(true)
    expect(timeLeft(end, end - 100)).toMatchObject({ seconds: 0, finished: false })
    expect(timeLeft(end, end - 1000)).toMatchObject({ seconds: 1, finished: false })
    expect(timeLeft(end, end + 5_000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      finished: true,
    })
  })
  it('reads stored dates and refuses what cannot be cast', () => {
    expect(parseEnd('2026-12-01T08:00:00.000Z')).toBe(end)
    for (const bad of ['', 'next friday', '2026-13-45', null, 42, {}])
      expect(parseEnd(bad)).toBeNull()
  })
})

describe('count up', () => {
  it('starts at zero, rises, and ends exactly at the number', () => {
    expect(countAt(1200, 0, 500)).toBe(0)
    const mid = countAt(1200, 250, 500)
    expect(mid).toBeGreaterThan(600)
    expect(mid).toBeLessThan(1200)
    expect(countAt(1200, 500, 500)).toBe(1200)
    expect(countAt(1200, 9_999, 500)).toBe(1200)
  })

  it('groups thousands with the separator the server chose', () => {
    expect(groupDigits(0, ',')).toBe('0')
    expect(groupDigits(999, ',')).toBe('999')
    expect(groupDigits(1200, '\u00a0')).toBe('1\u00a0200')
    expect(groupDigits(1234567, ',')).toBe('1,234,567')
    expect(groupDigits(-12345, ' ')).toBe('-12 345')
  })
})

describe('rings', () => {
  it('fill the stroke by the percentage, clamped to 0-100', () => {
    const full = ring(110, 3, 100)
    expect(full.radius).toBe(53.5)
    expect(full.offset).toBe(0)
    expect(ring(110, 3, 25).offset).toBeCloseTo(full.length * 0.75)
    expect(ring(110, 3, 150).offset).toBe(0)
    expect(ring(110, 3, -5).offset).toBeCloseTo(full.length)
  })
})

describe('shuffle letters', () => {
  const text = 'სახლი, Home'
  it('settles every letter after its steps, keeping spaces and punctuation', () => {
    expect(SHUFFLE_LETTERS).toEqual({ step: 8, fps: 25 })
    expect(shuffleFrame(text, shuffleFrames(text))).toBe(text)
    const mid = shuffleFrame(text, 3, () => 0)
    expect(mid[5]).toBe(',')
    expect([...mid]).toHaveLength([...text].length)
    // Georgian letters shuffle through Georgian, Latin through Latin (upper case kept).
    expect(shuffleFrame('ს', 0, () => 0)).toMatch(/[\u10D0-\u10FF]/)
    expect(shuffleFrame('H', 0, () => 0)).toBe('A')
    // A letter not yet reached is blank; a settled one is itself.
    expect(shuffleFrame('ab', 0, () => 0.5)[1]).toBe(' ')
    expect(shuffleFrame('ab', 8, () => 0.5)[0]).toBe('a')
  })
})
