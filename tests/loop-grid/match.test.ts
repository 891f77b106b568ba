/** The loop grid's pure rules: matching (AND, OR, NOT, across taxonomies), counts, pages, and
 * `widget_filters` to and from the address. */
import { describe, expect, it } from 'vitest'

import { filterLinkState } from '@/features/loop-grid/model/filter-links'
import { matchItems, pageOf, termCounts, type IndexedItem } from '@/features/loop-grid/model/match'
import {
  readWidgetFilters,
  widgetFiltersFromSearch,
} from '@/features/loop-grid/model/widget-filters'

const items: IndexedItem[] = [
  { id: 1, terms: { district: ['vake'], tag: ['new', 'garden'] } },
  { id: 2, terms: { district: ['vera'], tag: ['new'] } },
  { id: 3, terms: { district: ['vake'], tag: [] } },
  { id: 4, terms: { district: [], tag: ['garden'] } },
]
const ids = (list: IndexedItem[]) => list.map((i) => i.id)

describe('matchItems', () => {
  it('AND needs every term, OR any, NOT none; taxonomies combine with AND', () => {
    expect(ids(matchItems(items, {}))).toEqual([1, 2, 3, 4])
    expect(
      ids(matchItems(items, { tag: { terms: ['new', 'garden'], exclude: [], join: 'AND' } })),
    ).toEqual([1])
    expect(
      ids(matchItems(items, { tag: { terms: ['new', 'garden'], exclude: [], join: 'OR' } })),
    ).toEqual([1, 2, 4])
    expect(ids(matchItems(items, { tag: { terms: [], exclude: ['new'], join: 'AND' } }))).toEqual([
      3, 4,
    ])
    expect(
      ids(
        matchItems(items, {
          district: { terms: ['vake'], exclude: [], join: 'AND' },
          tag: { terms: [], exclude: ['garden'], join: 'AND' },
        }),
      ),
    ).toEqual([3])
    // An item without the taxonomy matches only filters that exclude.
    expect(
      ids(matchItems(items, { district: { terms: [], exclude: ['vake', 'vera'], join: 'OR' } })),
    ).toEqual([4])
  })

  it('counts items per term and pages a list', () => {
    expect(Object.fromEntries(termCounts(items, 'tag'))).toEqual({ new: 2, garden: 2 })
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({
      items: [3, 4],
      page: 2,
      totalPages: 3,
      total: 5,
    })
    expect(pageOf([1, 2, 3], 9, 2)).toMatchObject({ items: [3], page: 2 })
    expect(pageOf([], 1, 2)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 })
  })
})

describe('widget_filters', () => {
  it('is built from the address and read back to the same filters', () => {
    const search = new URLSearchParams(
      'e-filter-g1-district=vake~vera&e-filter-g1-type=flat+!house&e-filter-g2-type=x&q=1',
    )
    const sent = widgetFiltersFromSearch(search, 'g1')
    expect(sent).toEqual({
      taxonomy: {
        district: { terms: ['vake', 'vera'], logicalJoin: 'OR' },
        type: { terms: ['flat', '!house'], logicalJoin: 'AND' },
      },
    })
    expect(readWidgetFilters(sent)).toEqual({
      district: { terms: ['vake', 'vera'], exclude: [], join: 'OR' },
      type: { terms: ['flat'], exclude: ['house'], join: 'AND' },
    })
  })

  it('refuses what is not an object of that shape, and drops junk terms', () => {
    expect(readWidgetFilters(undefined)).toEqual({})
    expect(readWidgetFilters('x')).toBeNull()
    expect(readWidgetFilters([])).toBeNull()
    expect(readWidgetFilters({ district: 'vake' })).toBeNull()
    expect(readWidgetFilters({ district: { terms: 'vake' } })).toBeNull()
    expect(
      readWidgetFilters({ district: { terms: ['<script>', 42, 'vake'], logicalJoin: 'XOR' } }),
    ).toEqual({
      district: { terms: ['vake'], exclude: [], join: 'AND' },
    })
  })
})

describe('filter links', () => {
  const search = new URLSearchParams('e-filter-g1-district=vake&e-page-g1=3&q=1')
  it('toggle a term, drop the widget page, keep other parameters', () => {
    expect(
      filterLinkState(search, 'g1', 'district', 'OR', { term: 'vera', mode: 'include' }),
    ).toEqual({
      href: '?e-filter-g1-district=vake~vera&q=1',
      current: false,
    })
    expect(
      filterLinkState(search, 'g1', 'district', 'OR', { term: 'vake', mode: 'include' }),
    ).toEqual({
      href: '?q=1',
      current: true,
    })
    expect(
      filterLinkState(search, 'g1', 'district', 'OR', { term: 'vera', mode: 'exclude' }).href,
    ).toBe('?e-filter-g1-district=vake~!vera&q=1')
    // Disabled join: one term at a time.
    expect(
      filterLinkState(search, 'g1', 'district', null, { term: 'vera', mode: 'include' }).href,
    ).toBe('?e-filter-g1-district=vera&q=1')
    // "All" clears the taxonomy; with nothing left the link still clears the query.
    expect(filterLinkState(search, 'g1', 'district', 'OR', { term: '', mode: 'include' })).toEqual({
      href: '?q=1',
      current: false,
    })
    expect(
      filterLinkState(new URLSearchParams(), 'g1', 'district', 'OR', { term: '', mode: 'include' }),
    ).toEqual({
      href: '?',
      current: true,
    })
  })
})

describe('widget_filters join of a one-term filter', () => {
  it('comes from the filter’s setting, since the address cannot show it', () => {
    const search = new URLSearchParams('e-filter-g1-district=vake&e-filter-g1-type=flat~house')
    expect(widgetFiltersFromSearch(search, 'g1', { district: 'OR', type: 'AND' }).taxonomy).toEqual(
      {
        district: { terms: ['vake'], logicalJoin: 'OR' },
        type: { terms: ['flat', 'house'], logicalJoin: 'OR' },
      },
    )
  })
})
