/**
 * Site search's rate limit (`search`, per client address): the front asks before Next renders a
 * search (`pageLimit`, src/instrumentation.ts), so a refused visitor gets a 429 with
 * `Retry-After` and a page in their language saying so, and the query never reaches the database.
 * Only a query counts: the empty search page costs nothing.
 */
import { escapeHtml } from '@/lib/escape'
import { consumeRateLimit, retryAfterHeaders } from '@/lib/rate-limit'
import { waitText } from '@/i18n/too-many-attempts'
import { localizePath, locales, type Locale } from '@/i18n/locales'

import { searchStrings } from '../messages'
import { SEARCH_PATH, searchPath } from '../model/paths'

export interface PageRefusal {
  status: number
  headers: Record<string, string>
  /** A whole HTML document. */
  body: string
}

/** The locale of a search page's path (`/search`, `/en/search`), else null. */
export function searchPageLocale(pathname: string): Locale | null {
  const path = pathname.endsWith('/') && pathname.length > 1 ? pathname.slice(0, -1) : pathname
  return locales.find((locale) => localizePath(SEARCH_PATH, locale) === path) ?? null
}

/** The refusal page: what happened and when to try again, a link home and to the search page. */
export function refusalPage(locale: Locale, retryAfterSeconds: number): string {
  const s = searchStrings(locale)
  const message = s.tooMany.replace('{wait}', waitText(locale, retryAfterSeconds))
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(s.title)} · 429</title></head>`,
    `<body><main><h1>${escapeHtml(s.title)}</h1><p role="alert">${escapeHtml(message)}</p>`,
    `<p><a href="${escapeHtml(searchPath(locale))}">${escapeHtml(s.title)}</a> · `,
    `<a href="${escapeHtml(localizePath('/', locale))}">${escapeHtml(s.home)}</a></p>`,
    '</main></body></html>',
  ].join('')
}

/** Counts a search from `ip`; a refusal when over the limit, null otherwise (and for other pages). */
export async function searchPageLimit(url: URL, ip: string): Promise<PageRefusal | null> {
  const locale = searchPageLocale(url.pathname)
  if (!locale || !url.searchParams.get('q')?.trim()) return null
  const limited = await consumeRateLimit('search', { ip })
  if (limited.ok) return null
  return {
    status: 429,
    headers: retryAfterHeaders(limited),
    body: refusalPage(locale, limited.retryAfterSeconds),
  }
}
