/**
 * What the app asks of every feature at once, for the core's own pages: the sitemap's entries and
 * site search's documents. The app's route files call these with their Payload instance; the core
 * (`src/data`) is handed the result and never reaches into a feature.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { SitemapPath } from '@/lib/sitemap/xml'

import { features } from '.'
import type { SearchDocument } from './feature'

/** Every feature's public pages for the sitemap, in the order the features are listed. */
export async function featureSitemapPaths(payload: Payload): Promise<SitemapPath[]> {
  const parts = await Promise.all(features.map((f) => f.sitemap?.(payload) ?? []))
  return parts.flat()
}

/** Every feature's pages in `locale` as site search indexes them. */
export async function featureSearchDocuments(
  payload: Payload,
  locale: Locale,
): Promise<SearchDocument[]> {
  const parts = await Promise.all(features.map((f) => f.search?.documents(payload, locale) ?? []))
  return parts.flat()
}
