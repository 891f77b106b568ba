/**
 * The indexes as the calls and blocks read them: a district index's value at the end of a month is
 * its latest history row up to that month (a month without a row had no change), a rate is the
 * editor's. One place for the ajax answers (prices-ajax.ts, history-ajax.ts) and the blocks.
 */
import type { Payload } from 'payload'

import { dateFormatter, dateLanguage } from '@/i18n/date-format'
import type { Locale } from '@/i18n/locales'
import { SITE_TIME_ZONE } from '@/shared/constants'

import { marketStrings } from '../messages'
import {
  MARKET_DEALS,
  MARKET_HISTORY_SLUG,
  MARKET_RATES_SLUG,
  RATE_CURRENCIES,
  type MarketDeal,
  type RateCurrency,
  rateSymbol,
} from '../model/constants'
import { addMonths, changeOf, indexSymbol, monthOf, type ParsedSymbol } from '../model/indexes'

/** A row of `stm_get_prices`: Yahoo's quote fields, as the theme's templates read them. */
export interface PriceRow {
  symbol: string
  shortName: string
  fullExchangeName: string
  regularMarketPrice: number
  regularMarketChange: number
  regularMarketChangePercent: number
  /** When the value was last set: seconds since the epoch. */
  regularMarketTime: number
  currency: 'GEL'
  /** What it is: a district index or an exchange rate. */
  kind: 'district' | 'rate'
  /** A district index's listings counted this month; null for a rate. */
  listings: number | null
}

export interface DistrictSeries {
  symbol: string
  name: string
  deal: MarketDeal
  /** Its history rows, oldest first. */
  rows: { month: string; pricePerSqm: number | null; listings: number; updatedAt: string }[]
}

type Wanted = ParsedSymbol[] | null

