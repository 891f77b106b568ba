/** Public paths of the events pages. Isomorphic. */
import { localizePath, type Locale } from '@/i18n/locales'

import type { EventFilter } from './constants'

export const eventPaths = {
  list(locale: Locale, opts: { filter?: EventFilter; category?: string; page?: number } = {}) {
    const query = new URLSearchParams()
    if (opts.filter && opts.filter !== 'upcoming') query.set('filter', opts.filter)
    if (opts.category && opts.category !== 'all') query.set('category', opts.category)
    if (opts.page && opts.page > 1) query.set('page', String(opts.page))
    const path = localizePath('/events', locale)
    return query.size ? `${path}?${query}` : path
  },
  event: (slug: string, locale: Locale) =>
    localizePath(`/events/${encodeURIComponent(slug)}`, locale),
  ical: (slug: string, locale: Locale) =>
    localizePath(`/events/${encodeURIComponent(slug)}.ics`, locale),
  categoryFeed: (slug: string, locale: Locale) =>
    localizePath(`/events/category/${encodeURIComponent(slug)}.ics`, locale),
}
