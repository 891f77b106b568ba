/**
 * Site search's writes stay bounded and survive races, on both databases: renaming a district
 * rewrites only the rows of the listings that name it; deleting an event category re-reads the
 * events that named it; a rebuild keeps a row written meanwhile rather than aborting on the unique
 * index, keeps the newer rows a rename wrote while its batch was read, reads again at its end a
 * document unpublished meanwhile, and leaves no rows of one deleted meanwhile.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runStatement } from '@/db/dialect'
import type { SearchDocument, SearchSource } from '@/features/feature'
import { searchSite } from '@/features/search/server/query'
import { rebuildSearchIndex, syncSearchRows } from '@/features/search/server/index-writer'
import { currentSearchSources } from '@/features/search/sync'
import type { Locale } from '@/i18n/locales'
import { lexicalFromBlocks } from '@/lib/seed-kit/lexical'

import { createEvent } from '../events/helpers'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const urls = async (payload: Payload, locale: Locale, query: string) =>
  (await searchSite(payload, locale, query, 1)).hits.map((hit) => hit.url)

/** Each index row's `updatedAt`, by source, document and locale. */
async function stamps(payload: Payload): Promise<Map<string, string>> {
  const rows = await payload.find({
    collection: 'search-index',
    pagination: false,
    depth: 0,
    select: { source: true, docId: true, locale: true, updatedAt: true },
  })
  return new Map(rows.docs.map((r) => [`${r.source}:${r.docId}:${r.locale}`, String(r.updatedAt)]))
}

let posts = 0
async function publishPost(payload: Payload, title: string) {
  posts += 1
  return payload.create({
    collection: 'posts',
    locale: 'ka',
    data: {
      title,
      slug: `race-post-${posts}`,
      content: lexicalFromBlocks([{ type: 'p', text: title }] as never),
      _status: 'published',
    },
  })
}

/** The configured sources with posts read through `documents` instead. */
function withPosts(documents: SearchSource['documents']): SearchSource[] {
  return currentSearchSources().map((s) => (s.collection === 'posts' ? { ...s, documents } : s))
}

