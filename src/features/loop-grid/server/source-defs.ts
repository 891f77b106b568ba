/**
 * What a loop grid can list, without its cards: each source's collection, the taxonomies its
 * filters offer (a relationship to a term collection, or a fixed choice), which items it lists and
 * in what order. `sources.tsx` adds the cards; this half carries no components, so the server's
 * front can learn a page's loop parameters (`loop-query.ts`, loaded at start) without them.
 */
import type { Payload, Where } from 'payload'

import { DEAL_TYPES } from '@/features/properties/model/constants'
import type { Locale } from '@/i18n/locales'

import type { LoopSourceName } from '../model/constants'

export interface Term {
  /** The stored value: a term document's id, or a choice's value. */
  key: number | string
  slug: string
  title: string
  /** A district's city: the term's group, for a heading that names the city. */
  group?: string
}

export interface TaxonomyDef {
  /** The name in URLs (`e-filter-{widget}-{name}`) and in refresh-loop's `widget_filters`. */
  name: string
  /** The item's field holding the term(s). */
  field: string
  terms: (payload: Payload, locale: Locale) => Promise<Term[]>
}

export interface LoopSourceDef {
  collection: 'properties' | 'posts' | 'events'
  taxonomies: TaxonomyDef[]
  where: (now: Date) => Where | undefined
  sort: string
  /**
   * Figures the source's listing query compares (ranges, order), by their name in the query, each
   * read from an item's field into the index (properties: price, area, rooms). Only a source with
   * these reads the query's parameters (`features/properties/model/listing-query.ts`).
   */
  values?: Record<string, string>
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

/** Districts with their city (the group), so a heading can say "in Tbilisi". */
async function districtTerms(payload: Payload, locale: Locale): Promise<Term[]> {
  const found = await payload.find({
    collection: 'property-districts',
    locale,
    depth: 0,
    pagination: false,
    sort: 'title',
    select: { title: true, slug: true, city: true },
  })
  return found.docs
    .filter((d) => d.slug)
    .map((d) => ({ key: d.id, slug: d.slug!, title: d.title, group: d.city }))
}

export const LOOP_SOURCE_DEFS: Record<LoopSourceName, LoopSourceDef> = {
  properties: {
    collection: 'properties',
    sort: '-createdAt',
    // Published listings only: a draft (never published) waits in the versions.
    where: () => ({ _status: { equals: 'published' } }),
    values: { price: 'priceGel', area: 'area', rooms: 'rooms' },
    taxonomies: [
      { name: 'district', field: 'district', terms: districtTerms },
      { name: 'type', field: 'propertyType', terms: termsOf('property-types') },
      {
        name: 'deal',
        field: 'dealType',
        // Titled by sources.tsx in the visitor's language; the slugs are the values.
        terms: async () => DEAL_TYPES.map((value) => ({ key: value, slug: value, title: value })),
      },
    ],
  },
  posts: {
    collection: 'posts',
    sort: '-publishedAt',
    where: () => ({ _status: { equals: 'published' } }),
    taxonomies: [
      { name: 'category', field: 'categories', terms: termsOf('categories') },
      { name: 'tag', field: 'tags', terms: termsOf('tags') },
    ],
  },
  events: {
    collection: 'events',
    sort: 'startsAt',
    // Upcoming events: a grid is for what a visitor can still join.
    where: (now) => ({ startsAt: { greater_than_equal: now.toISOString() } }),
    taxonomies: [{ name: 'category', field: 'category', terms: termsOf('event-categories') }],
  },
}
