/** The sitemap's XML: every path in both languages with alternates; an index past 50,000 URLs. */
import { describe, expect, it } from 'vitest'

import {
  pathsOfPart,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapParts,
  urlsetXml,
} from '@/lib/sitemap/xml'

describe('sitemap xml', () => {
  it('lists each path once per locale, with its alternates and date, escaped', () => {
    const xml = urlsetXml(
      [{ path: '/news/a&b', lastModified: '2026-11-01T00:00:00.000Z' }, { path: '/' }],
      'https://sakhli.ge',
      ['ka', 'en'],
    )
    expect(xml.match(/<url>/g)).toHaveLength(4)
    expect(xml).toContain('<loc>https://sakhli.ge/news/a&amp;b</loc>')
    expect(xml).toContain('<loc>https://sakhli.ge/en/news/a&amp;b</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://sakhli.ge/en" />',
    )
    expect(xml).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>')
  })

  it('splits past 50,000 addresses into parts listed by an index', () => {
    expect(sitemapParts(25_000, 2)).toBe(1)
    expect(sitemapParts(25_001, 2)).toBe(2)
    expect(SITEMAP_MAX_URLS).toBe(50_000)
    const paths = Array.from({ length: 60_001 }, (_, i) => ({ path: `/news/p${i}` }))
    const parts = sitemapParts(paths.length, 2)
    expect(parts).toBe(3)
    const sizes = [1, 2, 3].map((n) => pathsOfPart(paths, n, 2).length)
    expect(sizes).toEqual([25_000, 25_000, 10_001])
    expect(sizes.every((s) => s * 2 <= SITEMAP_MAX_URLS)).toBe(true)
    expect(sitemapIndexXml(parts, 'https://sakhli.ge')).toContain(
      '<sitemap><loc>https://sakhli.ge/sitemap-3.xml</loc></sitemap>',
    )
  })
})
