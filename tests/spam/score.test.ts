import { describe, expect, it } from 'vitest'

import { readSpamSignals, scoreSpam, SPAM_THRESHOLD } from '@/features/spam/server/score'
import { SPAM_FIELDS } from '@/features/contact-forms/model/feedback'

const NOW = 1_800_000_000_000

function signals(fields: Record<string, string>, texts: string[] = [], userAgent = 'Mozilla/5.0') {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return readSpamSignals(data, texts, userAgent, NOW)
}

describe('spam scoring', () => {
  const human = {
    [SPAM_FIELDS.startedAt]: String(NOW - 30_000),
    [SPAM_FIELDS.pointer]: JSON.stringify([[1, 2, 0]]),
  }

  it('lets a person through: some time spent, pointer moved, honeypot empty', () => {
    expect(scoreSpam(signals(human)).spam).toBe(false)
  })

  it('a filled honeypot alone is spam', () => {
    const verdict = scoreSpam(signals({ ...human, [SPAM_FIELDS.honeypot]: 'x' }))
    expect(verdict.spam).toBe(true)
    expect(verdict.score).toBeGreaterThanOrEqual(SPAM_THRESHOLD)
  })

  it('a form filled in a blink, with no user agent and many links, is spam', () => {
    const verdict = scoreSpam(
      signals(
        { [SPAM_FIELDS.startedAt]: String(NOW - 300) },
        ['http://a http://b www.c www.d'],
        '',
      ),
    )
    expect(verdict.spam).toBe(true)
    expect(verdict.reasons.join(' ')).toMatch(/filled in 300 ms/)
  })

  it('a keyboard user (no pointer) with a clock running ahead is not penalised for speed', () => {
    const ahead = signals({ [SPAM_FIELDS.startedAt]: String(NOW + 60_000) }, [
      'http://a http://b www.c www.d',
    ])
    expect(ahead.fillTimeMs).toBeNull()
    expect(scoreSpam(ahead).spam).toBe(false)
  })

  it('without JavaScript there is no timing and no pointer: only the request counts', () => {
    const noJs = signals({})
    expect(noJs.fillTimeMs).toBeNull()
    expect(scoreSpam(noJs)).toMatchObject({ spam: false, score: 0 })
  })
})
