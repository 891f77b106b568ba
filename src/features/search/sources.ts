/**
 * Everything site search indexes: the core's posts and pages (read here: they belong to no
 * feature) and each feature's `search` source. Loadable by Payload's CLI: the readers load lazily.
 */
import type { Feature, SearchSource } from '@/features/feature'

export const postsSource: SearchSource = {
  collection: 'posts',
  documents: async (payload, locale, read) =>
    (await import('./server/site-pages')).postSearchDocuments(payload, locale, read),
}

export const pagesSource: SearchSource = {
  collection: 'pages',
  documents: async (payload, locale, read) =>
    (await import('./server/site-pages')).pageSearchDocuments(payload, locale, read),
}

/** The sources of the site's features, after the core's. */
export function searchSources(features: readonly Feature[]): SearchSource[] {
  return [postsSource, pagesSource, ...features.flatMap((f) => (f.search ? [f.search] : []))]
}
