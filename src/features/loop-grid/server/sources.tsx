/**
 * What a loop grid can list, and how: each source's collection, the taxonomies its filters offer
 * (a relationship to a term collection, or a fixed choice), its order, and its card. Adding a
 * source is one entry here.
 */
import type { ReactElement } from 'react'
import type { Payload, Where } from 'payload'

import { NewsCard } from '@/components/news/NewsCard'
import type { PostCard } from '@/data/posts'
import { attendedCounts, EventCard } from '@/features/events/app'
import { PropertyCard, propertyStrings } from '@/features/properties/app'
import { DEAL_TYPES } from '@/features/properties/model/constants'
import type { Locale } from '@/i18n/locales'
import type { Event, Property } from '@/payload-types'

import type { LoopSourceName } from '../model/constants'

export interface Term {
  /** The stored value: a term document's id, or a choice's value. */
  key: number | string
  slug: string
  title: string
}

export interface TaxonomyDef {
  /** The name in URLs (`e-filter-{widget}-{name}`) and in refresh-loop's `widget_filters`. */
  name: string
  /** The item's field holding the term(s). */
  field: string
  terms: (payload: Payload, locale: Locale) => Promise<Term[]>
}

export interface LoopSource {
  collection: 'properties' | 'posts' | 'events'
  taxonomies: TaxonomyDef[]
  where: (now: Date) => Where | undefined
  sort: string
  /** Cards for one page of items (documents read at depth 1), as `<li>` elements. */
  cards: (
    payload: Payload,
    docs: unknown[],
    locale: Locale,
    headingLevel: 2 | 3,
  ) => Promise<ReactElement[]>
}

type TermCollection =
  | 'property-districts'
  | 'property-types'
  | 'categories'
  | 'tags'
  | 'event-categories'

function termsOf(collection: TermCollection) {
  return async (payload: Payload, locale: Locale): Promise<Term[]> => {
    const found = await payload.find({
      collection,
      locale,
      depth: 0,
      pagination: false,
      sort: 'title',
      select: { title: true, slug: true },
    })
    return found.docs
      .filter((d) => d.slug)
      .map((d) => ({ key: d.id, slug: d.slug!, title: d.title }))
  }
}

export const LOOP_SOURCES: Record<LoopSourceName, LoopSource> = {
  properties: {
    collection: 'properties',
    sort: '-createdAt',
    where: () => undefined,
    taxonomies: [
      { name: 'district', field: 'district', terms: termsOf('property-districts') },
      { name: 'type', field: 'propertyType', terms: termsOf('property-types') },
      {
        name: 'deal',
        field: 'dealType',
        terms: async (_payload, locale) =>
          DEAL_TYPES.map((value) => ({
            key: value,
            slug: value,
            title: propertyStrings(locale).deals[value],
          })),
      },
    ],
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
    collection: 'posts',
    sort: '-publishedAt',
    where: () => ({ _status: { equals: 'published' } }),
    taxonomies: [
      { name: 'category', field: 'categories', terms: termsOf('categories') },
      { name: 'tag', field: 'tags', terms: termsOf('tags') },
    ],
    cards: async (_payload, docs, locale, headingLevel) =>
      (docs as PostCard[]).map((post) => (
        <NewsCard key={post.id} post={post} locale={locale} headingLevel={headingLevel} />
      )),
  },
  events: {
    collection: 'events',
    sort: 'startsAt',
    // Upcoming events: a grid is for what a visitor can still join.
    where: (now) => ({ startsAt: { greater_than_equal: now.toISOString() } }),
    taxonomies: [{ name: 'category', field: 'category', terms: termsOf('event-categories') }],
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
