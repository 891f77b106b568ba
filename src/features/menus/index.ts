/**
 * Menus: navigation menus from the CMS (the header's main menu), nested up to three levels, with
 * dropdowns opening on click or hover and mega panels of page blocks, which ElementsKit's
 * `megamenu_content` call also answers (docs/compatibility.md, "Mega menu"). The renderer, the
 * loaders and the call's handler are in `./app.ts`.
 */
import type { Feature } from '@/features/feature'

import { Menus } from './collections/Menus/config'

export const menusFeature: Feature = {
  name: 'menus',
  collections: [Menus],
  // A menu is on every page: a published change revalidates the site (and the panels' answers).
  revalidates: ['menus'],
}

export { MAIN_MENU_SLUG } from './model/constants'
