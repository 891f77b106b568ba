/**
 * One loop grid's state, from the same inputs on the page and in the refresh-loop call: the
 * block's settings, the filters (from the URL or the call's `widget_filters`), the page and the
 * address its pagination links start from.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { applyListingQuery, parseListingQuery } from '@/features/properties/model/listing-query'
import { filterParamName, type TaxonomyFilter } from '@/lib/loop-filter'
import type { LoopGridBlock } from '@/payload-types'

import type { LoopSourceName } from '../model/constants'
import { perPageOf, sourceOf } from '../model/grid-settings'
import { showsListingMap } from '../model/listing-map'
import { matchItems, pageOf } from '../model/match'
import type { LoopGridState } from '../components/LoopGridContent'
import { loadSourceIndex, type SourceIndex } from './index-loader'
import { listingMapData } from './map-points'
import { LOOP_SOURCES } from './sources'

export { perPageOf, sourceOf }

/** Only the source's own taxonomies count; any other name is ignored. */
export function knownFilters(
  source: LoopSourceName,
  filters: Record<string, TaxonomyFilter>,
): Record<string, TaxonomyFilter> {
  const names = LOOP_SOURCES[source].taxonomies.map((t) => t.name)
  return Object.fromEntries(Object.entries(filters).filter(([name]) => names.includes(name)))
}

export async function resolveGrid(
  payload: Payload,
  input: {
    block: LoopGridBlock
    widgetId: string
    locale: Locale
    filters: Record<string, TaxonomyFilter>
    page: number
    /** Path and query the pagination links start from (this widget's page parameter is set). */
    baseUrl: string
    /** The address's query: ranges and order for a source with `values` (taxonomies come apart). */
    search?: URLSearchParams
    index?: SourceIndex
  },
): Promise<LoopGridState> {
  const source = sourceOf(input.block)
  const def = LOOP_SOURCES[source]
  const index = input.index ?? (await loadSourceIndex(payload, source, input.locale))
  const filters = knownFilters(source, input.filters)
  const listing = def.values
    ? parseListingQuery((name) => input.search?.get(filterParamName(input.widgetId, name)) ?? null)
    : null
  const taxonomyMatched = matchItems(index.items, filters)
  const matched = listing ? applyListingQuery(taxonomyMatched, listing) : taxonomyMatched
  const current = pageOf(matched, input.page, perPageOf(input.block))
  const ids = current.items.map((i) => i.id)
  const [found, map] = await Promise.all([
    ids.length
      ? payload.find({
          collection: def.collection,
          locale: input.locale,
          where: { id: { in: ids } },
          depth: 1,
          pagination: false,
        })
      : { docs: [] },
    // The map shows every matched item, not only this page's.
    showsListingMap(input.block)
      ? listingMapData(
          payload,
          source,
          matched.map((i) => i.id),
          input.locale,
        )
      : undefined,
  ])
  // The page's order is the index's (the source's sort), whatever order the query returns.
  const byId = new Map(found.docs.map((d) => [Number(d.id), d]))
  const docs = ids.map((id) => byId.get(id)).filter(Boolean)
  const summary =
    listing && def.summary
      ? def.summary(current.total, filters, listing, index.terms, input.locale)
      : undefined
  // A summary heads the cards (h2), so they come one level below it.
  const headingLevel = input.block.heading || summary ? 3 : 2
  return {
    widgetId: input.widgetId,
    source,
    locale: input.locale,
    cards: await def.cards(payload, docs, input.locale, headingLevel),
    page: current.page,
    totalPages: current.totalPages,
    total: current.total,
    filtered: Object.keys(filters).length > 0,
    summary,
    baseUrl: input.baseUrl,
    pagination: input.block.pagination !== false,
    map,
  }
}
