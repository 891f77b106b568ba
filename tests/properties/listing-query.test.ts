/**
 * The property list's pure rules: the ranges and order read from the address and written back in
 * one form (the front's canonical address), applied to an index; the heading that says what the
 * list holds; similar listings; the price per m².
 */
import { describe, expect, it } from 'vitest'

import { canonicalLoopQuery } from '@/features/loop-grid/model/canonical-query'
import {
  applyListingQuery,
  listingQueryParams,
  parseFigure,
  parseListingQuery,
  type ListingQuery,
} from '@/features/properties/model/listing-query'
import { formatGel, pricePerSquareMetre } from '@/features/properties/model/price'
import { similarProperties, type SimilarCandidate } from '@/features/properties/model/similar'
import { listingSummary, type SummaryTerms } from '@/features/properties/model/summary'

const query = (q: string) => {
  const search = new URLSearchParams(q)
  return parseListingQuery((name) => search.get(name))
}

describe('parseListingQuery', () => {
  it('reads ranges as whole figures, as typed with separators, and the known orders', () => {
    expect(query('price_min=100000&price_max=300 000&area_min=50.7&sort=price_desc')).toEqual({
      ranges: { price: { min: 100_000, max: 300_000 }, area: { min: 50 } },
      sort: 'price_desc',
    })
    expect(parseFigure('250,000')).toBe(250_000)
    expect(parseFigure('250 000')).toBe(250_000)
  })

  it('ignores junk, negative figures, a zero lower bound and unknown orders', () => {
    for (const junk of ['abc', '-5', '1e9', '0x10', '', '99999999999999', '१२']) {
      expect(parseFigure(junk)).toBeNull()
    }
    expect(query('price_min=0&rooms_max=abc&sort=cheapest')).toEqual({ ranges: {}, sort: 'newest' })
    // A zero upper bound is a bound (rooms: studios only).
    expect(query('rooms_max=0')).toEqual({ ranges: { rooms: { max: 0 } }, sort: 'newest' })
  })

  it('swaps a range written the wrong way round; writes back in one form', () => {
    const q = query('area_max=50&area_min=90&sort=newest')
    expect(q.ranges.area).toEqual({ min: 50, max: 90 })
    expect(listingQueryParams(q)).toEqual([
      ['area_min', '50'],
      ['area_max', '90'],
    ])
    const written = new URLSearchParams(listingQueryParams(q))
    expect(parseListingQuery((n) => written.get(n))).toEqual(q)
  })
})

describe('the canonical address of a grid with a listing query', () => {
  const grids = [
    {
      widgetId: 'properties',
      taxonomies: { district: ['vake', 'vera'], type: ['flat'] },
      totalPages: 3,
      listing: true,
    },
  ]
  const canonical = (q: string) => canonicalLoopQuery(grids, new URLSearchParams(q))

  it('keeps ranges and order, sorted with the taxonomy filters, and drops what means nothing', () => {
    expect(
      canonical(
        'e-filter-properties-sort=price_asc&e-filter-properties-price_min=100%2C000' +
          '&e-filter-properties-price_max=&e-filter-properties-district=vake&e-filter-properties-area_min=abc',
      ),
    ).toBe(
      'e-filter-properties-district=vake&e-filter-properties-price_min=100000&e-filter-properties-sort=price_asc',
    )
    // What a GET form sends unchanged (empty fields, the default order) is the plain page.
    expect(
      canonical(
        'e-filter-properties-price_min=&e-filter-properties-price_max=&e-filter-properties-sort=newest',
      ),
    ).toBe('')
  })

  it('reads listing parameters only for a grid that has them', () => {
    expect(
      canonicalLoopQuery(
        [{ ...grids[0]!, listing: false }],
        new URLSearchParams('e-filter-properties-price_min=5'),
      ),
    ).toBe('')
  })

  it('is its own fixed point', () => {
    const once = canonical(
      'e-filter-properties-rooms_max=1&e-filter-properties-rooms_min=3&e-page-properties=2',
    )
    expect(once).toBe(
      'e-filter-properties-rooms_max=3&e-filter-properties-rooms_min=1&e-page-properties=2',
    )
    expect(canonical(once)).toBe(once)
  })
})

