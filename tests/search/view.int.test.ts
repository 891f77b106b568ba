/**
 * The search page's body as the server renders it (the view, without Next): the query kept in the
 * field, kind labels, marked words that stay text, paging links that keep the query, the empty
 * state, noindex; junk in the address gives a page.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { searchMetadata, SearchView } from '@/features/search/app'
import { lexicalFromBlocks } from '@/lib/seed-kit/lexical'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

describe.each(databaseKinds)('the search page on %s', (kind) => {
  let t: TestPayload
  const render = async (
    search: Record<string, string | string[] | undefined>,
    locale: 'ka' | 'en' = 'ka',
  ) => renderToStaticMarkup(await SearchView({ payload: t.payload, locale, search }))

  beforeAll(async () => {
    t = await startPayload(kind)
    for (let i = 1; i <= 12; i++) {
      await t.payload.create({
        collection: 'posts',
        locale: 'ka',
        data: {
          title: i === 1 ? 'ბინა <script>alert(1)</script> ვაკეში' : `ბინა ნომერი ${i}`,
          slug: `view-post-${i}`,
          content: lexicalFromBlocks([{ type: 'p', text: 'ტექსტი თბილისის შესახებ' }]),
          _status: 'published',
        },
      })
    }
  }, 180_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('lists ten results with their kind, marks the words as text, keeps the query', async () => {
    const html = await render({ q: 'ბინა ვაკეში' })
    expect(html).toContain('role="search"')
    expect(html).toContain('method="get"')
    expect(html).toContain('action="/search"')
    expect(html).toContain('value="ბინა ვაკეში"')
    expect((html.match(/class="search-result"/g) ?? []).length).toBe(10)
    expect(html).toContain('<span class="search-kind">სიახლე</span>')
    expect(html).toContain('<mark>ბინა</mark>')
    expect(html).toContain('<mark>ვაკეში</mark>')
    // The title's markup is text.
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain(
      'href="/search?q=%E1%83%91%E1%83%98%E1%83%9C%E1%83%90+%E1%83%95%E1%83%90%E1%83%99%E1%83%94%E1%83%A8%E1%83%98&amp;page=2"',
    )
  })

  it('shows the second page, numbered on', async () => {
    const html = await render({ q: 'ბინა', page: '2' })
    expect((html.match(/class="search-result"/g) ?? []).length).toBe(2)
    expect(html).toContain('start="11"')
  })

  it('helps when nothing is found or nothing was asked, in both languages', async () => {
    const none = await render({ q: 'zzzqqq' }, 'en')
    expect(none).toContain('Nothing was found for “zzzqqq”.')
    expect(none).toContain('href="/en/news"')
    expect(none).toContain('href="/en/properties"')
    expect(none).toContain('href="/en/events"')
    const empty = await render({})
    expect(empty).toContain('ჩაწერეთ, რას ეძებთ')
    expect(empty).not.toContain('search-summary')
  })

  it('answers junk in the address with a page', async () => {
    for (const search of [
      { q: 'x'.repeat(10_000) },
      { q: ['ბინა', 'x'] },
      { q: '\u0000\ud800%_' },
      { q: 'ბინა', page: '-1' },
      { q: 'ბინა', page: '99999999999' },
      { q: 'ბინა', page: 'abc' },
    ]) {
      const html = await render(search)
      expect(html).toContain('class="search-form"')
    }
    const long = await render({ q: 'x'.repeat(10_000) })
    expect(long).toContain(`value="${'x'.repeat(200)}"`)
  })

  it('asks search engines not to index it', () => {
    expect(searchMetadata('en').robots).toEqual({ index: false, follow: true })
  })
})
