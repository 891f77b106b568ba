/**
 * Site search on both databases: the index follows publishing (create, publish, unpublish,
 * delete; drafts never), every locale, renamed districts; the query ranks as the pure ranking
 * says; junk queries get an answer, never an error; the seeded Vake flats are found by
 * "ბინა ვაკეში"; a rebuild fills an emptied index.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedProperties } from '@/features/properties'
import { rebuildSiteSearch } from '@/features/search'
import { queryTerms } from '@/features/search/model/normalise'
import { rank } from '@/features/search/model/ranking'
import { searchSite } from '@/features/search/server/query'
import { searchIndexIsBehind } from '@/features/search/server/index-writer'
import type { Locale } from '@/i18n/locales'
import { lexicalFromBlocks } from '@/lib/seed-kit/lexical'

import { createEvent } from '../events/helpers'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const content = (text: string) => lexicalFromBlocks([{ type: 'p', text }] as never)

let counter = 0
async function createPost(
  payload: Payload,
  ka: { title: string; text?: string },
  options: { en?: { title: string; text?: string }; status?: 'draft' | 'published' } = {},
) {
  counter += 1
  const status = options.status ?? 'published'
  const doc = await payload.create({
    collection: 'posts',
    locale: 'ka',
    draft: status === 'draft',
    data: {
      title: ka.title,
      slug: `search-post-${counter}`,
      content: content(ka.text ?? ka.title),
      publishedAt: new Date(Date.UTC(2026, 0, counter)).toISOString(),
      _status: status,
    },
  })
  if (options.en) {
    await payload.update({
      collection: 'posts',
      id: doc.id,
      locale: 'en',
      draft: status === 'draft',
      data: { title: options.en.title, content: content(options.en.text ?? options.en.title) },
    })
  }
  return doc
}

const urls = async (payload: Payload, locale: Locale, query: string, page = 1) =>
  (await searchSite(payload, locale, query, page)).hits.map((hit) => hit.url)

describe.each(databaseKinds)('site search on %s', (kind) => {
  let t: TestPayload

  beforeAll(async () => {
    t = await startPayload(kind)
  }, 180_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('finds a published post in both languages, in either script and any case', async () => {
    const post = await createPost(
      t.payload,
      { title: 'ბინების ბაზარი თბილისში', text: 'ფასები ვაკეში და საბურთალოზე გაიზარდა.' },
      { en: { title: 'The flat market in Tbilisi', text: 'Prices rose in Vake and Saburtalo.' } },
    )
    const url = `/news/${post.slug}`
    expect(await urls(t.payload, 'ka', 'თბილისი')).toContain(url)
    expect(await urls(t.payload, 'ka', 'tbilisi')).toContain(url)
    expect(await urls(t.payload, 'ka', 'ᲗᲑᲘᲚᲘᲡᲘ')).toContain(url)
    expect(await urls(t.payload, 'ka', 'ვაკის')).toContain(url)
    expect(await urls(t.payload, 'en', 'TBILISI')).toContain(`/en${url}`)
    expect(await urls(t.payload, 'en', 'თბილისი')).toContain(`/en${url}`)
    // Each locale finds its own page only.
    expect(await urls(t.payload, 'en', 'tbilisi')).not.toContain(url)
  })

  it('never finds a draft, finds it once published, loses it when unpublished or deleted', async () => {
    const word = 'ზებრაფორთოხალი'
    const draft = await createPost(t.payload, { title: `${word} სათაური` }, { status: 'draft' })
    expect(await urls(t.payload, 'ka', word)).toEqual([])

    await t.payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } })
    expect(await urls(t.payload, 'ka', word)).toEqual([`/news/${draft.slug}`])
    // Published in one locale's form: both locales are public, both are indexed.
    expect(await urls(t.payload, 'en', word)).toEqual([`/en/news/${draft.slug}`])

    // A draft saved over the published post (autosave) leaves the public page as it was.
    await t.payload.update({
      collection: 'posts',
      id: draft.id,
      locale: 'ka',
      draft: true,
      data: { title: 'სულ სხვა ქოქოსი' },
    })
    expect(await urls(t.payload, 'ka', word)).toEqual([`/news/${draft.slug}`])
    expect(await urls(t.payload, 'ka', 'ქოქოსი')).toEqual([])

    // Unpublished.
    await t.payload.update({ collection: 'posts', id: draft.id, data: { _status: 'draft' } })
    expect(await urls(t.payload, 'ka', word)).toEqual([])
    expect(await urls(t.payload, 'en', word)).toEqual([])

    await t.payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } })
    expect(await urls(t.payload, 'ka', 'ქოქოსი')).toEqual([`/news/${draft.slug}`])
    await t.payload.delete({ collection: 'posts', id: draft.id })
    expect(await urls(t.payload, 'ka', 'ქოქოსი')).toEqual([])
    const left = await t.payload.count({
      collection: 'search-index',
      where: { and: [{ source: { equals: 'posts' } }, { docId: { equals: draft.id } }] },
    })
    expect(left.totalDocs).toBe(0)
  })

  it('indexes pages, events and listings, and follows a renamed district', async () => {
    const page = await t.payload.create({
      collection: 'pages',
      locale: 'ka',
      data: {
        title: 'ჩვენი გუნდი',
        slug: 'search-team',
        layout: [{ blockType: 'richText', content: content('იურისტები და შემფასებლები') }],
        _status: 'published',
      } as never,
    })
    expect(await urls(t.payload, 'ka', 'იურისტი')).toEqual([`/${page.slug}`])

    const event = await createEvent(t.payload, { title: 'ინვესტორების შეხვედრა' })
    expect(await urls(t.payload, 'ka', 'ინვესტორი')).toEqual([`/events/${event.slug}`])

    const district = await t.payload.create({
      collection: 'property-districts',
      locale: 'ka',
      data: { title: 'მთაწმინდა', slug: 'search-mtatsminda', city: 'tbilisi' },
    })
    const type = await t.payload.create({
      collection: 'property-types',
      data: { title: 'სარდაფი', slug: 'search-cellar' },
    })
    const listing = await t.payload.create({
      collection: 'properties',
      locale: 'ka',
      data: {
        title: 'ღვინის შესანახი',
        slug: 'search-cellar-1',
        dealType: 'sale',
        status: 'available',
        propertyType: type.id,
        district: district.id,
        priceGel: 50_000,
        _status: 'published',
      },
    })
    expect(await urls(t.payload, 'ka', 'mtatsminda')).toEqual([`/properties/${listing.slug}`])
    await t.payload.update({
      collection: 'property-districts',
      id: district.id,
      locale: 'ka',
      data: { title: 'სოლოლაკი' },
    })
    expect(await urls(t.payload, 'ka', 'mtatsminda')).toEqual([])
    expect(await urls(t.payload, 'ka', 'სოლოლაკში')).toEqual([`/properties/${listing.slug}`])

    // A listing saved as a draft is no page.
    await t.payload.update({
      collection: 'properties',
      id: listing.id,
      data: { _status: 'draft' },
    })
    expect(await urls(t.payload, 'ka', 'სოლოლაკი')).toEqual([])
  })

  it('ranks as the pure ranking does, and pages ten at a time', async () => {
    for (let i = 1; i <= 12; i++) {
      await createPost(t.payload, {
        title: i % 3 === 0 ? `ნიანგი და ზღარბი ${i}` : `ამბავი ${i}`,
        text: i % 2 === 0 ? 'ნიანგი მდინარეში ცხოვრობს' : 'ზღარბი ბაღშია',
      })
    }
    const rows = await t.payload.find({
      collection: 'search-index',
      where: { locale: { equals: 'ka' } },
      pagination: false,
      depth: 0,
    })
    for (const query of ['ნიანგი ზღარბი', 'ნიანგი', 'zgharb', 'ამბავი ნიანგი']) {
      const expected = rank(
        rows.docs.map((row) => ({
          url: row.url,
          titleTerms: row.titleTerms,
          bodyTerms: row.bodyTerms,
          date: row.date ? new Date(row.date).toISOString() : null,
        })),
        queryTerms(query),
      ).map((row) => row.url)
      const first = await searchSite(t.payload, 'ka', query, 1)
      const second = await searchSite(t.payload, 'ka', query, 2)
      expect(first.total).toBe(expected.length)
      expect([...first.hits, ...second.hits].map((hit) => hit.url)).toEqual(expected.slice(0, 20))
    }
    const page = await searchSite(t.payload, 'ka', 'ნიანგი ზღარბი', 2)
    expect(page).toMatchObject({ total: 12, page: 2, totalPages: 2 })
    expect(page.hits).toHaveLength(2)
    // Past the last page: no hits, the total still known.
    expect(await searchSite(t.payload, 'ka', 'ნიანგი ზღარბი', 5)).toMatchObject({
      hits: [],
      total: 12,
    })
  })

  it('answers any query: empty, huge, emoji, SQL and pattern characters, NUL, lone surrogates', async () => {
    const junk = [
      '',
      ' ',
      'x'.repeat(10_000),
      'ბინა '.repeat(5_000),
      '🏠🔑',
      "'; DROP TABLE search_index; --",
      '%',
      '_',
      '%_%',
      '\\',
      '.*+?^${}()|[]',
      "x' | y:* & !z",
      '\u0000',
      'a\u0000b',
      '\ud800',
      'ბ\udfffინა',
      '1 OR 1=1',
      '<script>alert(1)</script>',
    ]
    for (const query of junk) {
      const result = await searchSite(t.payload, 'ka', query, 1)
      expect(result.hits.length).toBeLessThanOrEqual(10)
    }
    // `%` and `_` are no wildcards: they find nothing rather than everything.
    expect((await searchSite(t.payload, 'ka', '%', 1)).total).toBe(0)
    expect((await searchSite(t.payload, 'ka', '_', 1)).total).toBe(0)
    expect((await searchSite(t.payload, 'ka', 'ბინა', 99_999)).page).toBe(100)
  })

  it('finds the seeded Vake flats first for "ბინა ვაკეში", and a rebuild fills an emptied index', async () => {
    await seedProperties(t.payload)
    const results = await searchSite(t.payload, 'ka', 'ბინა ვაკეში', 1)
    // Every seeded flat in Vake holds both words (its title, its district); they come first.
    const vakeFlats = await t.payload.find({
      collection: 'properties',
      where: { slug: { like: 'vake-flat-' } },
      pagination: false,
      depth: 0,
    })
    expect(vakeFlats.docs.length).toBeGreaterThanOrEqual(2)
    const both = results.hits.filter((hit) => hit.matched === 2).map((hit) => hit.url)
    for (const flat of vakeFlats.docs) expect(both).toContain(`/properties/${flat.slug}`)
    const firstTwo = results.hits.slice(0, 2)
    for (const hit of firstTwo) expect(hit.url).toMatch(/^\/properties\/vake-flat-\d+$/)
    expect(results.hits[0]).toMatchObject({ kind: 'property', matched: 2, inTitle: 2 })
    const en = await searchSite(t.payload, 'en', 'flat vake', 1)
    expect(en.hits[0]!.url).toMatch(/^\/en\/properties\/vake-flat-/)

    const before = await t.payload.count({ collection: 'search-index' })
    await t.payload.delete({ collection: 'search-index', where: { id: { exists: true } } })
    expect(await searchIndexIsBehind(t.payload)).toBe(true)
    expect(await urls(t.payload, 'ka', 'ბინა ვაკეში')).toEqual([])
    const { rows } = await rebuildSiteSearch(t.payload)
    expect(rows).toBe(before.totalDocs)
    expect((await t.payload.count({ collection: 'search-index' })).totalDocs).toBe(before.totalDocs)
    expect(await searchIndexIsBehind(t.payload)).toBe(false)
    expect((await searchSite(t.payload, 'ka', 'ბინა ვაკეში', 1)).hits.map((h) => h.url)).toEqual(
      results.hits.map((h) => h.url),
    )
    // It seeds every listing and rebuilds the index twice over: close to a minute on a busy core.
  }, 180_000)
})
