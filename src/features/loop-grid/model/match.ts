/**
 * Which items a loop grid shows for its filters, and how many items each term has: pure set
 * logic over a small index of the source (each item's terms per taxonomy), so hasOne and hasMany
 * taxonomies, AND, OR and NOT behave the same in every database. Isomorphic.
 */
import type { TaxonomyFilter } from '@/lib/loop-filter'

export interface IndexedItem {
  id: number
  /** Term slugs per taxonomy name. */
  terms: Record<string, readonly string[]>
  /** The source's figures (`values` of its definition: price, area…), null when not given. */
  values?: Record<string, number | null>
}

/** One taxonomy's filter: AND needs every term, OR any of them; NOT excludes its terms. */
export function matchesFilter(itemTerms: readonly string[], filter: TaxonomyFilter): boolean {
  if (filter.exclude.some((t) => itemTerms.includes(t))) return false
  if (!filter.terms.length) return true
  return filter.join === 'OR'
    ? filter.terms.some((t) => itemTerms.includes(t))
    : filter.terms.every((t) => itemTerms.includes(t))
}

/** The items (in index order) that pass every taxonomy's filter: taxonomies combine with AND. */
export function matchItems(
  items: readonly IndexedItem[],
  filters: Record<string, TaxonomyFilter>,
): IndexedItem[] {
  const active = Object.entries(filters)
  if (!active.length) return [...items]
  return items.filter((item) =>
    active.every(([taxonomy, filter]) => matchesFilter(item.terms[taxonomy] ?? [], filter)),
  )
}

/** Items per term of one taxonomy, over the given items. */
export function termCounts(items: readonly IndexedItem[], taxonomy: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const item of items) {
    for (const term of item.terms[taxonomy] ?? []) counts.set(term, (counts.get(term) ?? 0) + 1)
  }
  return counts
}

export interface PageOf<T> {
  items: T[]
  page: number
  totalPages: number
  total: number
}

/** One page of a list; a page past the end gives the last page. */
export function pageOf<T>(list: readonly T[], page: number, perPage: number): PageOf<T> {
  const totalPages = Math.max(1, Math.ceil(list.length / perPage))
  const current = Math.min(Math.max(1, page), totalPages)
  return {
    items: list.slice((current - 1) * perPage, current * perPage),
    page: current,
    totalPages,
    total: list.length,
  }
}
