/**
 * For the server's front (server/loop-query.mjs): which loop grid parameters the page at a path
 * reads, as a function that gives an address's canonical query. The front asks once per path (and
 * again after a publish), then keys its page cache by the canonical query, so unknown or junk
 * parameters are answered from the same entry instead of a render each.
 */
import type { Payload } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import type { LoopGridBlock } from '@/payload-types'

import { canonicalLoopQuery, type LoopGridParams } from '../model/canonical-query'
import { gridWidgetId, perPageOf, sourceOf } from '../model/grid-settings'
import { LOOP_SOURCE_DEFS } from './source-defs'

/** Gives the canonical query (without `?`) of an address of one page. */
export type LoopQueryNormaliser = (search: URLSearchParams) => string

/**
 * The page a loop view would render for a public path, as next.config.ts rewrites it: `/` and
 * `/{slug}` in the default locale, `/{locale}` and `/{locale}/{slug}` in another; null for any
 * other path.
 */
export function loopPageOf(pathname: string): { slug: string; locale: Locale } | null {
  let parts = pathname.split('/').slice(1)
  let locale: Locale = defaultLocale
  const first = parts[0]
  if (isLocale(first) && first !== defaultLocale) {
    locale = first
    parts = parts.slice(1)
  }
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '')) return { slug: 'home', locale }
  const slug = parts[0]!
  if (parts.length > 1 || slug === 'home' || isLocale(slug) || !/^[a-z0-9-]+$/.test(slug)) {
    return null
  }
  return { slug, locale }
}

/** The grids of a published page and what each reads; null when there is no such page. */
export async function pageLoopGrids(
  payload: Payload,
  slug: string,
  locale: Locale,
): Promise<LoopGridParams[] | null> {
  const found = await payload.find({
    collection: 'pages',
    locale,
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { layout: true },
  })
  const page = found.docs[0]
  if (!page) return null
  const blocks = (page.layout ?? []).filter(
    (b): b is LoopGridBlock & { blockType: 'loopGrid' } => b.blockType === 'loopGrid',
  )
  const now = new Date()
  return Promise.all(
    blocks.map(async (block) => {
      // What the grid's source index holds (index-loader.ts), counted rather than loaded.
      const def = LOOP_SOURCE_DEFS[sourceOf(block)]
      const [{ totalDocs }, ...termLists] = await Promise.all([
        payload.count({ collection: def.collection, where: def.where(now) }),
        ...def.taxonomies.map((t) => t.terms(payload, locale)),
      ])
      const taxonomies: Record<string, string[]> = {}
      def.taxonomies.forEach((t, i) => {
        taxonomies[t.name] = termLists[i]!.map((term) => term.slug)
      })
      return {
        widgetId: gridWidgetId(block),
        taxonomies,
        totalPages: Math.max(1, Math.ceil(totalDocs / perPageOf(block))),
        listing: Boolean(def.values),
      }
    }),
  )
}

/**
 * The normaliser for the page at `pathname`, or null when no published page with a loop grid is
 * there (its loop parameters then mean nothing and the front drops them).
 */
export async function loopQueryNormaliser(
  payload: Payload,
  pathname: string,
): Promise<LoopQueryNormaliser | null> {
  const target = loopPageOf(pathname)
  if (!target) return null
  const grids = await pageLoopGrids(payload, target.slug, target.locale)
  if (!grids?.length) return null
  return (search) => canonicalLoopQuery(grids, search)
}
