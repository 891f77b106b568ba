import { describe, expect, it } from 'vitest'

import { isItemOf, linksIn, requiredRoutes, sitemapLocs } from '../helpers/site-routes'

// The crawl's and the trap check's reading of the site (tests/helpers/site-routes.ts): what they
// follow and what they require decides whether the e2e tests can fail at all.
describe('site routes for the reachability crawl', () => {
  const page = 'http://localhost:3100/en/events'

  it('follows same-origin page links, without fragments, CMS, API or loop-grid variants', () => {
    const html = [
      '<a class="x" href="/en/news">News</a>',
      "<a href='/events?category=seminars&amp;filter=past'>Past</a>",
      '<a href="/en/events/first-home-seminar.ics" type="text/calendar">iCal</a>',
      '<a href="#main">skip</a>',
      '<a href="https://example.com/x">elsewhere</a>',
      '<a href="mailto:info@sakhli.ge">mail</a>',
      '<a href="/admin">admin</a>',
      '<a href="/api/media/file/a.jpg">file</a>',
      '<a href="/en/properties?e-filter-properties-deal=sale">filter</a>',
      '<a href="/en?e-page-grid1=2">page 2</a>',
      '<a href="/en/news#top">news again</a>',
      '<link rel="alternate" href="/ka-only">',
      '<a href="register">relative</a>',
    ].join('\n')
    expect(linksIn(html, page)).toEqual([
      '/en/news',
      '/events?category=seminars&filter=past',
      '/en/events/first-home-seminar.ics',
      '/en/events',
      '/en/register',
    ])
  })

  it('reads the paths of a sitemap', () => {
    const xml =
      '<urlset><url><loc>http://localhost:3000/</loc></url><url><loc>http://localhost:3000/en/news?a=1&amp;b=2</loc></url></urlset>'
    expect(sitemapLocs(xml)).toEqual(['/', '/en/news?a=1&b=2'])
  })

  it('requires every listed page, and one post, event and property per language', () => {
    const required = requiredRoutes([
      '/',
      '/en',
      '/news',
      '/news/category/legal',
      '/news/page/2',
      '/news/first-post',
      '/news/second-post',
      '/en/news/first-post',
      '/events',
      '/events/mortgage-basics',
      '/en/events/mortgage-basics',
      '/properties',
      '/properties/vake-flat',
      '/en/properties/vake-flat',
      '/en/account',
    ])
    expect(required.paths).toEqual([
      '/',
      '/en',
      '/en/account',
      '/events',
      '/news',
      '/news/category/legal',
      '/news/page/2',
      '/properties',
    ])
    expect(required.items.map((i) => [i.kind, i.locale, i.examples.length])).toEqual([
      ['news', 'ka', 2],
      ['news', 'en', 1],
      ['events', 'ka', 1],
      ['events', 'en', 1],
      ['properties', 'ka', 1],
      ['properties', 'en', 1],
    ])
    expect(isItemOf('/en/news/first-post', 'news', 'en')).toBe(true)
    expect(isItemOf('/en/news/first-post', 'news', 'ka')).toBe(false)
    expect(isItemOf('/news/category/legal', 'news', 'ka')).toBe(false)
    expect(isItemOf('/events/x.ics', 'events', 'ka')).toBe(false)
  })
})
