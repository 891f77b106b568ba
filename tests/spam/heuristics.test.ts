/**
 * The spam score of each signal and heuristic: the score a case gets, so a change
 * of weight is a visible change here. A person's submission (signed start 30 s ago, pointer trail,
 * key presses, a browser's user agent) scores 0.
 */
import { describe, expect, it } from 'vitest'

import {
  issueFormStart,
  readSpamSignals,
  scoreSpam,
  SPAM_FIELDS,
  SPAM_THRESHOLD,
} from '@/features/spam'
import { createKeyCounter, MAX_KEY_EVENTS } from '@/features/spam/model/signals'
import { textSignals } from '@/features/spam/server/score'

const NOW = 1_800_000_000_000
process.env.TOKEN_SECRET ||= 'spam-test-secret'

const person = {
  [SPAM_FIELDS.start]: issueFormStart(NOW - 30_000),
  [SPAM_FIELDS.pointer]: JSON.stringify([
    [1, 2, 0],
    [5, 9, 150],
  ]),
  [SPAM_FIELDS.keys]: '120',
}

function verdict(
  fields: Record<string, string>,
  texts: string[] = ['Nino', 'nino@sakhli.ge', 'I would like to see the flat on Saturday.'],
  { userAgent = 'Mozilla/5.0', channel = 'rest' as 'rest' | 'no-js' } = {},
) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return scoreSpam(readSpamSignals(data, { texts, userAgent, channel, now: NOW }))
}

const withText = (message: string, others: string[] = ['Nino', 'nino@sakhli.ge']) =>
  verdict(person, [...others, message])

describe('the score of each case', () => {
  it('a person: 0', () => {
    expect(verdict(person)).toMatchObject({ spam: false, score: 0, reasons: [] })
  })

  it('honeypot filled: 10 (spam)', () => {
    expect(verdict({ ...person, [SPAM_FIELDS.honeypot]: 'http://x' })).toMatchObject({
      spam: true,
      score: 10,
    })
  })

  it('no signed start: 5 (spam); forged: 5 (spam)', () => {
    const { [SPAM_FIELDS.start]: _start, ...noStart } = person
    expect(verdict(noStart)).toMatchObject({ spam: true, score: SPAM_THRESHOLD })
    expect(
      verdict({ ...person, [SPAM_FIELDS.start]: 'AAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAA' }),
    ).toMatchObject({ spam: true, score: 5 })
  })

  it('filled in under 2 s: 3', () => {
    expect(verdict({ ...person, [SPAM_FIELDS.start]: issueFormStart(NOW - 500) })).toMatchObject({
      spam: false,
      score: 3,
    })
  })

  it('posted by script without the page’s browser signals: 3; with no user agent too: 5 (spam)', () => {
    const bare = { [SPAM_FIELDS.start]: person[SPAM_FIELDS.start] }
    expect(verdict(bare)).toMatchObject({ spam: false, score: 3 })
    expect(verdict(bare, undefined, { userAgent: '' })).toMatchObject({ spam: true, score: 5 })
  })

  it('no pointer and no key press: 1; key presses without a pointer (keyboard user): 0', () => {
    const still = { ...person, [SPAM_FIELDS.pointer]: '[]', [SPAM_FIELDS.keys]: '0' }
    expect(verdict(still)).toMatchObject({ score: 1, reasons: ['no pointer or key input'] })
    expect(verdict({ ...person, [SPAM_FIELDS.pointer]: '[]' })).toMatchObject({ score: 0 })
    // A touch user: a pointer trail but no key presses (autofill, paste).
    expect(verdict({ ...person, [SPAM_FIELDS.keys]: '0' })).toMatchObject({ score: 0 })
  })

  it('the key count is a number only, capped; anything else reads as no count', () => {
    const read = (keys: string) => {
      const data = new FormData()
      data.set(SPAM_FIELDS.keys, keys)
      return readSpamSignals(data, { texts: [], userAgent: 'x', channel: 'rest', now: NOW })
        .keyEvents
    }
    expect(read('42')).toBe(42)
    expect(read('999999')).toBe(MAX_KEY_EVENTS)
    expect(read('a,b,c')).toBeNull()
    expect(read('-1')).toBeNull()
  })

  it('more than 3 links: 3; 3 links: 0', () => {
    expect(withText('see http://a.ge http://b.ge www.c.ge')).toMatchObject({ score: 0 })
    expect(withText('see http://a.ge http://b.ge www.c.ge https://d.ge')).toMatchObject({
      score: 3,
      reasons: ['4 links'],
    })
  })

  it('BBCode links: 3', () => {
    expect(withText('Cheap flats [url=http://spam.example]here[/url]')).toMatchObject({
      score: 3,
      reasons: ['BBCode link'],
    })
    expect(withText('[URL]spam.example[/URL] great offer')).toMatchObject({ score: 3 })
  })

  it('a message that is only links: 2 (3 with a BBCode link, 5 with many links)', () => {
    expect(withText('https://spam.example/offer')).toMatchObject({
      score: 2,
      reasons: ['message is only links'],
    })
    expect(withText('http://a.ge http://b.ge\nhttp://c.ge https://d.ge')).toMatchObject({
      spam: true,
      score: 5,
    })
  })

  it('the same text in several fields: 2', () => {
    const text = 'Best prices for property in Tbilisi'
    expect(verdict(person, [text, 'nino@sakhli.ge', text])).toMatchObject({
      score: 2,
      reasons: ['same text in several fields'],
    })
    // An address and its confirmation agree; short answers (yes / yes) may agree.
    expect(
      verdict(person, ['nino@sakhli.ge', 'nino@sakhli.ge', 'yes', 'yes', 'Hello there']),
    ).toMatchObject({ score: 0 })
  })

  it('one piece of text repeated within a field: 2', () => {
    expect(withText('buy now buy now buy now buy now buy now buy now')).toMatchObject({
      score: 2,
      reasons: ['repeated text'],
    })
    expect(withText('Great offer!\nGreat offer!\nGreat offer!\nCall me')).toMatchObject({
      score: 2,
    })
    // Natural text with a repeated word is no repetition.
    expect(
      withText('We liked the flat, the view and the street; the price is the question.'),
    ).toMatchObject({ score: 0 })
  })

  it('heuristics add up: a fast, link-stuffed, repeated post is spam', () => {
    const text = 'http://a.ge http://b.ge http://c.ge http://d.ge'
    const fast = { ...person, [SPAM_FIELDS.start]: issueFormStart(NOW - 800) }
    expect(verdict(fast, [text, text])).toMatchObject({ spam: true })
  })

  it('stays bounded on a huge value (20 KB scanned, 4 KB for repetition)', () => {
    const huge = 'ab'.repeat(500_000)
    const started = performance.now()
    const signals = textSignals([huge, `${'x'.repeat(100_000)}http://a.ge`])
    expect(performance.now() - started).toBeLessThan(500)
    // The link past the scanned part is not counted.
    expect(signals.links).toBe(0)
    expect(signals.repeatedWithinField).toBe(true)
  })
})

describe('key counter (no key values recorded)', () => {
  it('counts presses up to its cap and writes a number only', () => {
    const counter = createKeyCounter(3)
    expect(counter.press()).toBe(false)
    counter.press()
    expect(counter.press()).toBe(true)
    counter.press()
    expect(counter.value()).toBe('3')
  })
})
