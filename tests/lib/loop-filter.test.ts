/** The loop grid's filter URL codec and its logical-join rule (docs/compatibility.md). */
import { describe, expect, it } from 'vitest'

import {
  decodeFilter,
  encodeFilter,
  filterParamName,
  parseLogicalJoin,
  queryString,
  readWidgetFilters,
  readWidgetPage,
  toggleTerm,
  withFilter,
  withPage,
} from '@/lib/loop-filter'

describe('logical join', () => {
  it('is AND or OR; anything else is disabled', () => {
    expect(parseLogicalJoin('AND')).toBe('AND')
    expect(parseLogicalJoin('OR')).toBe('OR')
    for (const other of ['and', 'or', 'XOR', '', null, undefined, 1, {}]) {
      expect(parseLogicalJoin(other)).toBeNull()
    }
  })
})

describe('filter values', () => {
  it('joins terms with + for AND and ~ for OR, ! before an excluded term', () => {
    expect(encodeFilter({ terms: ['vake', 'vera'], exclude: [], join: 'AND' })).toBe('vake+vera')
    expect(encodeFilter({ terms: ['vake', 'vera'], exclude: [], join: 'OR' })).toBe('vake~vera')
    expect(encodeFilter({ terms: ['flat'], exclude: ['studio'], join: 'AND' })).toBe('flat+!studio')
  })

  it('reads them back, a space (a decoded +) as AND, dropping what is not a slug', () => {
    expect(decodeFilter('vake+vera')).toEqual({ terms: ['vake', 'vera'], exclude: [], join: 'AND' })
    expect(decodeFilter('vake vera')).toEqual({ terms: ['vake', 'vera'], exclude: [], join: 'AND' })
    expect(decodeFilter('vake~!vera')).toEqual({ terms: ['vake'], exclude: ['vera'], join: 'OR' })
    expect(decodeFilter('vake+vake+<script>+')).toEqual({
      terms: ['vake'],
      exclude: [],
      join: 'AND',
    })
    expect(decodeFilter('')).toBeNull()
    expect(decodeFilter(null)).toBeNull()
    expect(decodeFilter('!!x+%27')).toBeNull()
  })
})

describe('the query string', () => {
  const search = new URLSearchParams(
    'e-filter-grid1-district=vake+vera&e-filter-grid1-type=flat&e-page-grid1=3&e-page-other=2&q=a%2Bb',
  )

  it('reads one widget’s filters and page; another widget’s are its own', () => {
    expect(readWidgetFilters(search, 'grid1', ['district', 'type', 'rooms'])).toEqual({
      district: { terms: ['vake', 'vera'], exclude: [], join: 'AND' },
      type: { terms: ['flat'], exclude: [], join: 'AND' },
    })
    expect(readWidgetFilters(search, 'grid2', ['district'])).toEqual({})
    expect(readWidgetPage(search, 'grid1')).toBe(3)
    expect(readWidgetPage(new URLSearchParams('e-page-grid1=x'), 'grid1')).toBe(1)
    expect(readWidgetPage(new URLSearchParams('e-page-grid1=0'), 'grid1')).toBe(1)
  })

  it('changing a filter drops that widget’s page and keeps everything else', () => {
    const next = withFilter(search, 'grid1', 'district', {
      terms: ['saburtalo'],
      exclude: [],
      join: 'OR',
    })
    expect(next.get(filterParamName('grid1', 'district'))).toBe('saburtalo')
    expect(next.get('e-page-grid1')).toBeNull()
    expect(next.get('e-page-other')).toBe('2')
    expect(next.get('q')).toBe('a+b')
    expect(withFilter(search, 'grid1', 'type', null).has('e-filter-grid1-type')).toBe(false)
  })

  it('page 2 keeps the filters; page 1 is no parameter', () => {
    const filtered = new URLSearchParams('e-filter-grid1-district=vake+vera')
    expect(queryString(withPage(filtered, 'grid1', 2))).toBe(
      '?e-filter-grid1-district=vake+vera&e-page-grid1=2',
    )
    expect(queryString(withPage(withPage(filtered, 'grid1', 2), 'grid1', 1))).toBe(
      '?e-filter-grid1-district=vake+vera',
    )
  })

  it('writes filter values as Elementor does and other values encoded', () => {
    const q = new URLSearchParams()
    q.set('e-filter-g-district', 'vake~!vera')
    q.set('q', 'a+b c')
    expect(queryString(q)).toBe('?e-filter-g-district=vake~!vera&q=a%2Bb+c')
    expect(queryString(new URLSearchParams())).toBe('')
    // Read back exactly.
    const back = new URLSearchParams(queryString(q).slice(1))
    expect(decodeFilter(back.get('e-filter-g-district'))).toEqual({
      terms: ['vake'],
      exclude: ['vera'],
      join: 'OR',
    })
    expect(back.get('q')).toBe('a+b c')
  })
})

describe('toggling a term', () => {
  it('adds and removes with a join; replaces and clears without one', () => {
    const one = toggleTerm(undefined, 'vake', 'OR')
    expect(one).toEqual({ terms: ['vake'], exclude: [], join: 'OR' })
    const two = toggleTerm(one!, 'vera', 'OR')
    expect(two).toEqual({ terms: ['vake', 'vera'], exclude: [], join: 'OR' })
    expect(toggleTerm(two!, 'vake', 'OR')).toEqual({ terms: ['vera'], exclude: [], join: 'OR' })
    expect(toggleTerm(toggleTerm(undefined, 'vake', 'AND')!, 'vake', 'AND')).toBeNull()
    expect(toggleTerm(two!, 'studio', 'OR', 'exclude')).toEqual({
      terms: ['vake', 'vera'],
      exclude: ['studio'],
      join: 'OR',
    })
    // Disabled: one term at a time.
    const single = toggleTerm(two!, 'saburtalo', null)
    expect(single).toEqual({ terms: ['saburtalo'], exclude: [], join: 'AND' })
    expect(toggleTerm(single!, 'saburtalo', null)).toBeNull()
  })
})
