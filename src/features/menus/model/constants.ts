/** The menus' fixed choices, shared by the collection, the renderer and the tests. Isomorphic. */

/** Items nest at most this deep: a top item, its dropdown, and one flyout below that. */
export const MENU_DEPTH = 3

/** What a menu item may link to besides an address of its own. */
export const LINK_TARGETS = ['pages', 'posts', 'events', 'properties', 'categories'] as const
export type LinkTarget = (typeof LINK_TARGETS)[number]

/** How a menu's dropdowns open on a desktop pointer (keyboard and touch always use the button). */
export const DROPDOWN_TRIGGERS = ['hover', 'click'] as const
export type DropdownTrigger = (typeof DROPDOWN_TRIGGERS)[number]

/** A mega panel's width: the page's container, or the whole window. */
export const PANEL_WIDTHS = ['container', 'full'] as const
export type PanelWidth = (typeof PANEL_WIDTHS)[number]

/** The menu the seed writes and the header names: the site's main menu. */
export const MAIN_MENU_SLUG = 'main'
