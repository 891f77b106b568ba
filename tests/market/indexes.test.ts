/**
 * The market indexes' computation (src/features/market/model): the average asking price per m²
 * of a set of listings, months on Tbilisi's calendar, symbols, changes, and the calls' fields.
 */
import { describe, expect, it } from 'vitest'

import {
  addMonths,
  changeOf,
  computeIndex,
  monthOf,
  monthsEnding,
  parseSymbol,
} from '@/features/market/model/indexes'
import { readColours, readIndexes, readInterval, readRange } from '@/features/market/model/params'

describe('computeIndex', () => {
  it('averages each listing’s price per m² (not total price over total area)', () => {
    // 100 000 / 50 = 2 000 and 300 000 / 100 = 3 000: the mean is 2 500 (sum/sum would be 2 667).
    const value = computeIndex(
      [
        { priceGel: 100_000, area: 50 },
        { priceGel: 300_000, area: 100 },
      ],
      'sale',
    )
    expect(value).toEqual({ pricePerSqm: 2500, listings: 2 })
  })

  it('leaves out listings without a positive price or area', () => {
    const value = computeIndex(
      [
        { priceGel: 200_000, area: 80 },
        { priceGel: null, area: 60 },
        { priceGel: 150_000, area: 0 },
        { priceGel: 0, area: 40 },
        { priceGel: Number.NaN, area: 40 },
        { area: 40 },
      ],
      'sale',
    )
    expect(value).toEqual({ pricePerSqm: 2500, listings: 1 })
  })

  it('has no value without listings', () => {
    expect(computeIndex([], 'sale')).toEqual({ pricePerSqm: null, listings: 0 })
  })

  it('rounds sale to whole lari and rent to the tetri', () => {
    expect(computeIndex([{ priceGel: 100_001, area: 3 }], 'sale').pricePerSqm).toBe(33_334)
    expect(computeIndex([{ priceGel: 2_000, area: 70 }], 'rent').pricePerSqm).toBe(28.57)
  })
})

describe('months', () => {
  it('reads the month on Tbilisi’s calendar (UTC+4)', () => {
    expect(monthOf(new Date('2026-11-30T19:59:00Z'))).toBe('2026-11')
    expect(monthOf(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12')
  })

  it('moves across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2025-12', 1)).toBe('2026-01')
    expect(addMonths('2026-03', -27)).toBe('2023-12')
    expect(monthsEnding('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
  })
})

describe('symbols and changes', () => {
  it('reads district indexes and rates', () => {
    expect(parseSymbol('vake-sale')).toEqual({ kind: 'district', district: 'vake', deal: 'sale' })
    expect(parseSymbol('Old-Batumi-RENT')).toEqual({
      kind: 'district',
      district: 'old-batumi',
      deal: 'rent',
    })
    expect(parseSymbol('usdgel')).toEqual({ kind: 'rate', currency: 'USD' })
    expect(parseSymbol('EURGEL')).toEqual({ kind: 'rate', currency: 'EUR' })
    for (const bad of ['vake', 'vake-lease', '-sale', 'a b-sale', '^GSPC', '<x>-sale'])
      expect(parseSymbol(bad), bad).toBeNull()
  })

  it('gives the change and its per cent, 0 without a base', () => {
    expect(changeOf(2600, 2500)).toEqual({ change: 100, changePercent: 4 })
    expect(changeOf(2.7, 2.72)).toEqual({ change: -0.02, changePercent: -0.74 })
    expect(changeOf(2500, null)).toEqual({ change: 0, changePercent: 0 })
    expect(changeOf(null, 2500)).toEqual({ change: 0, changePercent: 0 })
  })
})

describe('the calls’ fields', () => {
  it('indexes: empty means all; the theme’s ", " list; a malformed symbol is an error', () => {
    expect(readIndexes(undefined)).toEqual({ ok: true, value: null })
    expect(readIndexes(' , ')).toEqual({ ok: true, value: null })
    const read = readIndexes('vake-sale, USDGEL,vake-sale')
    expect(read.ok && read.value).toEqual([
      { kind: 'district', district: 'vake', deal: 'sale' },
      { kind: 'rate', currency: 'USD' },
    ])
    expect(readIndexes('vake-sale, <script>').ok).toBe(false)
    expect(readIndexes('x'.repeat(3000)).ok).toBe(false)
    expect(readIndexes(Array.from({ length: 41 }, (_, i) => `d${i}-sale`).join(',')).ok).toBe(false)
  })

  it('range: Yahoo’s ranges in months, default a year; junk is an error', () => {
    expect(readRange(undefined, '2026-11')).toEqual({ ok: true, value: 12 })
    expect(readRange('6mo', '2026-11')).toEqual({ ok: true, value: 6 })
    expect(readRange('2y', '2026-11')).toEqual({ ok: true, value: 24 })
    expect(readRange('ytd', '2026-11')).toEqual({ ok: true, value: 11 })
    expect(readRange('1d', '2026-11')).toEqual({ ok: true, value: 2 })
    expect(readRange('18mo', '2026-11')).toEqual({ ok: true, value: 18 })
    for (const bad of ['0mo', '11y', 'forever', '-1y', '1e9'])
      expect(readRange(bad, '2026-11').ok, bad).toBe(false)
  })

  it('interval: any of Yahoo’s, answered monthly', () => {
    expect(readInterval('1h')).toEqual({ ok: true, value: '1mo' })
    expect(readInterval(undefined)).toEqual({ ok: true, value: '1mo' })
    expect(readInterval('7s').ok).toBe(false)
  })

  it('colours: hex and rgb()/hsl() lists, empty entries take the defaults', () => {
    expect(readColours('fill_color', '#fff, rgba(1, 2, 3, .5), ,hsl(120, 50%, 40%)')).toEqual({
      ok: true,
      value: ['#fff', 'rgba(1, 2, 3, .5)', null, 'hsl(120, 50%, 40%)'],
    })
    expect(readColours('fill_color', '').ok).toBe(true)
    for (const bad of ['red;x', 'url(x)', '#ggg', 'rgb(1,2)', 'expression(alert(1))'])
      expect(readColours('fill_color', bad).ok, bad).toBe(false)
  })
})
