/**
 * Reading menus: one menu for a page's header (the published menu, or in an editor's preview the
 * latest draft), and a mega panel by its item's number for ElementsKit's call.
 */
import type { Payload, PopulateType } from 'payload'
import { cache } from 'react'

import { memoPublished } from '@/lib/published-memo'
import { locales, type Locale } from '@/i18n/locales'
import { isPositiveId } from '@/lib/ids'
import type { Page } from '@/payload-types'

import { resolveMenu, type MegaPanel, type MenuData, type ResolvedMenu } from '../model/menu'

/** A page block, as a mega panel holds them. */
export type PanelBlock = NonNullable<Page['layout']>[number]

/**
 * Of a linked document only what its address needs (and its status, for drafts); Payload applies
 * this wherever the menu names one of these collections, mega panels included.
 */
const POPULATE = {
  pages: { slug: true, _status: true },
  posts: { slug: true, _status: true },
  properties: { slug: true, _status: true },
  events: { slug: true },
  categories: { slug: true },
} as unknown as PopulateType

/** Relations two deep, as pages read theirs (a panel's images and cards). */
const DEPTH = 2

/** The signed-in editor a preview shows drafts to (`getDraftViewer`), or null for visitors. */
type Viewer = { id: number } | null

/**
 * A menu as the site shows it in `locale`, or null (no such menu, or not published for this
 * reader). Read with the reader's access, never with access overridden.
 */
export const loadMenu = cache(
  async (
    payload: Payload,
    id: unknown,
    locale: Locale,
    viewer: Viewer,
  ): Promise<ResolvedMenu<PanelBlock> | null> => {
    const menuId = typeof id === 'object' && id ? (id as { id?: unknown }).id : id
    if (!isPositiveId(menuId)) return null
    // What visitors see is kept between requests; an editor's preview reads the latest draft.
    if (!viewer) {
      return memoPublished(payload, `menu:${menuId}:${locale}`, () =>
        readMenu(payload, menuId, locale, null),
      )
    }
    return readMenu(payload, menuId, locale, viewer)
  },
)

async function readMenu(
  payload: Payload,
  menuId: number,
  locale: Locale,
  viewer: Viewer,
): Promise<ResolvedMenu<PanelBlock> | null> {
  const doc = await payload
    .findByID({
      collection: 'menus',
      id: menuId,
      locale,
      depth: DEPTH,
      draft: Boolean(viewer),
      overrideAccess: false,
      ...(viewer ? { user: viewer as never } : {}),
      populate: POPULATE,
      disableErrors: true,
    })
    .catch(() => null)
  if (!doc) return null
  return resolveMenu<PanelBlock>(doc as unknown as MenuData, locale, { drafts: Boolean(viewer) })
}

/** A published menu item's mega panel and its language, by the item's number. */
export interface FoundPanel {
  locale: Locale
  panel: MegaPanel<PanelBlock>
}

/**
 * The mega panel of item `itemId` of a published menu, as visitors see it (an item whose link is
 * unpublished is not shown, and neither is its panel), or null. Item numbers are unique across
 * menus and languages, so the item names its language.
 */
export async function findMegaPanel(payload: Payload, itemId: number): Promise<FoundPanel | null> {
  if (!isPositiveId(itemId)) return null
  for (const locale of locales) {
    const { docs } = await payload.find({
      collection: 'menus',
      locale,
      fallbackLocale: false,
      where: { 'items.itemId': { equals: itemId } },
      depth: DEPTH,
      limit: 1,
      pagination: false,
      overrideAccess: false,
      populate: POPULATE,
    })
    const doc = docs[0]
    if (!doc) continue
    const menu = resolveMenu<PanelBlock>(doc as unknown as MenuData, locale)
    const entry = menu.entries.find((e) => e.itemId === itemId)
    return entry?.panel ? { locale, panel: entry.panel } : null
  }
  return null
}
