/** Prices as a visitor reads them: "₾ 245,000 · $ 90,000", rent "a month". Isomorphic. */
import type { Locale } from '@/i18n/locales'

const formats = new Map<string, Intl.NumberFormat>()

function format(locale: Locale, currency: 'GEL' | 'USD'): Intl.NumberFormat {
  const key = `${locale}:${currency}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale === 'ka' ? 'ka-GE' : 'en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    })
    formats.set(key, f)
  }
  return f
}

export function formatPrices(
  prices: { priceGel?: number | null; priceUsd?: number | null },
  locale: Locale,
): string[] {
  const out: string[] = []
  if (typeof prices.priceGel === 'number') out.push(format(locale, 'GEL').format(prices.priceGel))
  if (typeof prices.priceUsd === 'number') out.push(format(locale, 'USD').format(prices.priceUsd))
  return out
}

const numbers = new Map<Locale, Intl.NumberFormat>()

/** A whole number as the locale groups its digits: "245 000" (ka), "245,000" (en). */
export function formatNumber(value: number, locale: Locale): string {
  let f = numbers.get(locale)
  if (!f) {
    f = new Intl.NumberFormat(locale === 'ka' ? 'ka-GE' : 'en-US', { maximumFractionDigits: 0 })
    numbers.set(locale, f)
  }
  return f.format(value)
}

/** An amount in lari with the sign after it, in both languages: "245 000 ₾", "245,000 ₾". */
export const formatGel = (value: number, locale: Locale) => `${formatNumber(value, locale)} ₾`

/** GEL per m², rounded to the lari; null without a price or an area. */
export function pricePerSquareMetre(property: {
  priceGel?: number | null
  area?: number | null
}): number | null {
  const { priceGel, area } = property
  if (typeof priceGel !== 'number' || typeof area !== 'number' || !(area > 0)) return null
  return Math.round(priceGel / area)
}