describe.each(databaseKinds)('site search writes on %s', (kind) => {
  let t: TestPayload

  beforeAll(async () => {
    t = await startPayload(kind)
  }, 180_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('a renamed district rewrites only the rows of the listings that name it', async () => {
    const payload = t.payload
    const district = async (title: string, slug: string) =>
      payload.create({
        collection: 'property-districts',
        locale: 'ka',
        data: { title, slug, city: 'tbilisi' },
      })
    const renamed = await district('მთაწმინდა', 'scale-mtatsminda')
    const other = await district('ისანი', 'scale-isani')
    const type = await payload.create({
      collection: 'property-types',
      data: { title: 'ბინა', slug: 'scale-flat' },
    })
    const named: number[] = []
    for (let i = 0; i < 260; i++) {
      const listing = await payload.create({
        collection: 'properties',
        locale: 'ka',
        data: {
          title: `განცხადება ${i}`,
          slug: `scale-listing-${i}`,
          dealType: 'sale',
          status: 'available',
          propertyType: type.id,
          district: i % 50 === 7 ? renamed.id : other.id,
          priceGel: 50_000 + i,
          _status: 'published',
        },
      })
      if (i % 50 === 7) named.push(listing.id)
    }
    expect(named).toHaveLength(6)
    const before = await stamps(payload)
    await new Promise((resolve) => setTimeout(resolve, 5))

    await payload.update({
      collection: 'property-districts',
      id: renamed.id,
      locale: 'ka',
      data: { title: 'სოლოლაკი' },
    })

    const after = await stamps(payload)
    const rewritten = [...after].filter(([key, at]) => before.get(key) !== at).map(([key]) => key)
    expect(rewritten.sort()).toEqual(
      named.flatMap((id) => [`properties:${id}:en`, `properties:${id}:ka`]).sort(),
    )
    expect(after.size).toBe(before.size)
    const found = await urls(payload, 'ka', 'სოლოლაკში')
    expect(found.sort()).toEqual(
      named.map((_, i) => `/properties/scale-listing-${i * 50 + 7}`).sort(),
    )
    expect(await urls(payload, 'ka', 'mtatsminda')).toEqual([])
  }, 300_000)

  it('a deleted event category leaves the text of the events that named it', async () => {
    const category = await t.payload.create({
      collection: 'event-categories',
      locale: 'ka',
      data: { title: 'ვორქშოპი', slug: 'scale-workshop' },
    })
    const event = await createEvent(t.payload, { title: 'შეხვედრა', category: category.id })
    expect(await urls(t.payload, 'ka', 'ვორქშოპი')).toEqual([`/events/${event.slug}`])
    await t.payload.delete({ collection: 'event-categories', id: category.id })
    expect(await urls(t.payload, 'ka', 'ვორქშოპი')).toEqual([])
  })

  it('a rebuild keeps a row written meanwhile instead of failing on the unique index', async () => {
    await publishPost(t.payload, 'ლურჯი მთა')
    const other = await publishPost(t.payload, 'მწვანე ველი')
    // Rows of a document in the batch, written by a hook while the batch was read (so newer than
    // its read: its removal leaves them), which the batch then writes too.
    const page = (locale: Locale, title: string): SearchDocument => ({
      id: other.id,
      url: `/news/elsewhere-${locale}`,
      title,
      text: '',
      locale,
      kind: 'news',
    })
    const real = currentSearchSources().find((s) => s.collection === 'posts')!
    const hook: SearchSource = {
      collection: 'posts',
      documents: async (_payload, locale) => [page(locale, 'ნარინჯისფერი ზღვა')],
    }
    const sources = withPosts(async (payload, locale, read) => {
      const docs = await real.documents(payload, locale, read)
      if (locale === 'en' && read?.ids?.includes(other.id))
        await syncSearchRows(payload, hook, [other.id])
      return [...docs, page(locale, 'სხვა სათაური')]
    })
    await rebuildSearchIndex(t.payload, sources)
    expect(await urls(t.payload, 'ka', 'ნარინჯისფერი')).toEqual(['/news/elsewhere-ka'])
    expect(await urls(t.payload, 'ka', 'სხვა')).toEqual([])
    expect(await urls(t.payload, 'ka', 'ლურჯი')).toHaveLength(1)
  })

  it('a rebuild reads again a document unpublished while its batch was read', async () => {
    const post = await publishPost(t.payload, 'იისფერი ბუკი')
    let unpublished = false
    const sources = withPosts(async (payload, locale, read) => {
      const real = currentSearchSources().find((s) => s.collection === 'posts')!
      const docs = await real.documents(payload, locale, read)
      if (!unpublished && read?.ids?.includes(post.id)) {
        unpublished = true
        await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
        expect(await urls(payload, 'ka', 'იისფერი')).toEqual([])
      }
      return docs
    })
    await rebuildSearchIndex(t.payload, sources)
    expect(unpublished).toBe(true)
    expect(await urls(t.payload, 'ka', 'იისფერი')).toEqual([])
    expect(await urls(t.payload, 'en', 'იისფერი')).toEqual([])
  })

  it('a rebuild keeps the newer rows a rename wrote while its batch was read', async () => {
    const payload = t.payload
    const district = await payload.create({
      collection: 'property-districts',
      locale: 'ka',
      data: { title: 'დიდუბე', slug: 'race-didube', city: 'tbilisi' },
    })
    const type = await payload.create({
      collection: 'property-types',
      data: { title: 'სახლი', slug: 'race-house-type' },
    })
    const listing = await payload.create({
      collection: 'properties',
      locale: 'ka',
      data: {
        title: 'სახლი ეზოთი',
        slug: 'race-house',
        dealType: 'sale',
        status: 'available',
        propertyType: type.id,
        district: district.id,
        priceGel: 120_000,
        _status: 'published',
      },
    })
    // Saved an hour ago: the rebuild's closing re-read (documents changed since just before it
    // began) does not take it again, so only the rows the rename's hook wrote can say the new name.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
    await runStatement(
      payload,
      sql`UPDATE "properties" SET "updated_at" = ${hourAgo} WHERE "id" = ${listing.id}`,
    )
    const real = currentSearchSources().find((s) => s.collection === 'properties')!
    let renamed = false
    const sources = currentSearchSources().map((s) =>
      s.collection !== 'properties'
        ? s
        : {
            ...s,
            documents: async (
              p: Payload,
              locale: Locale,
              read?: Parameters<typeof real.documents>[2],
            ) => {
              const docs = await real.documents(p, locale, read)
              if (!renamed && locale === 'en' && read?.ids?.includes(listing.id)) {
                renamed = true
                await p.update({
                  collection: 'property-districts',
                  id: district.id,
                  locale: 'ka',
                  data: { title: 'ჩუღურეთი' },
                })
              }
              return docs
            },
          },
    )
    await rebuildSearchIndex(payload, sources)
    expect(renamed).toBe(true)
    expect(await urls(payload, 'ka', 'ჩუღურეთი')).toEqual(['/properties/race-house'])
    expect(await urls(payload, 'ka', 'დიდუბე')).toEqual([])
  })

  it('a rebuild leaves no rows of a document deleted while its batch was read', async () => {
    const post = await publishPost(t.payload, 'ვერცხლისფერი ტბა')
    let deleted = false
    const sources = withPosts(async (payload, locale, read) => {
      const real = currentSearchSources().find((s) => s.collection === 'posts')!
      const docs = await real.documents(payload, locale, read)
      if (!deleted && locale === 'en' && read?.ids?.includes(post.id)) {
        deleted = true
        await payload.delete({ collection: 'posts', id: post.id })
      }
      return docs
    })
    await rebuildSearchIndex(t.payload, sources)
    expect(deleted).toBe(true)
    expect(await urls(t.payload, 'ka', 'ვერცხლისფერი')).toEqual([])
  })
})
