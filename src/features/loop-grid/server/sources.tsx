/**
 * What a loop grid can list, and how: each source's collection, taxonomies and order
 * (`source-defs.ts`) and its card. Adding a source is one entry in each.
 */
import type { ReactElement } from 'react'
import type { Payload } from 'payload'

import { NewsCard } from '@/components/news/NewsCard'
import type { PostCard } from '@/components/news/post-card'
import { attendedCounts, EventCard } from '@/features/events/app'
import { ListingControls, PropertyCard, propertyStrings } from '@/features/properties/app'
import { DEAL_TYPES, type City } from '@/features/properties/model/constants'
import type { ListingQuery } from '@/features/properties/model/listing-query'
import { propertyPaths } from '@/features/properties/model/paths'
import { formatPrices } from '@/features/properties/model/price'
import { listingSummary } from '@/features/properties/model/summary'
import type { Locale } from '@/i18n/locales'
import type { TaxonomyFilter } from '@/lib/loop-filter'
import { placeOf } from '@/lib/map-clusters'
import type { Event, Property } from '@/payload-types'

import type { LoopSourceName } from '../model/constants'
import type { ListingMapPoint } from '../model/listing-map'
import { LOOP_SOURCE_DEFS, type LoopSourceDef, type TaxonomyDef, type Term } from './source-defs'

export type { Term, TaxonomyDef } from './source-defs'

export interface LoopSource extends LoopSourceDef {
  /** Cards for one page of items (documents read at depth 1), as `<li>` elements. */
  cards: (
    payload: Payload,
    docs: unknown[],
    locale: Locale,
    headingLevel: 2 | 3,
  ) => Promise<ReactElement[]>
  /** For a source with a listing query: its form (ranges, order) in the grid's filter panel. */
  controls?: (props: { widgetId: string; locale: Locale; search: URLSearchParams }) => ReactElement
  /** For a source with a listing query: the list's heading, its filters in words. */
  summary?: (
    total: number,
    filters: Record<string, TaxonomyFilter>,
    query: ListingQuery,
    terms: Record<string, Term[]>,
    locale: Locale,
  ) => string
  /** For a source whose items have a place: what the listing map shows of one (depth 0). */
  mapPoint?: {
    select: Record<string, true>
    of: (doc: unknown, locale: Locale) => Omit<ListingMapPoint, 'id'> | null
  }
}

/** The deal taxonomy's terms, titled in the visitor's language. */
const dealTerms: TaxonomyDef['terms'] = async (_payload, locale) =>
  DEAL_TYPES.map((value) => ({
    key: value,
    slug: value,
    title: propertyStrings(locale).deals[value],
  }))

export const LOOP_SOURCES: Record<LoopSourceName, LoopSource> = {
  properties: {
    ...LOOP_SOURCE_DEFS.properties,
    taxonomies: LOOP_SOURCE_DEFS.properties.taxonomies.map((t) =>
      t.name === 'deal' ? { ...t, terms: dealTerms } : t,
    ),
    controls: (props) => <ListingControls {...props} />,
    summary: (total, filters, query, terms, locale) => {
      const text = listingSummary(
        total,
        filters,
        query,
        {
          district: (terms.district ?? []).map((t) => ({ ...t, city: t.group as City })),
          type: terms.type ?? [],
        },
        locale,
      )
      return total ? text : propertyStrings(locale).nothingFound(text)
    },
    mapPoint: {
      select: {
        title: true,
        slug: true,
        location: true,
        dealType: true,
        priceGel: true,
        priceUsd: true,
      },
      of: (doc, locale) => {
        const property = doc as Property
        const place = placeOf(property.location?.latitude, property.location?.longitude)
        if (!place) return null
        const prices = formatPrices(property, locale).join(' · ')
        return {
          ...place,
          title: property.title ?? '',
          url: propertyPaths.property(property.slug ?? String(property.id), locale),
          price:
            prices && property.dealType === 'rent'
              ? `${prices} ${propertyStrings(locale).perMonth}`
              : prices,
        }
      },
    },
    cards: async (_payload, docs, locale, headingLevel) =>
      (docs as Property[]).map((property) => (
        <PropertyCard
          key={property.id}
          property={property}
          locale={locale}
          headingLevel={headingLevel}
        />
      )),
  },
  posts: {
    ...LOOP_SOURCE_DEFS.posts,
    cards: async (_payload, docs, locale, headingLevel) =>
      (docs as PostCard[]).map((post) => (
        <NewsCard key={post.id} post={post} locale={locale} headingLevel={headingLevel} />
      )),
  },
  events: {
    ...LOOP_SOURCE_DEFS.events,
    cards: async (payload, docs, locale, headingLevel) => {
      const events = docs as Event[]
      const attended = await attendedCounts(
        payload,
        events.map((e) => e.id),
      )
      return events.map((event) => (
        <EventCard
          key={event.id}
          event={event}
          attended={attended.get(event.id) ?? 0}
          locale={locale}
          headingLevel={headingLevel}
        />
      ))
    },
  },
}
