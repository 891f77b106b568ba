/**
 * The heading over a filtered property list, saying what it holds: "12 flats in Tbilisi from
 * 100,000 ₾", "3 გასაყიდი ბინა: ვაკე, 50–90 მ²". A district choice that covers every district of a
 * city is named by the city. Isomorphic and pure.
 */
import type { Locale } from '@/i18n/locales'
import type { TaxonomyFilter } from '@/lib/loop-filter'

import { propertyStrings } from '../messages'
import { DEAL_TYPES, type City, type DealType } from './constants'
import { LISTING_RANGES, type ListingQuery } from './listing-query'
import { formatGel, formatNumber } from './price'

export interface SummaryTerms {
  district: { slug: string; title: string; city: City }[]
  type: { slug: string; title: string }[]
}

function places(
  chosen: readonly string[],
  districts: SummaryTerms['district'],
  locale: Locale,
): string[] {
  const s = propertyStrings(locale)
  const picked = districts.filter((d) => chosen.includes(d.slug))
  const names: string[] = []
  const cities = [...new Set(picked.map((d) => d.city))]
  for (const city of cities) {
    const inCity = districts.filter((d) => d.city === city)
    const pickedInCity = picked.filter((d) => d.city === city)
    if (pickedInCity.length === inCity.length) names.push(s.cities[city])
    else names.push(...pickedInCity.map((d) => d.title))
  }
  return names
}

export function listingSummary(
  total: number,
  filters: Partial<Record<'district' | 'type' | 'deal', TaxonomyFilter>>,
  query: ListingQuery,
  terms: SummaryTerms,
  locale: Locale,
): string {
  const s = propertyStrings(locale)
  const join = (list: string[]) => list.join(` ${s.or} `)
  const typeTitles = terms.type
    .filter((t) => filters.type?.terms.includes(t.slug))
    .map((t) => s.typeNoun(t.title, total))
  const noun = typeTitles.length ? join(typeTitles) : s.listingNoun(total)
  const deals = (filters.deal?.terms ?? []).filter((d): d is DealType =>
    (DEAL_TYPES as readonly string[]).includes(d),
  )
  const deal = deals.length === 1 ? s.dealPhrase[deals[0]!] : ''
  const where = places(filters.district?.terms ?? [], terms.district, locale)
  const excluded = [
    ...terms.district.filter((d) => filters.district?.exclude.includes(d.slug)).map((d) => d.title),
    ...terms.type
      .filter((t) => filters.type?.exclude.includes(t.slug))
      .map((t) => s.typeNoun(t.title, 2)),
  ]
  const ranges = LISTING_RANGES.flatMap((range) => {
    const bounds = query.ranges[range]
    if (!bounds) return []
    const text = (v: number) => (range === 'price' ? formatGel(v, locale) : formatNumber(v, locale))
    const words = s.range[range]
    if (bounds.min !== undefined && bounds.max !== undefined) {
      return [words.between(text(bounds.min), text(bounds.max))]
    }
    return [bounds.min !== undefined ? words.from(text(bounds.min)) : words.to(text(bounds.max!))]
  })
  const count = formatNumber(total, locale)
  if (locale === 'en') {
    const head = [count, noun, deal, where.length ? `in ${join(where)}` : ''].filter(Boolean)
    let text = head.join(' ')
    if (ranges.length) text += ` ${ranges.join(', ')}`
    if (excluded.length) text += `, ${s.except(excluded.join(', '))}`
    return text
  }
  const head = [count, deal, noun].filter(Boolean).join(' ')
  const rest = [
    ...(where.length ? [join(where)] : []),
    ...ranges,
    ...(excluded.length ? [s.except(excluded.join(', '))] : []),
  ]
  return rest.length ? `${head}: ${rest.join(', ')}` : head
}
