/** Public paths of the portfolio pages. Isomorphic. */
import { localizePath, type Locale } from '@/i18n/locales'

export const portfolioPaths = {
  /** `/portfolio`, a category's list (`?category=`) and its later pages (`?page=`). */
  list(locale: Locale, opts: { category?: string; page?: number } = {}) {
    const query = new URLSearchParams()
    if (opts.category && opts.category !== 'all') query.set('category', opts.category)
    if (opts.page && opts.page > 1) query.set('page', String(opts.page))
    const path = localizePath('/portfolio', locale)
    return query.size ? `${path}?${query}` : path
  },
  project: (slug: string, locale: Locale) =>
    localizePath(`/portfolio/${encodeURIComponent(slug)}`, locale),
}
