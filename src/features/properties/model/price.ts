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
