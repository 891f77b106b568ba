import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  CollectionSlug,
  GlobalConfig,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'

import type { Locale } from '@/i18n/locales'
import type { AjaxActionDefinition } from '@/lib/compat/ajax-types'
import type { SitemapPath } from '@/lib/sitemap/xml'

/** A document site search indexes: one public page of a feature, in one language. */
export interface SearchDocument {
  /** The id of the document the page shows (in its source's collection). */
  id: number
  /** The page's site path, localized (`/en/properties/flat-in-vake`). */
  url: string
  title: string
  /** Its readable text (plain, no markup). */
  text: string
  locale: Locale
  /** What it is (`event`, `property`): search can group and filter by it. */
  kind: string
  /** Its date (ISO 8601: a post's publication, an event's start): newer first among equals. */
  date?: string | null
}

/** Which pages a search source reads: all, or the documents `ids`; within `req`'s transaction. */
export interface SearchRead {
  ids?: number[]
  /** The operation whose hook asks (its transaction sees the change being saved). */
  req?: PayloadRequest
}

/**
 * Where site search finds a feature's public pages: the published documents of one collection.
 * The search feature indexes every page of every locale and re-reads a document whenever it
 * changes (a publish, an unpublish, a deletion), so its pages are found at once.
 */
export interface SearchSource {
  /** The collection whose documents are the pages. */
  collection: CollectionSlug
  /** Collections whose titles the pages' text shows (a rename re-reads the pages that name it). */
  related?: CollectionSlug[]
  /** The public pages in `locale`, as site search reads them: drafts and unpublished never. */
  documents: (payload: Payload, locale: Locale, read?: SearchRead) => Promise<SearchDocument[]>
}

/**
 * How a source reads its pages: relations one level deep (titles), every page or those asked
 * for, in the asking operation's transaction.
 */
export function searchRead(read: SearchRead = {}, where?: Where) {
  const and: Where[] = [...(where ? [where] : []), ...(read.ids ? [{ id: { in: read.ids } }] : [])]
  return {
    depth: 1,
    pagination: false,
    ...(read.req ? { req: read.req } : {}),
    ...(and.length ? { where: { and } } : {}),
  } as const
}

/** A page as site search reads it; its text is the parts that are set, one to a line. */
export function searchDocument(
  kind: string,
  locale: Locale,
  page: { id: number; url: string; title: string; date?: string | null },
  parts: (string | null | undefined)[],
): SearchDocument {
  const text = parts.filter((part): part is string => Boolean(part)).join('\n')
  return { ...page, text, locale, kind }
}

/**
 * What a feature adds to the site, as `src/features/<feature>/index.ts` exports it. The Payload
 * config, the admin-ajax dispatcher, the sitemap, the seed runner and the revalidation hooks list
 * features, never their insides. Everything here must be loadable by Payload's CLI too (no
 * `server-only`, no `next/headers`): functions import their services lazily, and every one is
 * handed the Payload instance by its caller.
 */
export interface Feature {
  name: string
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  /** Actions of `/wp-admin/admin-ajax.php` that this feature answers. */
  ajaxActions?: AjaxActionDefinition[]
  /** Runs when Payload starts (in every process: web server, worker, CLI, tests). */
  onInit?: (payload: Payload) => void | Promise<void>
  /** Its public pages for the sitemap (site paths; the sitemap lists each in every locale). */
  sitemap?: (payload: Payload) => Promise<SitemapPath[]>
  /** Where site search finds its public pages (`src/features/search` indexes them). */
  search?: SearchSource
  /**
   * Its collections whose changes show on public pages: a change or a deletion revalidates the
   * public site (every page: menus, lists and embedded blocks may show any of them; the page
   * cache is emptied as a whole). `src/features/index.ts` adds the hooks.
   */
  revalidates?: CollectionSlug[]
  /**
   * Hooks it adds to other features' collections (by slug), after the collection's own and before
   * the revalidation hooks: how a feature keeps what it derives from another's documents in step
   * (the market history from the listings) without the other naming it.
   */
  collectionHooks?: FeatureCollectionHooks[]
  /** Its demo content, written by the seed runner (`src/seed`) on an empty database. */
  seed?: (payload: Payload) => Promise<void>
}

/** Hooks a feature adds to a collection it does not own (`Feature.collectionHooks`). */
export interface FeatureCollectionHooks {
  collection: CollectionSlug
  beforeChange?: CollectionBeforeChangeHook[]
  afterChange?: CollectionAfterChangeHook[]
  beforeDelete?: CollectionBeforeDeleteHook[]
  afterDelete?: CollectionAfterDeleteHook[]
}
