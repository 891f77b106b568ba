import type { CollectionSlug } from 'payload'

import { isLocale, defaultLocale, type Locale } from '@/i18n/locales'

import { sitePaths } from './paths'
import { serverUrl } from './server-url'

/**
 * Live-preview and preview-button address: enables draft mode, then opens the public path (a
 * page's or a post's; a feature's collection passes its own `pathOf`).
 */
export function previewUrl(
  collection: CollectionSlug,
  slug: unknown,
  locale: unknown,
  pathOf?: (slug: string, locale: Locale) => string,
): string {
  const lang = isLocale(locale) ? locale : defaultLocale
  const safeSlug = typeof slug === 'string' && slug ? slug : 'home'
  const path = pathOf
    ? pathOf(safeSlug, lang)
    : collection === 'posts'
      ? sitePaths.post(safeSlug, lang)
      : sitePaths.page(safeSlug, lang)
  const query = new URLSearchParams({ collection, slug: safeSlug, path })
  return `${serverUrl()}/next/preview?${query.toString()}`
}
