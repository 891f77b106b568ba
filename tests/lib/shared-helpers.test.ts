import { describe, expect, it } from 'vitest'

import { tooManyAttemptsMessage, waitText } from '@/i18n/too-many-attempts'
import { escapeHtml, escapeXml } from '@/lib/escape'
import { asFormData } from '@/lib/http/form-data'
import { readRetryAfter } from '@/lib/http/retry-after'
import { isPositiveId, parsePositiveId } from '@/lib/ids'
import { isWebServer } from '@/lib/runtime'

describe('parsePositiveId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9999999999', 9_999_999_999],
  ])('reads %j', (raw, id) => expect(parsePositiveId(raw)).toBe(id))

  it.each([
    ['0'],
    ['042'],
    ['-1'],
    ['+1'],
    ['1e3'],
    [' 4'],
    ['4 '],
    ['12345678901'],
    [''],
    [null],
    [7],
  ])('refuses %j', (raw) => expect(parsePositiveId(raw)).toBeNull())

  it('isPositiveId: positive safe integers only', () => {
    expect(isPositiveId(3)).toBe(true)
    for (const bad of [0, -2, 1.5, Number.MAX_SAFE_INTEGER + 1, NaN, '3']) {
      expect(isPositiveId(bad)).toBe(false)
    }
  })
})

describe('escapeHtml', () => {
  it('escapes the five characters, the apostrophe as React writes it unless told', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;',
    )
    expect(escapeHtml(`'`, '&#039;')).toBe('&#039;')
    expect(escapeXml(`'<`)).toBe('&apos;&lt;')
    expect(escapeHtml('ქართული')).toBe('ქართული')
  })
})

describe('asFormData', () => {
  it('copies every entry of a query, repeated names too; FormData passes as is', () => {
    const data = asFormData(new URLSearchParams('a=1&b=2&a=3'))
    expect([...data]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['a', '3'],
    ])
    expect(asFormData(data)).toBe(data)
  })
})

describe('isWebServer', () => {
  it('is the Next server runtime outside the build', () => {
    const { NEXT_RUNTIME, NEXT_PHASE } = process.env
    try {
      delete process.env.NEXT_RUNTIME
      delete process.env.NEXT_PHASE
      expect(isWebServer()).toBe(false)
      process.env.NEXT_RUNTIME = 'nodejs'
      expect(isWebServer()).toBe(true)
      process.env.NEXT_PHASE = 'phase-production-build'
      expect(isWebServer()).toBe(false)
    } finally {
      if (NEXT_RUNTIME === undefined) delete process.env.NEXT_RUNTIME
      else process.env.NEXT_RUNTIME = NEXT_RUNTIME
      if (NEXT_PHASE === undefined) delete process.env.NEXT_PHASE
      else process.env.NEXT_PHASE = NEXT_PHASE
    }
  })
})

describe('rate-limited forms', () => {
  it('read Retry-After as seconds or a date', () => {
    expect(readRetryAfter(new Headers({ 'Retry-After': '720' }))).toBe(720)
    const now = Date.parse('2026-11-26T12:00:00Z')
    expect(
      readRetryAfter(new Headers({ 'Retry-After': 'Thu, 26 Nov 2026 12:02:00 GMT' }), now),
    ).toBe(120)
    expect(readRetryAfter(new Headers())).toBeUndefined()
    expect(readRetryAfter(new Headers({ 'Retry-After': 'soon' }))).toBeUndefined()
  })

  it('say the wait in whole minutes rounded up, in hours past 90 minutes', () => {
    expect(waitText('en', 1)).toBe('in 1 minute')
    expect(waitText('en', 61)).toBe('in 2 minutes')
    expect(waitText('en', 720)).toBe('in 12 minutes')
    expect(waitText('en', 5400)).toBe('in 90 minutes')
    expect(waitText('en', 86_400)).toBe('in 24 hours')
    expect(waitText('ka', 720)).toBe('12 წუთში')
    expect(waitText('ka', 7200)).toBe('2 საათში')
    expect(waitText('en', undefined)).toBe('later')
  })

  it('tell the visitor the connection (or the e-mail address) made too many attempts', () => {
    expect(tooManyAttemptsMessage('en', 720)).toBe(
      'Too many attempts came from this connection. Please try again in 12 minutes.',
    )
    expect(tooManyAttemptsMessage('ka', 720)).toBe(
      'ამ კავშირიდან ძალიან ბევრი მცდელობა მოვიდა. გთხოვთ, სცადოთ ხელახლა 12 წუთში.',
    )
    expect(tooManyAttemptsMessage('en', 60, 'email')).toBe(
      'Too many attempts were made with this e-mail address. Please try again in 1 minute.',
    )
    expect(tooManyAttemptsMessage('ka', undefined, 'email')).toContain('მოგვიანებით')
  })
})
