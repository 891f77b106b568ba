/**
 * What a buyer narrows a property list by beside its taxonomies: price (GEL), area and rooms
 * ranges and the order. They live in the address next to the loop grid's taxonomy filters, in
 * the same namespace (`e-filter-{grid}-price_min=100000`, `e-filter-{grid}-sort=price_asc`), so
 * the server's front treats them as the grid's state: one canonical address per choice, rendered
 * on the server, a junk value redirected to the address without it. Isomorphic and pure.
 */

export const LISTING_RANGES = ['price', 'area', 'rooms'] as const
export type ListingRange = (typeof LISTING_RANGES)[number]

/** Newest first is the list's own order (the default, never written in the address). */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'area_desc'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

export interface Bounds {
  min?: number
  max?: number
}

export interface ListingQuery {
  ranges: Partial<Record<ListingRange, Bounds>>
  sort: ListingSort
}

/** The value each range compares, as the index holds it per item. */
export interface ListingValues {
  price: number | null
  area: number | null
  rooms: number | null
}

export const EMPTY_LISTING_QUERY: ListingQuery = { ranges: {}, sort: 'newest' }

/** The parameter names after `e-filter-{grid}-`: `price_min`, `price_max`, …, `sort`. */
export const rangeParam = (range: ListingRange, end: 'min' | 'max') => `${range}_${end}`
export const SORT_PARAM = 'sort'
export const LISTING_PARAMS: readonly string[] = [
  ...LISTING_RANGES.flatMap((r) => [rangeParam(r, 'min'), rangeParam(r, 'max')]),
  SORT_PARAM,
]

/** Larger figures are no price, area or room count anyone lists (and stay exact integers). */
const MAX_FIGURE = 1_000_000_000

/**
 * A figure as a visitor may type it: `250000`, `250 000`, `250,000`, `250000.50`; whole units
 * (a fraction is dropped). Null for anything else, and for 0 at the lower end (no bound at all).
 */
export function parseFigure(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null
  const text = raw.replace(/[\s\u00a0\u202f,'’_]/g, '')
  if (!/^\d{1,12}(?:\.\d{0,6})?$/.test(text)) return null
  const value = Math.floor(Number(text))
  return Number.isSafeInteger(value) && value <= MAX_FIGURE ? value : null
}

/** The query an address asks for; `get` reads one parameter (after `e-filter-{grid}-`). */
export function parseListingQuery(get: (name: string) => string | null): ListingQuery {
  const ranges: ListingQuery['ranges'] = {}
  for (const range of LISTING_RANGES) {
    let min = parseFigure(get(rangeParam(range, 'min')))
    let max = parseFigure(get(rangeParam(range, 'max')))
    if (min === 0) min = null
    // Written the wrong way round, a range still means the figures between them.
    if (min !== null && max !== null && min > max) [min, max] = [max, min]
    if (min !== null || max !== null) {
      ranges[range] = {
        ...(min !== null ? { min } : {}),
        ...(max !== null ? { max } : {}),
      }
    }
  }
  const sort = get(SORT_PARAM)
  return {
    ranges,
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ListingSort)
      : 'newest',
  }
}

/** The query's parameters in their one written form (only what changes the list). */
export function listingQueryParams(query: ListingQuery): [string, string][] {
  const params: [string, string][] = []
  for (const range of LISTING_RANGES) {
    const bounds = query.ranges[range]
    if (bounds?.min !== undefined) params.push([rangeParam(range, 'min'), String(bounds.min)])
    if (bounds?.max !== undefined) params.push([rangeParam(range, 'max'), String(bounds.max)])
  }
  if (query.sort !== 'newest') params.push([SORT_PARAM, query.sort])
  return params
}

/** How many ranges are set: each counts once in the filters' "Filters (n)". */
export const activeRangeCount = (query: ListingQuery) => Object.keys(query.ranges).length

function within(value: number | null, bounds: Bounds | undefined): boolean {
  if (!bounds) return true
  // A listing without the figure cannot be said to be in the range.
  if (value === null) return false
  return (
    (bounds.min === undefined || value >= bounds.min) &&
    (bounds.max === undefined || value <= bounds.max)
  )
}

/** Nulls last in both directions; ties keep the list's own order (newest first). */
function compare(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return (a - b) * direction
}

/**
 * The items within every range, in the query's order. `items` come in the list's own order
 * (newest first), which breaks ties.
 */
export function applyListingQuery<T extends { values?: Partial<ListingValues> }>(
  items: readonly T[],
  query: ListingQuery,
): T[] {
  const value = (item: T, key: ListingRange) => item.values?.[key] ?? null
  const kept = items.filter((item) =>
    LISTING_RANGES.every((range) => within(value(item, range), query.ranges[range])),
  )
  if (query.sort === 'newest') return kept
  const [key, direction]: [ListingRange, 1 | -1] =
    query.sort === 'price_asc'
      ? ['price', 1]
      : query.sort === 'price_desc'
        ? ['price', -1]
        : ['area', -1]
  return kept
    .map((item, order) => ({ item, order }))
    .sort((x, y) => compare(value(x.item, key), value(y.item, key), direction) || x.order - y.order)
    .map(({ item }) => item)
}
