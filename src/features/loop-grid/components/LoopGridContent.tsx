/**
 * The replaceable part of a loop grid: the count, the cards and the pagination. The page renders
 * it, and refresh-loop answers it as HTML (through `@/lib/static-html`) for the browser to swap
 * in, so it uses host elements and plain components only.
 */
import type { ReactElement } from 'react'

import { Pagination } from '@/components/news/Pagination'
import type { Locale } from '@/i18n/locales'
import { queryString, withPage } from '@/lib/loop-filter'

import { loopStrings } from '../messages'
import type { LoopSourceName } from '../model/constants'
import {
  encodeListingMap,
  LISTING_MAP_DATA_ATTRIBUTE,
  type ListingMapData,
} from '../model/listing-map'

export interface LoopGridState {
  widgetId: string
  source: LoopSourceName
  locale: Locale
  cards: ReactElement[]
  page: number
  totalPages: number
  total: number
  filtered: boolean
  /** The source's heading for the list (what it holds, the filters in words), else a count. */
  summary?: string
  /** Path and query (this grid's filters included) that page links start from. */
  baseUrl: string
  /** Page links under the grid (off for a teaser of the newest items). */
  pagination: boolean
  /** The listing map's points, when the grid shows one (its script reads them from here). */
  map?: ListingMapData
}

export function pageHref(baseUrl: string, widgetId: string, page: number): string {
  const [path, query = ''] = baseUrl.split('?', 2) as [string, string?]
  const search = queryString(withPage(new URLSearchParams(query), widgetId, page))
  // A query-only link with no query at all must still drop the current one: `?`.
  return path + (search || (path ? '' : '?'))
}

export function LoopGridContent({ state }: { state: LoopGridState }) {
  const s = loopStrings(state.locale)
  const { page, totalPages, widgetId, baseUrl } = state
  return (
    <>
      {state.summary ? (
        <h2 className="loop-grid-count" data-total={state.total}>
          {state.summary}
        </h2>
      ) : (
        <p className="loop-grid-count" data-total={state.total}>
          {state.total ? s.found(state.total) : s.nothingFound}
        </p>
      )}
      {state.cards.length ? (
        <ul className={`loop-grid-list tiles loop-grid-${state.source}`} role="list">
          {state.cards}
        </ul>
      ) : null}
      {state.pagination ? (
        <Pagination
          page={page}
          totalPages={totalPages}
          locale={state.locale}
          hrefFor={(n) => pageHref(baseUrl, widgetId, n)}
        />
      ) : null}
      {state.map ? (
        <div hidden {...{ [LISTING_MAP_DATA_ATTRIBUTE]: encodeListingMap(state.map) }} />
      ) : null}
    </>
  )
}
