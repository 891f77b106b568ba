/** Every visitor-facing text of the market indexes (ajax answers and blocks), Georgian first. */
import type { Locale } from '@/i18n/locales'

import type { MarketDeal, RateCurrency } from './model/constants'

export interface MarketStrings {
  /** A district index's name: "ვაკე · იყიდება". */
  indexName: (district: string, deal: MarketDeal) => string
  deals: Record<MarketDeal, string>
  /** The unit of a district index: lari per m² (a month, for rent). */
  units: Record<MarketDeal, string>
  currencies: Record<RateCurrency, string>
  /** The unit of a rate: "₾ for 1 $". */
  rateUnit: Record<RateCurrency, string>
  ticker: string
  table: string
  chart: string
  chartDescription: (first: string, last: string) => string
  /** A line of the chart in words: where it starts and ends. */
  seriesRange: (label: string, first: string, last: string) => string
  index: string
  price: string
  change: string
  changePercent: string
  rose: string
  fell: string
  unchanged: string
  noData: string
  ratesSetAt: (date: string) => string
  sourceNote: string
}

const strings: Record<Locale, MarketStrings> = {
  ka: {
    indexName: (district, deal) => `${district} · ${strings.ka.deals[deal]}`,
    deals: { sale: 'იყიდება', rent: 'ქირავდება' },
    units: { sale: '₾ / მ²', rent: '₾ / მ² თვეში' },
    currencies: { USD: 'აშშ დოლარი', EUR: 'ევრო' },
    rateUnit: { USD: '₾ 1 $-ად', EUR: '₾ 1 €-ად' },
    ticker: 'ბინების ფასები უბნების მიხედვით',
    table: 'უძრავი ქონების ინდექსები',
    chart: 'კვადრატული მეტრის საშუალო ფასი',
    chartDescription: (first, last) => `თვიური ცვლილება, ${first} – ${last}`,
    seriesRange: (label, first, last) => `${label}: ${first} ₾-დან ${last} ₾-მდე`,
    index: 'ინდექსი',
    price: 'ფასი',
    change: 'ცვლილება',
    changePercent: 'ცვლილება, %',
    rose: 'გაიზარდა',
    fell: 'შემცირდა',
    unchanged: 'უცვლელია',
    noData: 'მონაცემები ჯერ არ არის.',
    ratesSetAt: (date) => `კურსი დადგენილია ${date}`,
    sourceNote:
      'საშუალო მოთხოვნილი ფასი 1 მ²-ზე, გამოთვლილი ჩვენი აქტიური განცხადებებიდან; წინა თვესთან შედარებით.',
  },
  en: {
    indexName: (district, deal) => `${district} · ${strings.en.deals[deal]}`,
    deals: { sale: 'for sale', rent: 'for rent' },
    units: { sale: '₾ / m²', rent: '₾ / m² a month' },
    currencies: { USD: 'US dollar', EUR: 'Euro' },
    rateUnit: { USD: '₾ for 1 $', EUR: '₾ for 1 €' },
    ticker: 'Flat prices by district',
    table: 'Property price indexes',
    chart: 'Average price per square metre',
    chartDescription: (first, last) => `Monthly, ${first} – ${last}`,
    seriesRange: (label, first, last) => `${label}: from ${first} ₾ to ${last} ₾`,
    index: 'Index',
    price: 'Price',
    change: 'Change',
    changePercent: 'Change, %',
    rose: 'rose',
    fell: 'fell',
    unchanged: 'unchanged',
    noData: 'No figures yet.',
    ratesSetAt: (date) => `Rates set on ${date}`,
    sourceNote:
      'Average asking price per m², computed from our active listings; change on the month before.',
  },
}

export function marketStrings(locale: Locale): MarketStrings {
  return strings[locale]
}
