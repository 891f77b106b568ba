/**
 * The address each link of a taxonomy filter leads to, and whether it is the current choice:
 * the server renders them, and the filter script recomputes them after a refresh. Isomorphic.
 */
import {
  queryString,
  readWidgetFilters,
  toggleTerm,
  withFilter,
  type LogicalJoin,
} from '@/lib/loop-filter'

export interface FilterLink {
  /** Empty for "all". */
  term: string
  mode: 'include' | 'exclude'
}

export function filterLinkState(
  search: URLSearchParams,
  widgetId: string,
  taxonomy: string,
  join: LogicalJoin | null,
  link: FilterLink,
): { href: string; current: boolean } {
  const filter = readWidgetFilters(search, widgetId, [taxonomy])[taxonomy]
  if (!link.term) {
    return {
      href: queryString(withFilter(search, widgetId, taxonomy, null)) || '?',
      current: !filter,
    }
  }
  const selected = link.mode === 'include' ? filter?.terms : filter?.exclude
  const next = toggleTerm(filter, link.term, join, link.mode)
  return {
    href: queryString(withFilter(search, widgetId, taxonomy, next)) || '?',
    current: Boolean(selected?.includes(link.term)),
  }
}
