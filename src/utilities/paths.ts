import { localizePath, type Locale } from '@/i18n/locales'

/** Public URL paths of every kind of document: one place, used by pages, sitemap, RSS and previews. */
export const sitePaths = {
  home: (locale: Locale) => localizePath('/', locale),
  page: (slug: string, locale: Locale) => localizePath(slug === 'home' ? '/' : `/${slug}`, locale),
  news: (locale: Locale, page = 1) =>
    localizePath(page > 1 ? `/news/page/${page}` : '/news', locale),
  post: (slug: string, locale: Locale) => localizePath(`/news/${slug}`, locale),
  category: (slug: string, locale: Locale, page = 1) =>
    localizePath(`/news/category/${slug}${page > 1 ? `/page/${page}` : ''}`, locale),
  tag: (slug: string, locale: Locale, page = 1) =>
    localizePath(`/news/tag/${slug}${page > 1 ? `/page/${page}` : ''}`, locale),
  feed: (locale: Locale) => localizePath('/feed.xml', locale),
}
