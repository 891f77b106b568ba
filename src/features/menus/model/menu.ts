/**
 * The menu model: a stored menu (nested items of one language) turned into what the site renders,
 * and which item is the current page. Pure and isomorphic: the server builds the entries, the
 * browser's link component asks whether its entry is current.
 */
import type { Locale } from '@/i18n/locales'

import {
  DROPDOWN_TRIGGERS,
  MENU_DEPTH,
  PANEL_WIDTHS,
  type DropdownTrigger,
  type PanelWidth,
} from './constants'
import { resolveMenuLink, type MenuLinkData } from './links'

/** A stored item, as Payload reads it (depth 1: link targets populated). */
export interface MenuItemData {
  id?: string | null
  itemId?: number | null
  label?: string | null
  description?: string | null
  link?: MenuLinkData | null
  /** A bar item's dropdown. */
  children?: MenuItemData[] | null
  /** A dropdown item's flyout (the third level). */
  flyout?: MenuItemData[] | null
  /** Top items only: the mega panel's blocks and width. */
  panel?: unknown[] | null
  panelWidth?: PanelWidth | string | null
}

export interface MenuData {
  id: number
  title?: string | null
  opensOn?: DropdownTrigger | string | null
  items?: MenuItemData[] | null
}

/** A mega panel: page blocks shown under a top item, as wide as the container or the window. */
export interface MegaPanel<Block = unknown> {
  blocks: Block[]
  width: PanelWidth
}

export interface MenuEntry<Block = unknown> {
  /** Unique within the menu (the stored row's id). */
  key: string
  /** The item's number: `menu-item-{n}` and ElementsKit's `megamenu_content?id={n}`. */
  itemId: number | null
  label: string
  href: string
  newTab: boolean
  description: string | null
  /** 1 for the bar's items, 2 in their dropdown, 3 in a flyout. */
  depth: number
  children: MenuEntry<Block>[]
  panel: MegaPanel<Block> | null
}

export interface ResolvedMenu<Block = unknown> {
  id: number
  opensOn: DropdownTrigger
  entries: MenuEntry<Block>[]
}

const trigger = (value: unknown): DropdownTrigger =>
  (DROPDOWN_TRIGGERS as readonly unknown[]).includes(value) ? (value as DropdownTrigger) : 'hover'

const width = (value: unknown): PanelWidth =>
  (PANEL_WIDTHS as readonly unknown[]).includes(value) ? (value as PanelWidth) : 'container'

function entriesOf<Block>(
  items: MenuItemData[] | null | undefined,
  locale: Locale,
  drafts: boolean,
  depth: number,
  path: string,
): MenuEntry<Block>[] {
  if (!items?.length || depth > MENU_DEPTH) return []
  const entries: MenuEntry<Block>[] = []
  items.forEach((item, index) => {
    const label = item.label?.trim()
    const href = resolveMenuLink(item.link, locale, { drafts })
    // An item whose target is gone or unpublished goes, with what hangs under it.
    if (!label || href === null) return
    const key = item.id || `${path}${index}`
    const blocks = depth === 1 && Array.isArray(item.panel) ? (item.panel as Block[]) : []
    entries.push({
      key,
      itemId: typeof item.itemId === 'number' && item.itemId > 0 ? item.itemId : null,
      label,
      href,
      newTab: Boolean(item.link?.newTab),
      description: item.description?.trim() || null,
      depth,
      // A mega panel takes the dropdown's place: an item has one or the other.
      children: blocks.length
        ? []
        : entriesOf(item.children ?? item.flyout, locale, drafts, depth + 1, `${key}.`),
      panel: blocks.length ? { blocks, width: width(item.panelWidth) } : null,
    })
  })
  return entries
}

/** A stored menu as the site shows it in `locale`; `drafts` in an editor's preview. */
export function resolveMenu<Block = unknown>(
  menu: MenuData,
  locale: Locale,
  { drafts = false }: { drafts?: boolean } = {},
): ResolvedMenu<Block> {
  return {
    id: menu.id,
    opensOn: trigger(menu.opensOn),
    entries: entriesOf<Block>(menu.items, locale, drafts, 1, ''),
  }
}

/** Whether an entry opens something: a dropdown or a mega panel. */
export const hasDropdown = (entry: MenuEntry): boolean =>
  entry.children.length > 0 || entry.panel !== null
