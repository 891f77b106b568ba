/**
 * Site search: `/search?q=` and `/en/search?q=` over the published posts, pages, events and
 * listings, one ranked list. The index (`search-index`) holds each page's normalised terms
 * (model/normalise.ts: Mtavruli folded, stems in Georgian and Latin letters), kept in step by the
 * hooks `siteSearch` adds, filled by the seed and caught up at start; the query ranks in SQL
 * (server/query.ts). Loadable by Payload's CLI: services load on first use.
 */
import type { Payload } from 'payload'

import type { Feature } from '@/features/feature'
import { isWebServer } from '@/lib/runtime'

import { SearchIndex } from './collections/SearchIndex/config'
import { searchSources } from './sources'
import { currentSearchSources, siteSearchSync } from './sync'

export const searchFeature: Feature = {
  name: 'search',
  collections: [SearchIndex],
  // The web server fills an empty index, or one made by an older normaliser (an upgrade), in
  // the background: visitors find what is indexed meanwhile.
  onInit: async (payload) => {
    if (!isWebServer()) return
    const { rebuildSearchIndex, searchIndexIsBehind } = await import('./server/index-writer')
    void (async () => {
      if (!(await searchIndexIsBehind(payload))) return
      const { rows } = await rebuildSearchIndex(payload, currentSearchSources())
      payload.logger.info(`Site search: the index was rebuilt (${rows} pages).`)
    })().catch((error) => payload.logger.error({ err: error, msg: 'Site search: rebuild failed' }))
  },
  // After every other feature's content (the features seed in the order they are listed).
  seed: async (payload) => {
    await rebuildSiteSearch(payload)
  },
}

/** Fills the index anew from every source (the seed; `bench/search-reindex.ts` after bulk copies). */
export async function rebuildSiteSearch(payload: Payload): Promise<{ rows: number }> {
  const { rebuildSearchIndex } = await import('./server/index-writer')
  return rebuildSearchIndex(payload, currentSearchSources())
}

/**
 * The config's plugin for site search: the sync hooks on posts, pages and each feature's
 * `search` source (`features` are the site's, `src/features/index.ts`).
 */
export const siteSearch = (features: readonly Feature[]) => siteSearchSync(searchSources(features))