/** The district series named in `wanted` (null: every district and deal with a history). */
export async function districtSeries(
  payload: Payload,
  locale: Locale,
  wanted: Wanted,
): Promise<DistrictSeries[]> {
  const named = wanted?.filter((s) => s.kind === 'district') ?? null
  if (named && !named.length) return []
  const districts = await payload.find({
    collection: 'property-districts',
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { title: true, slug: true },
    sort: 'title',
    ...(named ? { where: { slug: { in: [...new Set(named.map((n) => n.district))] } } } : {}),
  })
  if (!districts.docs.length) return []
  const rows = await payload.find({
    collection: MARKET_HISTORY_SLUG,
    where: { district: { in: districts.docs.map((d) => d.id) } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'month',
  })
  const byPair = new Map<string, DistrictSeries['rows']>()
  for (const row of rows.docs) {
    const key = `${String(row.district)}|${row.dealType}`
    const list = byPair.get(key) ?? []
    list.push({
      month: row.month,
      pricePerSqm: row.pricePerSqm ?? null,
      listings: row.listings,
      updatedAt: row.updatedAt,
    })
    byPair.set(key, list)
  }
  const strings = marketStrings(locale)
  const byId = new Map(districts.docs.map((d) => [d.id, d]))
  const bySlug = new Map(districts.docs.map((d) => [d.slug, d]))
  const pairs: { id: number; slug: string; title: string; deal: MarketDeal }[] = []
  if (named) {
    for (const n of named) {
      const d = bySlug.get(n.district)
      if (d?.slug) pairs.push({ id: d.id, slug: d.slug, title: d.title, deal: n.deal })
    }
  } else {
    for (const deal of MARKET_DEALS) {
      for (const d of districts.docs) {
        if (d.slug && byPair.has(`${d.id}|${deal}`))
          pairs.push({ id: d.id, slug: d.slug, title: d.title, deal })
      }
    }
  }
  return pairs
    .filter((p) => byId.has(p.id))
    .map((p) => ({
      symbol: indexSymbol(p.slug, p.deal),
      name: strings.indexName(p.title, p.deal),
      deal: p.deal,
      rows: byPair.get(`${p.id}|${p.deal}`) ?? [],
    }))
}

/** The value at the end of `month`: the latest row up to it (null before the first). */
export function valueAt(rows: DistrictSeries['rows'], month: string) {
  let found: DistrictSeries['rows'][number] | null = null
  for (const row of rows) {
    if (row.month <= month) found = row
    else break
  }
  return found
}

export interface MarketRatesValue {
  usd: number | null
  eur: number | null
  setAt: string | null
  previousUsd: number | null
  previousEur: number | null
}

export async function readRates(payload: Payload): Promise<MarketRatesValue> {
  const rates = await payload.findGlobal({
    slug: MARKET_RATES_SLUG,
    depth: 0,
    overrideAccess: true,
  })
  return {
    usd: rates.usd ?? null,
    eur: rates.eur ?? null,
    setAt: rates.setAt ?? null,
    previousUsd: rates.previousUsd ?? null,
    previousEur: rates.previousEur ?? null,
  }
}

const seconds = (iso: string | null | undefined) =>
  iso ? Math.floor(new Date(iso).getTime() / 1000) : 0

/** The rows of `stm_get_prices`, in the order asked (every index first, then the rates). */
export async function priceRows(
  payload: Payload,
  locale: Locale,
  wanted: Wanted,
  now: Date = new Date(),
): Promise<PriceRow[]> {
  const strings = marketStrings(locale)
  const month = monthOf(now)
  const before = addMonths(month, -1)
  const series = await districtSeries(payload, locale, wanted)
  const district = new Map<string, PriceRow>()
  for (const s of series) {
    const current = valueAt(s.rows, month)
    if (current?.pricePerSqm == null) continue
    const previous = valueAt(s.rows, before)
    const { change, changePercent } = changeOf(current.pricePerSqm, previous?.pricePerSqm ?? null)
    district.set(s.symbol, {
      symbol: s.symbol,
      shortName: s.name,
      fullExchangeName: strings.units[s.deal],
      regularMarketPrice: current.pricePerSqm,
      regularMarketChange: change,
      regularMarketChangePercent: changePercent,
      regularMarketTime: seconds(current.updatedAt),
      currency: 'GEL',
      kind: 'district',
      listings: current.listings,
    })
  }
  const wantsRate = (c: RateCurrency) =>
    !wanted || wanted.some((w) => w.kind === 'rate' && w.currency === c)
  const rate = new Map<RateCurrency, PriceRow>()
  if (RATE_CURRENCIES.some(wantsRate)) {
    const rates = await readRates(payload)
    for (const currency of RATE_CURRENCIES) {
      const value = currency === 'USD' ? rates.usd : rates.eur
      const previous = currency === 'USD' ? rates.previousUsd : rates.previousEur
      if (!wantsRate(currency) || value === null) continue
      const { change, changePercent } = changeOf(value, previous)
      rate.set(currency, {
        symbol: rateSymbol(currency),
        shortName: strings.currencies[currency],
        fullExchangeName: strings.rateUnit[currency],
        regularMarketPrice: value,
        regularMarketChange: Math.round(change * 10_000) / 10_000,
        regularMarketChangePercent: changePercent,
        regularMarketTime: seconds(rates.setAt),
        currency: 'GEL',
        kind: 'rate',
        listings: null,
      })
    }
  }
  if (!wanted) return [...district.values(), ...rate.values()]
  return wanted.flatMap((w) => {
    const row =
      w.kind === 'rate' ? rate.get(w.currency) : district.get(indexSymbol(w.district, w.deal))
    return row ? [row] : []
  })
}

/** A month's label on the chart: "ნოე. 2026", "Nov 2026". */
export function monthLabel(month: string, locale: Locale): string {
  return dateFormatter(dateLanguage(locale), {
    month: 'short',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(`${month}-15T12:00:00Z`))
}

export interface HistorySeries {
  symbol: string
  name: string
  values: (number | null)[]
}

/** The monthly values of the district indexes named (rates have no history: skipped). */
export async function historySeries(
  payload: Payload,
  locale: Locale,
  wanted: Wanted,
  months: string[],
): Promise<HistorySeries[]> {
  const series = await districtSeries(payload, locale, wanted)
  return series.map((s) => ({
    symbol: s.symbol,
    name: s.name,
    values: months.map((m) => valueAt(s.rows, m)?.pricePerSqm ?? null),
  }))
}
