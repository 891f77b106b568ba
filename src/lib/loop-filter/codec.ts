/**
 * The loop grid's filter state in the URL, as Elementor Pro's taxonomy filter keeps it (spec
 * sections 2, 3 and 9): one parameter per widget and taxonomy, `e-filter-{widgetId}-{taxonomy}`,
 * whose value lists term slugs joined by `+` (AND) or `~` (OR), a `!` before a term excluding it
 * (NOT). The widget's page is `e-page-{widgetId}`: changing its filters drops it, so a filtered
 * grid starts at its first page, and page 2 keeps the filters. Isomorphic and pure.
 */
import { FILTER_SEPARATORS } from '@/shared/constants'

export type LogicalJoin = 'AND' | 'OR'

export interface TaxonomyFilter {
  /** Terms a result must have (all of them for AND, any for OR). */
  terms: string[]
  /** Terms a result must not have. */
  exclude: string[]
  join: LogicalJoin
}

/** A widget id or a taxonomy as they appear in a parameter name. */
const NAME_PART = /^[A-Za-z0-9_]{1,40}$/
const TERM = /^[a-z0-9][a-z0-9_-]{0,99}$/
const MAX_TERMS = 50

/** "Filter logical join is accepted only as AND or OR; otherwise it is treated as disabled." */
export function parseLogicalJoin(value: unknown): LogicalJoin | null {
  return value === 'AND' || value === 'OR' ? value : null
}

export const filterParamName = (widgetId: string, taxonomy: string) =>
  `e-filter-${widgetId}-${taxonomy}`

export const pageParamName = (widgetId: string) => `e-page-${widgetId}`

export function isNamePart(value: string): boolean {
  return NAME_PART.test(value)
}

/** A parameter's value: `vake+saburtalo`, `vake~vera`, `flat+!studio`. */
export function encodeFilter(filter: TaxonomyFilter): string {
  const separator = FILTER_SEPARATORS[filter.join]
  return [...filter.terms, ...filter.exclude.map((t) => `${FILTER_SEPARATORS.NOT}${t}`)].join(
    separator,
  )
}

/**
 * A parameter's value read back. URLSearchParams turns a literal `+` into a space, so a space
 * separates as AND too; terms that are not slugs are dropped, never passed to a query.
 */
export function decodeFilter(raw: string | null | undefined): TaxonomyFilter | null {
  if (!raw) return null
  const value = raw.replace(/ /g, FILTER_SEPARATORS.AND)
  const join: LogicalJoin = value.includes(FILTER_SEPARATORS.OR) ? 'OR' : 'AND'
  const parts = value.split(/[+~]/).slice(0, MAX_TERMS)
  const terms: string[] = []
  const exclude: string[] = []
  for (const part of parts) {
    const excluded = part.startsWith(FILTER_SEPARATORS.NOT)
    const slug = excluded ? part.slice(1) : part
    if (!TERM.test(slug)) continue
    const list = excluded ? exclude : terms
    if (!list.includes(slug)) list.push(slug)
  }
  return terms.length || exclude.length ? { terms, exclude, join } : null
}

/** The filters of one widget in a query string, by taxonomy (only those asked for). */
export function readWidgetFilters(
  search: URLSearchParams,
  widgetId: string,
  taxonomies: readonly string[],
): Record<string, TaxonomyFilter> {
  const filters: Record<string, TaxonomyFilter> = {}
  for (const taxonomy of taxonomies) {
    const filter = decodeFilter(search.get(filterParamName(widgetId, taxonomy)))
    if (filter) filters[taxonomy] = filter
  }
  return filters
}

/** The widget's page from the query string: 1 when absent or not a page number. */
export function readWidgetPage(search: URLSearchParams, widgetId: string): number {
  const raw = search.get(pageParamName(widgetId))
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1
  return Math.max(1, page)
}

/**
 * The query string with one taxonomy's filter of a widget set (or removed, for null), and that
 * widget's page parameter dropped; every other parameter is kept as it was.
 */
export function withFilter(
  search: URLSearchParams,
  widgetId: string,
  taxonomy: string,
  filter: TaxonomyFilter | null,
): URLSearchParams {
  const next = new URLSearchParams(search)
  next.delete(pageParamName(widgetId))
  const name = filterParamName(widgetId, taxonomy)
  if (filter && (filter.terms.length || filter.exclude.length)) next.set(name, encodeFilter(filter))
  else next.delete(name)
  return next
}

/** The query string for a page of a widget, its filters kept. */
export function withPage(search: URLSearchParams, widgetId: string, page: number): URLSearchParams {
  const next = new URLSearchParams(search)
  if (page > 1) next.set(pageParamName(widgetId), String(page))
  else next.delete(pageParamName(widgetId))
  return next
}

/**
 * A query string as text, filter values written as Elementor writes them (`+`, `~` and `!`
 * literal: `?e-filter-grid1-district=vake+vera`); every other parameter encoded as usual.
 */
export function queryString(search: URLSearchParams): string {
  const parts: string[] = []
  for (const [name, value] of search) {
    if (name.startsWith('e-filter-')) {
      // Read back as a filter (a parsed `+` is a space): only slugs and separators remain.
      const filter = decodeFilter(value)
      if (filter) parts.push(`${encodeURIComponent(name)}=${encodeFilter(filter)}`)
    } else {
      parts.push(new URLSearchParams({ [name]: value }).toString())
    }
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

/**
 * A term clicked in a filter: with a logical join it is added to or removed from the selection
 * (as the chosen mode: included or excluded); without one (disabled) it replaces the selection,
 * and clicking the selected term again clears it.
 */
export function toggleTerm(
  current: TaxonomyFilter | undefined,
  term: string,
  join: LogicalJoin | null,
  mode: 'include' | 'exclude' = 'include',
): TaxonomyFilter | null {
  const selected = current?.terms.includes(term) || current?.exclude.includes(term)
  if (join === null) {
    if (selected) return null
    return mode === 'include'
      ? { terms: [term], exclude: [], join: 'AND' }
      : { terms: [], exclude: [term], join: 'AND' }
  }
  const terms = (current?.terms ?? []).filter((t) => t !== term)
  const exclude = (current?.exclude ?? []).filter((t) => t !== term)
  if (!selected) (mode === 'include' ? terms : exclude).push(term)
  return terms.length || exclude.length ? { terms, exclude, join } : null
}
