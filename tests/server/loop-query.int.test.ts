/**
 * The app's answer to the front's `loopQuery` hook against a real database
 * (src/features/loop-grid/server/loop-query.ts): which parameters a published page's loop grids
 * read, so the front keys its page cache by them alone (regression: "random `e-page-*` parameters
 * force a full render each time"). A path without such a page gets null: its loop parameters are
 * dropped, never rendered per request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loopQueryNormaliser } from '@/features/loop-grid/server/loop-query'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

describe.each(databaseKinds)('the loop parameters of a page on %s', (kind) => {
  let t: TestPayload

  beforeAll(async () => {
    t = await startPayload(kind)
    const p = t.payload
    const districts: number[] = []
    for (const slug of ['vake', 'vera']) {
      const district = await p.create({
        collection: 'property-districts',
        data: { title: slug, slug, city: 'tbilisi' },
      })
      districts.push(district.id)
    }
    const type = await p.create({
      collection: 'property-types',
      data: { title: 'flat', slug: 'flat' },
    })
    for (const slug of ['a', 'b', 'c', 'd', 'e']) {
      await p.create({
        collection: 'properties',
        locale: 'ka',
        data: {
          title: `ბინა ${slug}`,
          slug,
          dealType: 'sale',
          status: 'available',
          propertyType: type.id,
          district: districts[0]!,
          priceGel: 100_000,
          _status: 'published',
        },
      })
    }
    const layout = [
      { blockType: 'taxonomyFilter' as const, selectedTaxonomy: 'district' as const },
      {
        blockType: 'loopGrid' as const,
        source: 'properties' as const,
        perPage: 2,
        widgetId: 'grid1',
      },
    ]
    for (const [slug, _status] of [
      ['listings', 'published'],
      ['hidden', 'draft'],
    ] as const) {
      await p.create({
        collection: 'pages',
        locale: 'ka',
        data: { title: slug, slug, _status, layout },
      })
    }
    await p.create({
      collection: 'pages',
      locale: 'ka',
      data: { title: 'about', slug: 'about', _status: 'published', layout: [] },
    })
  }, 120_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('a published page with a grid: only its grid’s parameters, known terms, pages up to its last', async () => {
    const normalise = await loopQueryNormaliser(t.payload, '/listings')
    expect(normalise).toBeTypeOf('function')
    const canonical = (query: string) => normalise!(new URLSearchParams(query))
    expect(canonical('e-page-grid1=2&e-page-x=1&utm=1')).toBe('e-page-grid1=2')
    // Five properties, two a page: three pages.
    expect(canonical('e-page-grid1=99')).toBe('e-page-grid1=3')
    expect(canonical('e-filter-grid1-district=vera+vake+nowhere&e-filter-grid1-deal=rent')).toBe(
      'e-filter-grid1-deal=rent&e-filter-grid1-district=vake+vera',
    )
    expect(canonical('e-filter-grid1-category=x&e-page-junk=2')).toBe('')
  })

  it('no normaliser where no published page with a grid is: a draft, a page without one, another path', async () => {
    for (const path of [
      '/hidden',
      '/about',
      '/nowhere',
      '/newsletter/unsubscribe',
      '/en/listings/x',
    ])
      expect(await loopQueryNormaliser(t.payload, path), path).toBeNull()
  })
})
