/** The sources rule: search engines by spec 9's list, social, external, direct and internal. */
import { describe, expect, it } from 'vitest'

import {
  classifyReferrer,
  isSearchEngineHost,
  isSocialHost,
  sourcesRule,
  VISITOR_SOURCES,
} from '@/features/popups/model'
import { SEARCH_ENGINE_REFERRERS } from '@/shared/constants'

import { visitor } from './visitor'

const own = 'sakhli.ge'

describe('classifyReferrer', () => {
  it('is direct without a referrer, or with one that is no address', () => {
    expect(classifyReferrer('', own)).toBe('direct')
    expect(classifyReferrer('   ', own)).toBe('direct')
    expect(classifyReferrer('not a url', own)).toBe('direct')
    expect(classifyReferrer('about:blank', own)).toBe('direct')
  })

  it('is internal for this site, with or without www. and any port', () => {
    expect(classifyReferrer('https://sakhli.ge/news/', own)).toBe('internal')
    expect(classifyReferrer('https://www.sakhli.ge/', own)).toBe('internal')
    expect(classifyReferrer('http://SAKHLI.ge:8080/x', own)).toBe('internal')
    expect(classifyReferrer('https://sakhli.ge/', 'www.sakhli.ge:443')).toBe('internal')
    expect(classifyReferrer('https://en.sakhli.ge/', own)).toBe('external')
  })

  it("recognises each of spec 9's search engines by a host label", () => {
    for (const name of SEARCH_ENGINE_REFERRERS) {
      expect(classifyReferrer(`https://www.${name}.com/search?q=flat`, own)).toBe('search')
    }
    expect(classifyReferrer('https://www.google.com.ge/', own)).toBe('search')
    expect(classifyReferrer('https://search.yahoo.co.jp/', own)).toBe('search')
    expect(classifyReferrer('https://yandex.ru/search/', own)).toBe('search')
    expect(classifyReferrer('https://cn.bing.com/', own)).toBe('search')
  })

  it('does not take a host that merely contains a search engine name for one', () => {
    expect(isSearchEngineHost('googleblog.example')).toBe(false)
    expect(isSearchEngineHost('notbing.com')).toBe(false)
    expect(classifyReferrer('https://mygoogle-tips.example/', own)).toBe('external')
  })

  it('recognises social networks and their subdomains and shorteners', () => {
    const social = [
      'https://l.facebook.com/l.php?u=x',
      'https://m.facebook.com/',
      'https://www.instagram.com/',
      'https://www.linkedin.com/feed/',
      'https://lnkd.in/abc',
      'https://t.co/xyz',
      'https://x.com/home',
      'https://twitter.com/',
      'https://www.tiktok.com/',
      'https://m.youtube.com/watch?v=1',
      'https://youtu.be/1',
      'https://vk.com/',
      'https://ok.ru/',
      'https://t.me/sakhli',
    ]
    for (const referrer of social) expect(classifyReferrer(referrer, own)).toBe('social')
    expect(isSocialHost('notfacebook.com')).toBe(false)
    expect(isSocialHost('facebook.com.evil.test')).toBe(false)
    expect(isSocialHost('ok.ru')).toBe(true)
    expect(isSocialHost('book.ru')).toBe(false)
  })

  it('is external for any other site', () => {
    expect(classifyReferrer('https://news.example.com/story', own)).toBe('external')
    expect(classifyReferrer('https://sakhli.ge.example.com/', own)).toBe('external')
  })

  it('checks its own host first, then search, then social', () => {
    expect(classifyReferrer('https://google.com/', 'google.com')).toBe('internal')
  })
})

describe('sources rule', () => {
  it("passes when the referrer's source is ticked", () => {
    const rule = { sources: ['search' as const, 'direct' as const] }
    expect(sourcesRule(rule, visitor({ referrer: 'https://www.google.com/' }))).toBe(true)
    expect(sourcesRule(rule, visitor({ referrer: '' }))).toBe(true)
    expect(sourcesRule(rule, visitor({ referrer: 'https://facebook.com/' }))).toBe(false)
    expect(sourcesRule(rule, visitor({ referrer: 'https://example.com/' }))).toBe(false)
    expect(sourcesRule(rule, visitor({ referrer: 'https://sakhli.ge/' }))).toBe(false)
  })

  it('with external alone takes neither search engines nor social networks', () => {
    const rule = { sources: ['external' as const] }
    expect(sourcesRule(rule, visitor({ referrer: 'https://example.com/' }))).toBe(true)
    expect(sourcesRule(rule, visitor({ referrer: 'https://bing.com/' }))).toBe(false)
    expect(sourcesRule(rule, visitor({ referrer: 'https://x.com/' }))).toBe(false)
  })

  it('passes every visitor with all five ticked and none with none', () => {
    const referrers = [
      '',
      'https://sakhli.ge/',
      'https://baidu.com/',
      'https://vk.com/',
      'https://a.test/',
    ]
    for (const referrer of referrers) {
      expect(sourcesRule({ sources: [...VISITOR_SOURCES] }, visitor({ referrer }))).toBe(true)
      expect(sourcesRule({ sources: [] }, visitor({ referrer }))).toBe(false)
    }
  })

  it('is false when the list is not a list', () => {
    expect(sourcesRule({ sources: 'search' as unknown as [] }, visitor())).toBe(false)
  })
})
