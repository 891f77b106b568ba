/**
 * refresh-loop's `widget_filters` (Elementor Pro's loop filter): per filter type, per taxonomy,
 * the chosen terms and the logical join, `{ taxonomy: { district: { terms: ['vake'],
 * logicalJoin: 'AND' } } }`. A term written `!slug` is excluded (the address's NOT). The browser
 * builds it from the address; the server reads it back into the codec's filters. Isomorphic.
 */
import {
  decodeFilter,
  filterParamName,
  parseLogicalJoin,
  type LogicalJoin,
  type TaxonomyFilter,
} from '@/lib/loop-filter'
import { FILTER_SEPARATORS } from '@/shared/constants'

export interface WidgetFilterEntry {
  terms: string[]
  logicalJoin: 'AND' | 'OR'
}
export type WidgetFilters = { taxonomy: Record<string, WidgetFilterEntry> }

/**
 * The widget's filters in an address, as refresh-loop's `widget_filters`. A value with one term
 * does not show its join: the filter's own setting (`joins`) says it, as Elementor sends it.
 */
export function widgetFiltersFromSearch(
  search: URLSearchParams,
  widgetId: string,
  joins: Record<string, LogicalJoin> = {},
): WidgetFilters {
  const prefix = filterParamName(widgetId, '')
  const taxonomy: Record<string, WidgetFilterEntry> = {}
  for (const [name, value] of search) {
    if (!name.startsWith(prefix)) continue
    const filter = decodeFilter(value)
    if (!filter) continue
    const taxonomyName = name.slice(prefix.length)
    const terms = [...filter.terms, ...filter.exclude.map((t) => `${FILTER_SEPARATORS.NOT}${t}`)]
    taxonomy[taxonomyName] = {
      terms,
      logicalJoin: terms.length > 1 ? filter.join : (joins[taxonomyName] ?? filter.join),
    }
  }
  return { taxonomy }
}

/**
 * `widget_filters` read back: the filters per taxonomy, or null when the value is not an object
 * of that shape (a 400). Unknown keys and terms that are not slugs are dropped; a logical join
 * other than AND or OR counts as AND (one term, or several that must all match).
 */
export function readWidgetFilters(value: unknown): Record<string, TaxonomyFilter> | null {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) return null
  const outer = value as Record<string, unknown>
  // Elementor nests by filter type; a flat map of taxonomies is accepted too.
  const byTaxonomy =
    outer.taxonomy && typeof outer.taxonomy === 'object' && !Array.isArray(outer.taxonomy)
      ? (outer.taxonomy as Record<string, unknown>)
      : outer
  const filters: Record<string, TaxonomyFilter> = {}
  for (const [taxonomy, entry] of Object.entries(byTaxonomy).slice(0, 20)) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return null
    const { terms, logicalJoin } = entry as { terms?: unknown; logicalJoin?: unknown }
    if (terms !== undefined && !Array.isArray(terms)) return null
    const list = (terms ?? []).filter((t): t is string => typeof t === 'string')
    const join = parseLogicalJoin(logicalJoin) ?? 'AND'
    const filter = decodeFilter(list.join(FILTER_SEPARATORS[join]))
    if (filter) filters[taxonomy] = { ...filter, join }
  }
  return filters
}
