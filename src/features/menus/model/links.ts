/**
 * One link resolver for every menu item: a page, a post, an event, a property, a news category
 * or an address of the editor's own, turned into the site path of one language. A target that is
 * gone, not yet published or unreadable resolves to null, and the item is dropped. Isomorphic.
 */
import { resolveHref } from '@/components/SmartLink'
import { eventPaths } from '@/features/events/model/paths'
import { propertyPaths } from '@/features/properties/model/paths'
import type { Locale } from '@/i18n/locales'
import { safeHref } from '@/lib/safe-href'
import { sitePaths } from '@/utilities/paths'

import type { LinkTarget } from './constants'

/** A linked document as the menu reads it (its slug and, for drafts, its status). */
export interface LinkedDoc {
  slug?: string | null
  _status?: 'draft' | 'published' | null
}

/** An item's link as stored: a document (`internal`) or an address (`custom`). */
export interface MenuLinkData {
  type?: 'internal' | 'custom' | null
  doc?: { relationTo: LinkTarget | string; value: number | LinkedDoc | null } | null
  url?: string | null
  newTab?: boolean | null
}

const PATHS: Record<LinkTarget, (slug: string, locale: Locale) => string> = {
  pages: sitePaths.page,
  posts: sitePaths.post,
  events: eventPaths.event,
  properties: propertyPaths.property,
  categories: (slug, locale) => sitePaths.category(slug, locale),
}

/**
 * The address a link shows in `locale`, or null. `drafts`: an editor's preview, where a draft
 * target is shown too (visitors' reads never populate one: access leaves it an id).
 */
export function resolveMenuLink(
  link: MenuLinkData | null | undefined,
  locale: Locale,
  { drafts = false }: { drafts?: boolean } = {},
): string | null {
  if (!link) return null
  if (link.type === 'custom') {
    const url = link.url?.trim()
    // `javascript:` and other schemes a link must never carry are refused, as in forms.
    if (!url || !safeHref(url)) return null
    return resolveHref(url, locale)
  }
  const target = link.doc
  if (!target || !(target.relationTo in PATHS)) return null
  const doc = target.value
  // An id alone: the reader may not see the document (unpublished) or it was not populated.
  if (!doc || typeof doc !== 'object') return null
  if (doc._status === 'draft' && !drafts) return null
  if (typeof doc.slug !== 'string' || !doc.slug) return null
  return PATHS[target.relationTo as LinkTarget](doc.slug, locale)
}
