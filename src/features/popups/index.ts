/**
 * Popups (spec sections 3, 4 and 6; issue 29): dialogs built from page blocks that open over a
 * page when their timing rules pass and a trigger fires, placed on every page, chosen documents,
 * whole collections or addresses, in the languages chosen; and their first-party counts (views,
 * closes, conversions per day) from a beacon, `POST /api/popups/beacon`. A page's popups are read
 * by `popupsForPage` (`./app.ts`).
 */
import type { Feature } from '@/features/feature'

import { Popups } from './collections/Popups/config'
import { PopupStats } from './collections/PopupStats/config'

export const popupsFeature: Feature = {
  name: 'popups',
  collections: [Popups, PopupStats],
  // A popup shows on many pages: a published change or a deletion revalidates the site.
  revalidates: ['popups'],
  seed: async (payload) => (await import('./seed')).seedPopups(payload),
}

export { POPUP_STATS_SLUG, POPUPS_SLUG } from './collections/Popups/config'
