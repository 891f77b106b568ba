/**
 * Demo market figures: the exchange rates (1 USD = 2.70 ₾, 1 EUR = 2.95 ₾, replacing 2.72 and
 * 2.93 so the change shows), twelve months of history for every district and deal the seeded
 * listings are in (the current month is what the listings give, written by the properties hook as
 * they were seeded; the eleven before it walk back from it along a plausible trend), and the
 * `/market` page with the table and the chart. The home page's ticker is in the site's seed
 * (src/seed/data/pages.ts).
 */
import type { Payload } from 'payload'

import { seedPage } from '@/lib/seed-kit/documents'

import { MARKET_HISTORY_SLUG, MARKET_RATES_SLUG } from './model/constants'
import { addMonths, monthOf, roundIndex } from './model/indexes'
import { recomputePairs, writeHistoryRow, type MarketPair } from './server/recompute'

const context = { disableRevalidate: true }

export const MARKET_PAGE_SLUG = 'market'

/** A small deterministic number in [-1, 1] from a text (the same wiggle on every seed). */
function wiggle(text: string, i: number): number {
  let h = 2166136261
  for (const c of `${text}:${i}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return ((h >>> 0) % 2001) / 1000 - 1
}

/**
 * The value `back` months before `current`: sale prices grew about 0.7 % a month over the year,
 * rents about 0.9 % with a summer bump by the sea; each month wiggles by up to ±0.8 %.
 */
export function seededValue(current: number, pair: MarketPair, key: string, back: number): number {
  const monthly = pair.deal === 'sale' ? 0.007 : 0.009
  const trend = (1 + monthly) ** -back
  const noise = 1 + wiggle(key, back) * 0.008
  return roundIndex(current * trend * noise, pair.deal)
}

export async function seedMarket(payload: Payload): Promise<void> {
  await payload.updateGlobal({ slug: MARKET_RATES_SLUG, data: { usd: 2.72, eur: 2.93 }, context })
  await payload.updateGlobal({ slug: MARKET_RATES_SLUG, data: { usd: 2.7, eur: 2.95 }, context })

  const now = new Date()
  const month = monthOf(now)
  const districts = await payload.find({
    collection: 'property-districts',
    depth: 0,
    pagination: false,
    select: { slug: true },
  })
  const pairs: (MarketPair & { slug: string })[] = districts.docs.flatMap((d) =>
    (['sale', 'rent'] as const).map((deal) => ({ district: d.id, deal, slug: d.slug ?? '' })),
  )
  // The current month from the listings (the hook wrote it as they were seeded; again here, so
  // the seed stands on its own).
  await recomputePairs(payload, pairs, undefined, now)
  const current = await payload.find({
    collection: MARKET_HISTORY_SLUG,
    where: { month: { equals: month } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const row of current.docs) {
    if (row.pricePerSqm == null) continue
    const pair = pairs.find((p) => p.district === row.district && p.deal === row.dealType)
    if (!pair) continue
    for (let back = 1; back <= 11; back++) {
      const value = seededValue(row.pricePerSqm, pair, `${pair.slug}-${pair.deal}`, back)
      await writeHistoryRow(payload, pair, addMonths(month, -back), {
        pricePerSqm: value,
        listings: row.listings,
      })
    }
  }

  await seedPage(payload, {
    slug: MARKET_PAGE_SLUG,
    title: { ka: 'ბაზრის ინდექსები', en: 'Market indexes' },
    description: {
      ka: 'ბინების საშუალო ფასი კვადრატულ მეტრზე თბილისის, ბათუმისა და ბაკურიანის უბნებში და ვალუტის კურსი.',
      en: 'The average price per square metre of flats in the districts of Tbilisi, Batumi and Bakuriani, and the exchange rates.',
    },
    layout: (locale) => [
      {
        blockType: 'marketTable',
        heading: locale === 'ka' ? 'ფასები უბნების მიხედვით' : 'Prices by district',
        deal: 'all',
        showRates: true,
      },
      {
        blockType: 'marketChart',
        heading:
          locale === 'ka'
            ? 'გასაყიდი ბინების ფასი: ბოლო 12 თვე'
            : 'Prices of flats for sale: the last 12 months',
        symbols: 'vake-sale, saburtalo-sale, old-batumi-sale',
        months: 12,
      },
    ],
  })
}
