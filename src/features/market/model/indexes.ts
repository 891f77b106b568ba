/**
 * The site's own market indexes, computed from the property listings: the average asking price
 * per m² (GEL) of a district's listings of one deal type, kept per month. Pure and isomorphic:
 * the hook (server/recompute.ts), the ajax answers and the blocks all compute through here.
 */
import { MARKET_DEALS, type MarketDeal, type RateCurrency, rateSymbol } from './constants'
import { SITE_TIME_ZONE } from '@/shared/constants'

/** What a listing contributes: its asking price (GEL; a month's rent for rent) and area (m²). */
export interface PricedListing {
  priceGel?: number | null
  area?: number | null
}

export interface IndexValue {
  /** Average of the listings' price per m², GEL, rounded to whole lari; null when none count. */
  pricePerSqm: number | null
  /** How many listings counted (a price and an area above zero). */
  listings: number
}

/**
 * The index of a set of listings: the mean of each listing's price per m². Listings without a
 * positive price or area do not count (a listing "price on request" says nothing about the
 * market). Rounded once, at the end, to whole lari (rent: to 0.01 ₾, it is small per m²).
 */
export function computeIndex(listings: readonly PricedListing[], deal: MarketDeal): IndexValue {
  let sum = 0
  let count = 0
  for (const listing of listings) {
    const price = listing.priceGel
    const area = listing.area
    if (typeof price !== 'number' || typeof area !== 'number') continue
    if (!Number.isFinite(price) || !Number.isFinite(area) || price <= 0 || area <= 0) continue
    sum += price / area
    count += 1
  }
  if (count === 0) return { pricePerSqm: null, listings: 0 }
  return { pricePerSqm: roundIndex(sum / count, deal), listings: count }
}

/** Sale indexes in whole lari; rent (a few ₾ per m² a month) to the tetri. */
export function roundIndex(value: number, deal: MarketDeal): number {
  return deal === 'rent' ? Math.round(value * 100) / 100 : Math.round(value)
}

const monthFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  timeZone: SITE_TIME_ZONE,
})

/** The month of an instant on Tbilisi's calendar, `YYYY-MM`. */
export function monthOf(date: Date): string {
  const parts = monthFormat.formatToParts(date)
  const year = parts.find((p) => p.type === 'year')?.value
  const month = parts.find((p) => p.type === 'month')?.value
  return `${year}-${month}`
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** `month` moved by `delta` months (`2026-01` − 1 = `2025-12`). */
export function addMonths(month: string, delta: number): string {
  const match = MONTH.exec(month)
  if (!match) throw new Error(`Not a month: ${month}`)
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + delta
  const year = Math.floor(index / 12)
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The `count` months ending with `last`, oldest first. */
export function monthsEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1))
}

/** A district index's symbol: the district's slug and the deal (`vake-sale`). */
export const indexSymbol = (districtSlug: string, deal: MarketDeal) => `${districtSlug}-${deal}`

export type ParsedSymbol =
  | { kind: 'district'; district: string; deal: MarketDeal }
  | { kind: 'rate'; currency: RateCurrency }

const DISTRICT_SYMBOL = new RegExp(`^([a-z0-9][a-z0-9-]{0,99})-(${MARKET_DEALS.join('|')})$`)

/** A symbol as the calls and blocks name it; null when it is not one of the two forms. */
export function parseSymbol(symbol: string): ParsedSymbol | null {
  const upper = symbol.toUpperCase()
  if (upper === rateSymbol('USD')) return { kind: 'rate', currency: 'USD' }
  if (upper === rateSymbol('EUR')) return { kind: 'rate', currency: 'EUR' }
  const match = DISTRICT_SYMBOL.exec(symbol.toLowerCase())
  if (!match) return null
  return { kind: 'district', district: match[1]!, deal: match[2] as MarketDeal }
}

/** The change from `previous` to `current`, and in per cent (two decimals); 0 without a base. */
export function changeOf(
  current: number | null,
  previous: number | null,
): { change: number; changePercent: number } {
  if (current === null || previous === null || previous === 0)
    return { change: 0, changePercent: 0 }
  const change = Math.round((current - previous) * 100) / 100
  const changePercent = Math.round(((current - previous) / previous) * 10_000) / 100
  return { change, changePercent }
}
