/**
 * Where a popup shows (its "Where" tab, `src/features/popups/placement.ts`): every page, chosen
 * documents, whole collections and address patterns, whatever the page's language.
 */
import { describe, expect, it } from 'vitest'

import {
  isPathPattern,
  pathMatches,
  popupShowsOn,
  sitePathOf,
  type PopupWhere,
} from '@/features/popups/placement'

describe('sitePathOf', () => {
  it('drops the language prefix, the query, the fragment and a trailing slash', () => {
    expect(sitePathOf('/en/news/flat-in-vake/?utm_source=x#top')).toBe('/news/flat-in-vake')
    expect(sitePathOf('/news/flat-in-vake')).toBe('/news/flat-in-vake')
    expect(sitePathOf('/en')).toBe('/')
    expect(sitePathOf('/en/')).toBe('/')
    expect(sitePathOf('/')).toBe('/')
    // `/english` is a page of its own, not the English prefix.
    expect(sitePathOf('/english')).toBe('/english')
  })

  it('decodes percent-escapes (Georgian slugs)', () => {
    expect(sitePathOf('/news/%E1%83%91%E1%83%98%E1%83%9C%E1%83%90')).toBe('/news/ბინა')
    // A broken escape is kept as written rather than throwing.
    expect(sitePathOf('/news/%E1%83')).toBe('/news/%E1%83')
  })
})

describe('pathMatches', () => {
  it('matches a path exactly, in both languages', () => {
    expect(pathMatches('/contact', '/contact')).toBe(true)
    expect(pathMatches('/contact', '/en/contact')).toBe(true)
    expect(pathMatches('/contact', '/contact/')).toBe(true)
    expect(pathMatches('/contact', '/contacts')).toBe(false)
    expect(pathMatches('/contact', '/about/contact')).toBe(false)
  })

  it('reads * as any text, slashes included', () => {
    expect(pathMatches('/news/*', '/news/a')).toBe(true)
    expect(pathMatches('/news/*', '/en/news/a/b')).toBe(true)
    expect(pathMatches('/news/*', '/news')).toBe(false)
    expect(pathMatches('/properties*', '/properties')).toBe(true)
    expect(pathMatches('/properties*', '/properties/flat-in-vake')).toBe(true)
    expect(pathMatches('/*/vake', '/properties/vake')).toBe(true)
  })

  it('reads every other character literally (no regular expression)', () => {
    expect(pathMatches('/a.b', '/a.b')).toBe(true)
    expect(pathMatches('/a.b', '/axb')).toBe(false)
    expect(pathMatches('/(x)', '/(x)')).toBe(true)
    expect(pathMatches('/x+', '/xx')).toBe(false)
  })

  it('takes linear time on a pattern of many stars that cannot match', () => {
    const pattern = `/${'*a'.repeat(60)}b`
    const path = `/${'a'.repeat(3000)}`
    const started = performance.now()
    expect(pathMatches(pattern, path)).toBe(false)
    expect(pathMatches(pattern, `${path}b`)).toBe(true)
    // A `.*` regular expression takes minutes on this; the walk takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuses a pattern that is not a site path', () => {
    for (const bad of ['contact', '//evil.example/x', 'https://sakhli.ge/contact', '/a b', '']) {
      expect(isPathPattern(bad), bad).toBe(false)
      expect(pathMatches(bad, '/contact'), bad).toBe(false)
    }
    expect(isPathPattern('/a'.repeat(151))).toBe(false)
    expect(isPathPattern('/news/*')).toBe(true)
  })
})

describe('popupShowsOn', () => {
  const post = { path: '/en/news/flat-in-vake', collection: 'posts', docId: 7 }
  const property = { path: '/properties/vake-flat', collection: 'properties', docId: 3 }
  const listing = { path: '/properties' }

  it('shows everywhere with "every page"', () => {
    const where: PopupWhere = { show_on: 'all' }
    for (const page of [post, property, listing]) expect(popupShowsOn(where, page)).toBe(true)
  })

  it('shows on chosen documents only, by collection and id', () => {
    const where: PopupWhere = {
      show_on: 'chosen',
      documents: [
        { relationTo: 'posts', value: 7 },
        { relationTo: 'properties', value: { id: 4 } },
      ],
    }
    expect(popupShowsOn(where, post)).toBe(true)
    expect(popupShowsOn(where, property)).toBe(false)
    expect(popupShowsOn(where, { ...property, docId: 4 })).toBe(true)
    // The same id in another collection is another document.
    expect(popupShowsOn(where, { ...property, docId: 7 })).toBe(false)
    expect(popupShowsOn(where, listing)).toBe(false)
  })

  it('shows on every document of a chosen collection, never on its list page', () => {
    const where: PopupWhere = { show_on: 'chosen', collections: ['properties'] }
    expect(popupShowsOn(where, property)).toBe(true)
    expect(popupShowsOn(where, post)).toBe(false)
    expect(popupShowsOn(where, listing)).toBe(false)
    // A collection popups are not placed by is not a match.
    expect(
      popupShowsOn(
        { show_on: 'chosen', collections: ['users'] },
        { path: '/x', collection: 'users', docId: 1 },
      ),
    ).toBe(false)
  })

  it('shows on address patterns', () => {
    const where: PopupWhere = { show_on: 'chosen', paths: [{ pattern: '/properties*' }] }
    expect(popupShowsOn(where, listing)).toBe(true)
    expect(popupShowsOn(where, property)).toBe(true)
    expect(popupShowsOn(where, post)).toBe(false)
  })

  it('shows where any of its lists matches, and nowhere with none', () => {
    const where: PopupWhere = {
      show_on: 'chosen',
      collections: ['posts'],
      paths: [{ pattern: '/contact' }],
    }
    expect(popupShowsOn(where, post)).toBe(true)
    expect(popupShowsOn(where, { path: '/en/contact' })).toBe(true)
    expect(popupShowsOn(where, property)).toBe(false)
    expect(popupShowsOn({ show_on: 'chosen' }, post)).toBe(false)
  })
})
