/** Site search's addresses: `/search?q=…&page=N` (`/en/search…` in English). */
import { localizePath, type Locale } from '@/i18n/locales'

import { MAX_QUERY_LENGTH } from './normalise'

export const SEARCH_PATH = '/search'

export function searchPath(locale: Locale, query = '', page = 1): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return `${localizePath(SEARCH_PATH, locale)}${search ? `?${search}` : ''}`
}

/** A query parameter's first value. */
const one = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? ''

/** The most characters of a query kept in the address and the field. */
export const QUERY_FIELD_LENGTH = MAX_QUERY_LENGTH

/**
 * The address's query and page: the query cut to `QUERY_FIELD_LENGTH` characters (never between
 * the halves of a character), NUL and other control characters turned into spaces; a page that is not a
 * whole number from 1 is 1.
 */
export function readSearchParams(search: Record<string, string | string[] | undefined>): {
  query: string
  page: number
} {
  let query = one(search.q)
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim()
  if (query.length > QUERY_FIELD_LENGTH) {
    query = query.slice(0, QUERY_FIELD_LENGTH)
    if (/[\ud800-\udbff]$/.test(query)) query = query.slice(0, -1)
  }
  const rawPage = one(search.page)
  const page = /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1
  return { query, page }
}
