import type { CollectionConfig, CollectionSlug, GlobalConfig, Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { AjaxActionDefinition } from '@/lib/compat/ajax-types'
import type { SitemapPath } from '@/lib/sitemap/xml'

/** A document site search indexes: one public page of a feature, in one language. */
export interface SearchDocument {
  /** The page's site path, localized (`/en/properties/flat-in-vake`). */
  url: string
  title: string
  /** Its readable text (plain, no markup). */
  text: string
  locale: Locale
  /** What it is (`event`, `property`): search can group and filter by it. */
  kind: string
}

/** How a feature reads its pages for search: every document, relations one level deep (titles). */
export const SEARCH_READ = { depth: 1, pagination: false } as const

/** A page as site search reads it; its text is the parts that are set, one to a line. */
export function searchDocument(
  kind: string,
  locale: Locale,
  url: string,
  title: string,
  parts: (string | null | undefined)[],
): SearchDocument {
  const text = parts.filter((part): part is string => Boolean(part)).join('\n')
  return { url, title, text, locale, kind }
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
  /** Its public pages as site search reads them, in `locale`. */
  searchDocuments?: (payload: Payload, locale: Locale) => Promise<SearchDocument[]>
  /**
   * Its collections whose changes show on public pages: a change or a deletion revalidates the
   * public site (every page: menus, lists and embedded blocks may show any of them; the page
   * cache is emptied as a whole). `src/features/index.ts` adds the hooks.
   */
  revalidates?: CollectionSlug[]
  /** Its demo content, written by the seed runner (`src/seed`) on an empty database. */
  seed?: (payload: Payload) => Promise<void>
}
