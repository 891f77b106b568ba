/**
 * Site search's address as the front reads it (its `pageQuery` hook, server/page-queries.mjs): a
 * search page is the same for every visitor without a session, so the front's page cache may keep
 * it, keyed by the query and page the page reads (`readSearchParams`) and nothing else. A repeated
 * query is then answered from memory; a publish empties the cache (the index changes only then,
 * or by a rebuild, whose stale answers live at most SEARCH_RENDER_CACHE_SECONDS).
 */
import { readSearchParams } from '../model/paths'
import { MAX_RESULT_PAGE } from './query'
import { searchPageLocale } from './page-limit'

/** How long the front's page cache keeps one search's page (seconds). */
export const SEARCH_RENDER_CACHE_SECONDS = 300

/** The canonical query of a search page's address (`q`, then `page` past 1), else null. */
export function searchPageQuery(url: URL): { search: string; renderSeconds: number } | null {
  if (!searchPageLocale(url.pathname)) return null
  const { query, page } = readSearchParams({
    q: url.searchParams.get('q') ?? undefined,
    page: url.searchParams.get('page') ?? undefined,
  })
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  // Pages past the last served one all show the last (server/query.ts); without a query, the page
  // shows no results to page through.
  if (query && page > 1) params.set('page', String(Math.min(page, MAX_RESULT_PAGE)))
  return { search: params.toString(), renderSeconds: SEARCH_RENDER_CACHE_SECONDS }
}
