/** The url rule: plain, contains and regex on the referrer; spec 5's invalid regex is false. */
import { describe, expect, it } from 'vitest'

import { compilePattern, normaliseAddress, urlMatches, urlRule } from '@/features/popups/model'

import { visitor } from './visitor'

const from = (referrer: string) => visitor({ referrer })

describe('url: plain (exact match)', () => {
  const rule = { action: 'plain' as const, url: 'https://news.example.com/offers' }

  it('passes only for the very address', () => {
    expect(urlRule(rule, from('https://news.example.com/offers'))).toBe(true)
    expect(urlRule(rule, from('https://news.example.com/offers/'))).toBe(false)
    expect(urlRule(rule, from('https://news.example.com/offers?x=1'))).toBe(false)
    expect(urlRule(rule, from('https://news.example.com/'))).toBe(false)
    expect(urlRule(rule, from(''))).toBe(false)
  })

  it('ignores case in the scheme and host only, not in the path', () => {
    expect(
      urlRule({ action: 'plain', url: 'HTTPS://News.Example.COM/offers' }, from(rule.url)),
    ).toBe(true)
    expect(urlRule(rule, from('https://news.example.com/Offers'))).toBe(false)
  })

  it('reads a bare host with its root slash, as the browser writes the referrer', () => {
    expect(
      urlRule({ action: 'plain', url: 'https://example.com' }, from('https://example.com/')),
    ).toBe(true)
    expect(
      urlRule({ action: 'plain', url: ' https://example.com/ ' }, from('https://example.com/')),
    ).toBe(true)
  })
})

describe('url: contains', () => {
  it('passes when the referrer contains the text, case-sensitively', () => {
    const rule = { action: 'contains' as const, url: 'facebook.com' }
    expect(urlRule(rule, from('https://l.facebook.com/l.php?u=1'))).toBe(true)
    expect(urlRule(rule, from('https://twitter.com/'))).toBe(false)
    expect(urlRule({ action: 'contains', url: '/News/' }, from('https://a.example/news/1'))).toBe(
      false,
    )
    expect(urlRule({ action: 'contains', url: '/News/' }, from('https://a.example/News/1'))).toBe(
      true,
    )
  })

  it('reads an absolute address in the browser form first', () => {
    const rule = { action: 'contains' as const, url: 'https://Example.com' }
    expect(urlRule(rule, from('https://example.com/page'))).toBe(true)
    expect(urlRule(rule, from('https://example.com.evil.test/'))).toBe(false)
  })
})

describe('url: regex', () => {
  it('passes when the pattern matches, as written (case-sensitive)', () => {
    const rule = { action: 'regex' as const, url: '^https://(www\\.)?google\\.[a-z.]+/' }
    expect(urlRule(rule, from('https://www.google.com.ge/'))).toBe(true)
    expect(urlRule(rule, from('https://google.de/search'))).toBe(true)
    expect(urlRule(rule, from('https://bing.com/'))).toBe(false)
    expect(urlRule({ action: 'regex', url: 'Google' }, from('https://google.com/'))).toBe(false)
  })

  it('is false on an invalid regular expression and never throws (spec 5)', () => {
    for (const url of ['([a-z', '*abc', '(?<n>a)(?<n>b)', '[z-a]', '\\']) {
      expect(() => urlRule({ action: 'regex', url }, from('https://a.example/([a-z'))).not.toThrow()
      expect(urlRule({ action: 'regex', url }, from('https://a.example/([a-z'))).toBe(false)
    }
    expect(compilePattern('([a-z')).toBeNull()
    expect(compilePattern('a+')).toBeInstanceOf(RegExp)
  })
})

describe('url: bad settings', () => {
  it('is false for an empty address, an unknown action or a non-text address', () => {
    expect(urlRule({ action: 'contains', url: '' }, from('https://a.example/'))).toBe(false)
    expect(urlRule({ action: 'contains', url: '   ' }, from('https://a.example/'))).toBe(false)
    expect(urlRule({ action: 'regex', url: '' }, from('https://a.example/'))).toBe(false)
    expect(urlRule({ action: 'show' as 'plain', url: 'a' }, from('https://a.example/'))).toBe(false)
    expect(urlMatches({ action: 'plain', url: 5 as unknown as string }, '5')).toBe(false)
  })

  it('keeps a value that is no absolute address as it is', () => {
    expect(normaliseAddress('example.com/Path ')).toBe('example.com/Path')
    expect(normaliseAddress('HTTP://EXAMPLE.com')).toBe('http://example.com/')
  })
})
