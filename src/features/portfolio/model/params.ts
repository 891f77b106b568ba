/**
 * What the load-more call and the list's address mean, read from untrusted text. Pure and
 * isomorphic (tests/portfolio/params.test.ts).
 */
import { intOf } from '@/lib/compat/intval'
import { CATEGORY_SLUG, MAX_LIST_PAGE, MAX_LOAD_BY, MAX_LOAD_PAGE } from './constants'

export interface LoadPortfolioParams {
  /** The theme's counter: the page already shown is 0, so 1 asks for the second page. */
  page: number
  loadBy: number
  /** `all`, or a category slug (not known to exist). */
  category: string
}

/**
 * `stm_ajax_load_portfolio`'s fields as the theme reads them (`inc/extras.php`): missing or bad
 * values get its defaults (page 1, load_by 1, every category); `load_by` is clamped to 1–50 and
 * `page` to 0–10,000. A category that is not a slug can name no category: it stays as a name that
 * matches nothing (an empty answer), never `all`.
 */
export function readLoadPortfolioParams(
  get: (name: string) => string | undefined,
): LoadPortfolioParams {
  const page = intOf(get('page'))
  const loadBy = intOf(get('load_by'))
  const raw = get('category')?.trim().toLowerCase() ?? ''
  return {
    page: page === null || page < 0 ? 1 : Math.min(page, MAX_LOAD_PAGE),
    loadBy: loadBy === null || loadBy < 1 ? 1 : Math.min(loadBy, MAX_LOAD_BY),
    category: raw === '' || raw === 'all' ? 'all' : CATEGORY_SLUG.test(raw) ? raw : '-',
  }
}

export interface ListingSearch {
  category?: string | string[]
  page?: string | string[]
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** `/portfolio`'s address: bad values fall back to the first page of every category. */
export function readPortfolioListing(search: ListingSearch) {
  const rawCategory = one(search.category) ?? 'all'
  const category = CATEGORY_SLUG.test(rawCategory) ? rawCategory : 'all'
  const rawPage = one(search.page)
  const page =
    rawPage && /^[1-9]\d{0,3}$/.test(rawPage) ? Math.min(Number(rawPage), MAX_LIST_PAGE) : 1
  return { category, page }
}
