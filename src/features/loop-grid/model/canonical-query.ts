/**
 * A loop grid address's canonical query: only the parameters a page's grids read, each in one
 * form, in one order. The server's front keys its page cache by it and hands the render the same
 * query, so `?e-page-junk=1`, a term no taxonomy has or a page past the last one cannot make a new
 * render per request, and two spellings of one filter share an entry. Isomorphic and pure.
 */
import {
  LISTING_PARAMS,
  listingQueryParams,
  parseListingQuery,
} from '@/features/properties/model/listing-query'
import {
  decodeFilter,
  encodeFilter,
  filterParamName,
  pageParamName,
  queryString,
} from '@/lib/loop-filter'

/** What one grid of a page reads from its address. */
export interface LoopGridParams {
  widgetId: string
  /** Per taxonomy of the grid's source, the slugs of its terms. */
  taxonomies: Record<string, readonly string[]>
  /** Its pages unfiltered: a filter only shortens the list, so no page past this shows more. */
  totalPages: number
  /** Whether the grid reads a listing query too (ranges and order: a source with `values`). */
  listing?: boolean
}

type Canonical = (value: string) => string | null

function filterValue(terms: ReadonlySet<string>): Canonical {
  return (value) => {
    const filter = decodeFilter(value)
    if (!filter) return null
    // A term the taxonomy does not have matches no item: the filter without it, in one order.
    const known = (list: string[]) => list.filter((t) => terms.has(t)).sort()
    const canonical = { ...filter, terms: known(filter.terms), exclude: known(filter.exclude) }
    if (!canonical.terms.length && !canonical.exclude.length) return null
    // One term shows no join; several keep the one they were written with.
    if (canonical.terms.length + canonical.exclude.length === 1) canonical.join = 'AND'
    return encodeFilter(canonical)
  }
}

function pageValue(totalPages: number): Canonical {
  return (value) => {
    if (!/^\d{1,6}$/.test(value)) return null
    const page = Math.min(Number(value), Math.max(1, totalPages))
    return page > 1 ? String(page) : null
  }
}

/**
 * The canonical query (without `?`) for `search` on a page with these grids: each known parameter
 * once (its first value, as the grid reads it), in its canonical form, sorted by name; everything
 * else dropped. Empty when no parameter changes what the page shows.
 */
export function canonicalLoopQuery(
  grids: readonly LoopGridParams[],
  search: URLSearchParams,
): string {
  const known = new Map<string, Canonical>()
  for (const grid of grids) {
    known.set(pageParamName(grid.widgetId), pageValue(grid.totalPages))
    for (const [taxonomy, terms] of Object.entries(grid.taxonomies)) {
      known.set(filterParamName(grid.widgetId, taxonomy), filterValue(new Set(terms)))
    }
  }
  const written = new Map<string, string>()
  for (const name of new Set(search.keys())) {
    const value = known.get(name)?.(search.get(name) ?? '')
    if (value) written.set(name, value)
  }
  // A listing query is read whole (a range written the wrong way round is swapped), then written
  // in its one form.
  for (const grid of grids) {
    if (!grid.listing) continue
    const query = parseListingQuery((name) => search.get(filterParamName(grid.widgetId, name)))
    for (const name of LISTING_PARAMS) written.delete(filterParamName(grid.widgetId, name))
    for (const [name, value] of listingQueryParams(query)) {
      written.set(filterParamName(grid.widgetId, name), value)
    }
  }
  const kept = new URLSearchParams()
  for (const name of [...written.keys()].sort()) kept.set(name, written.get(name)!)
  return queryString(kept).slice(1)
}
