import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { headingLevel } from '@/components/RichText'
import { otherLocalePath } from '@/components/site/LanguageSwitch.client'
import { resolveHref } from '@/components/SmartLink'
import { slugify } from '@/fields/slug'
import { getTranslator } from '@/i18n'
import { en } from '@/i18n/messages/en'
import { ka } from '@/i18n/messages/ka'
import { localeOfPath, localizePath } from '@/i18n/locales'
import { buildMetadata } from '@/utilities/metadata'
import { sitePaths } from '@/utilities/paths'
import { parsePageNumber } from '@/views/NewsListing'

describe('news headings', () => {
  it('renders level 5 as level 2 and leaves the others alone', () => {
    expect(headingLevel('h5')).toBe('h2')
    for (const tag of ['h1', 'h2', 'h3', 'h4', 'h6']) expect(headingLevel(tag)).toBe(tag)
  })
})

describe('locale paths', () => {
  it('gives Georgian paths no prefix and English ones /en', () => {
    expect(localizePath('/', 'ka')).toBe('/')
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/news', 'en')).toBe('/en/news')
    expect(sitePaths.news('ka', 2)).toBe('/news/page/2')
    expect(sitePaths.category('legal', 'en', 3)).toBe('/en/news/category/legal/page/3')
  })

  it('tells the locale of a public path', () => {
    expect(localeOfPath('/')).toBe('ka')
    expect(localeOfPath('/news/x')).toBe('ka')
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en/news')).toBe('en')
    expect(localeOfPath('/english')).toBe('ka')
    expect(localeOfPath(null)).toBe('ka')
  })

  it('switches language on the same page', () => {
    expect(otherLocalePath('/news/x', 'en')).toBe('/en/news/x')
    expect(otherLocalePath('/en/news/x', 'ka')).toBe('/news/x')
    expect(otherLocalePath('/en', 'ka')).toBe('/')
    expect(otherLocalePath('/', 'en')).toBe('/en')
  })

  it('localizes editor links to site paths only', () => {
    expect(resolveHref('/about', 'en')).toBe('/en/about')
    expect(resolveHref('/en/about', 'en')).toBe('/en/about')
    expect(resolveHref('https://example.ge/x', 'en')).toBe('https://example.ge/x')
    expect(resolveHref('//cdn.example/x', 'en')).toBe('//cdn.example/x')
    expect(resolveHref('mailto:info@sakhli.ge', 'en')).toBe('mailto:info@sakhli.ge')
  })
})

describe('page numbers from the URL', () => {
  it('accepts positive integers only', () => {
    expect(parsePageNumber(undefined)).toBe(1)
    expect(parsePageNumber('2')).toBe(2)
    for (const bad of ['0', '01', '-1', '1.5', 'abc', '', '999999'])
      expect(parsePageNumber(bad)).toBeNull()
  })
})

describe('slugs', () => {
  it('transliterates Georgian and keeps only a-z, 0-9 and single hyphens', () => {
    expect(slugify('ბინის ყიდვა თბილისში 2026')).toBe('binis-qidva-tbilisshi-2026')
    fc.assert(
      fc.property(fc.string(), (s) => {
        const slug = slugify(s)
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/)
        expect(slug.length).toBeLessThanOrEqual(80)
      }),
    )
  })
})

describe('message catalogue', () => {
  it('has every Georgian key in English, and fills placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ka).sort())
    for (const value of Object.values(en)) expect(value.trim()).not.toBe('')
    expect(getTranslator('en')('pageOf', { n: 2, total: 4 })).toBe('Page 2 of 4')
    expect(getTranslator('ka')('pageN', { n: 3 })).toBe('გვერდი 3')
  })
})

describe('page metadata', () => {
  it("links every page to its locale's RSS feed (autodiscovery)", () => {
    const ka = buildMetadata({ locale: 'ka', path: '/news/x', title: 'სათაური' })
    const en = buildMetadata({ locale: 'en', path: '/news/x', title: 'Title' })
    expect(ka.alternates?.types).toEqual({
      'application/rss+xml': [{ url: '/feed.xml', title: 'RSS არხი' }],
    })
    expect(en.alternates?.types).toEqual({
      'application/rss+xml': [{ url: '/en/feed.xml', title: 'RSS feed' }],
    })
    expect(en.alternates?.canonical).toBe('/en/news/x')
  })
})
