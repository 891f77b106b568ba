import { describe, expect, it } from 'vitest'

import {
  issueFormStart,
  readSpamSignals,
  scoreSpam,
  SPAM_FIELDS,
  SPAM_THRESHOLD,
} from '@/features/spam'
import { TOKEN_TTL_SECONDS } from '@/lib/tokens'

const NOW = 1_800_000_000_000
process.env.TOKEN_SECRET ||= 'spam-test-secret'

function signals(
  fields: Record<string, string>,
  { texts = [] as string[], userAgent = 'Mozilla/5.0', channel = 'rest' as 'rest' | 'no-js' } = {},
) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return readSpamSignals(data, { texts, userAgent, channel, now: NOW })
}

describe('spam scoring', () => {
  const human = {
    [SPAM_FIELDS.start]: issueFormStart(NOW - 30_000),
    [SPAM_FIELDS.pointer]: JSON.stringify([[1, 2, 0]]),
  }

  it('lets a person through: some time spent, pointer moved, honeypot empty', () => {
    const verdict = scoreSpam(signals(human))
    expect(verdict).toMatchObject({ spam: false, score: 0 })
    // The signed start reads at most a second early (the token keeps whole seconds).
    expect(verdict.signals.fillTimeMs).toBeGreaterThanOrEqual(30_000)
    expect(verdict.signals.fillTimeMs).toBeLessThanOrEqual(31_000)
  })

  it('a filled honeypot alone is spam', () => {
    const verdict = scoreSpam(signals({ ...human, [SPAM_FIELDS.honeypot]: 'x' }))
    expect(verdict.spam).toBe(true)
    expect(verdict.score).toBeGreaterThanOrEqual(SPAM_THRESHOLD)
  })

  it('a form filled in a blink, with no user agent and many links, is spam', () => {
    const verdict = scoreSpam(
      signals(
        { ...human, [SPAM_FIELDS.start]: issueFormStart(NOW - 300) },
        { texts: ['http://a http://b www.c www.d'], userAgent: '' },
      ),
    )
    expect(verdict.spam).toBe(true)
    expect(verdict.reasons.join(' ')).toMatch(/filled in \d+ ms/)
  })

  it('a slow fill cannot be faked: the browser clock is not read, a forged start is spam', () => {
    const forged = human[SPAM_FIELDS.start].replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    const verdict = scoreSpam(signals({ ...human, [SPAM_FIELDS.start]: forged }))
    expect(verdict.signals.start).toBe('forged')
    expect(verdict.signals.fillTimeMs).toBeNull()
    expect(verdict.spam).toBe(true)
  })

  it('a post without the page’s signed start is spam, with or without JavaScript', () => {
    expect(scoreSpam(signals({})).spam).toBe(true)
    expect(scoreSpam(signals({ [SPAM_FIELDS.pointer]: human[SPAM_FIELDS.pointer] })).spam).toBe(
      true,
    )
    expect(scoreSpam(signals({}, { channel: 'no-js' })).spam).toBe(true)
  })

  it('a signed start without the script’s signals is only a hint; with an expired start, spam', () => {
    const noScript = signals({ [SPAM_FIELDS.start]: human[SPAM_FIELDS.start] })
    expect(scoreSpam(noScript)).toMatchObject({ spam: false, score: 3 })
    const expired = issueFormStart(NOW - (TOKEN_TTL_SECONDS + 60) * 1000)
    expect(scoreSpam(signals({ [SPAM_FIELDS.start]: expired })).spam).toBe(true)
    // A visitor with JavaScript whose fresh start could not be fetched, on an old cached page.
    const oldPage = signals({ ...human, [SPAM_FIELDS.start]: expired })
    expect(scoreSpam(oldPage).spam).toBe(false)
  })

  it('without JavaScript the page’s own signed start is enough, even from a day-old cache', () => {
    const fromPage = signals(
      { [SPAM_FIELDS.start]: issueFormStart(NOW - 60_000) },
      { channel: 'no-js' },
    )
    expect(scoreSpam(fromPage)).toMatchObject({ spam: false, score: 0 })
    const stale = signals(
      { [SPAM_FIELDS.start]: issueFormStart(NOW - (TOKEN_TTL_SECONDS + 3600) * 1000) },
      { channel: 'no-js' },
    )
    expect(stale.start).toBe('expired')
    expect(scoreSpam(stale).spam).toBe(false)
  })

  it('a keyboard user (no pointer) is only nudged', () => {
    const keyboard = scoreSpam(signals({ ...human, [SPAM_FIELDS.pointer]: '[]' }))
    expect(keyboard).toMatchObject({ spam: false, score: 1 })
  })
})