describe('applyListingQuery', () => {
  // In the list's own order: newest first.
  const items = [
    { id: 1, values: { price: 300_000, area: 80, rooms: 3 } },
    { id: 2, values: { price: 150_000, area: 45, rooms: 1 } },
    { id: 3, values: { price: null, area: 120, rooms: 4 } },
    { id: 4, values: { price: 150_000, area: 60, rooms: 2 } },
    { id: 5, values: { price: 900_000, area: null, rooms: null } },
  ]
  const ids = (q: ListingQuery) => applyListingQuery(items, q).map((i) => i.id)
  const newest = { ranges: {}, sort: 'newest' } as const

  it('keeps items within every range; an item without the figure is outside it', () => {
    expect(ids(newest)).toEqual([1, 2, 3, 4, 5])
    expect(ids({ ...newest, ranges: { price: { min: 150_000, max: 300_000 } } })).toEqual([1, 2, 4])
    expect(ids({ ...newest, ranges: { price: { min: 150_000 }, rooms: { min: 2 } } })).toEqual([
      1, 4,
    ])
    expect(ids({ ...newest, ranges: { area: { max: 60 } } })).toEqual([2, 4])
  })

  it('sorts by price both ways and by area, figures missing last, ties newest first', () => {
    expect(ids({ ranges: {}, sort: 'price_asc' })).toEqual([2, 4, 1, 5, 3])
    expect(ids({ ranges: {}, sort: 'price_desc' })).toEqual([5, 1, 2, 4, 3])
    expect(ids({ ranges: {}, sort: 'area_desc' })).toEqual([3, 1, 4, 2, 5])
  })
})

describe('listingSummary', () => {
  const terms: SummaryTerms = {
    district: [
      { slug: 'vake', title: 'Vake', city: 'tbilisi' },
      { slug: 'vera', title: 'Vera', city: 'tbilisi' },
      { slug: 'old-batumi', title: 'Old Batumi', city: 'batumi' },
    ],
    type: [
      { slug: 'flat', title: 'Flat' },
      { slug: 'house', title: 'House' },
    ],
  }
  const f = (terms: string[], exclude: string[] = []) => ({ terms, exclude, join: 'OR' as const })

  it('says what the list holds in English', () => {
    const q = query('price_min=100000')
    expect(listingSummary(24, {}, { ranges: {}, sort: 'newest' }, terms, 'en')).toBe('24 listings')
    expect(
      listingSummary(12, { type: f(['flat']), district: f(['vake', 'vera']) }, q, terms, 'en'),
    ).toBe('12 flats in Tbilisi from 100,000 ₾')
    expect(listingSummary(1, { type: f(['flat']), deal: f(['sale']) }, q, terms, 'en')).toBe(
      '1 flat for sale from 100,000 ₾',
    )
    expect(
      listingSummary(
        5,
        { district: f(['vake', 'old-batumi']), type: f([], ['house']) },
        query('area_min=50&area_max=90&rooms_min=2'),
        terms,
        'en',
      ),
    ).toBe('5 listings in Vake or Batumi of 50–90 m², 2+ rooms, except houses')
  })

  it('and in Georgian, the noun singular after the number', () => {
    expect(
      listingSummary(
        12,
        { type: f(['flat']), district: f(['vake']), deal: f(['sale']) },
        query('price_max=300000'),
        { ...terms, type: [{ slug: 'flat', title: 'ბინა' }] },
        'ka',
      ),
    ).toBe('12 გასაყიდი ბინა: Vake, 300\u00a0000 ₾-მდე')
    expect(listingSummary(24, {}, { ranges: {}, sort: 'newest' }, terms, 'ka')).toBe(
      '24 განცხადება',
    )
  })
})

describe('similarProperties', () => {
  const target: SimilarCandidate = {
    id: 1,
    dealType: 'sale',
    status: 'available',
    type: 10,
    city: 'tbilisi',
    priceGel: 500_000,
  }
  const c = (id: number, over: Partial<SimilarCandidate>): SimilarCandidate => ({
    ...target,
    id,
    ...over,
  })

  it('same deal only; same type and city first, then one of them, by the nearest price; not sold', () => {
    const candidates = [
      c(2, { priceGel: 900_000 }),
      c(3, { priceGel: 450_000 }),
      c(4, { city: 'batumi', priceGel: 500_000 }),
      c(5, { dealType: 'rent', priceGel: 500_000 }),
      c(6, { status: 'sold', priceGel: 500_000 }),
      c(7, { type: 11, city: 'batumi', priceGel: 500_000 }),
      c(8, { type: 11, priceGel: 510_000 }),
    ]
    expect(similarProperties(target, candidates)).toEqual([3, 2, 4])
    expect(similarProperties(target, candidates, 5)).toEqual([3, 2, 4, 8])
    expect(similarProperties(target, [target])).toEqual([])
  })
})

describe('price per m²', () => {
  it('rounds to the lari and needs both figures', () => {
    expect(pricePerSquareMetre({ priceGel: 520_000, area: 96 })).toBe(5417)
    expect(pricePerSquareMetre({ priceGel: 520_000, area: 0 })).toBeNull()
    expect(pricePerSquareMetre({ priceGel: null, area: 96 })).toBeNull()
    expect(formatGel(5417, 'en')).toBe('5,417 ₾')
    expect(formatGel(520_000, 'ka')).toMatch(/^520\s000 ₾$/)
  })
})
