/**
 * Every feature of the site, once: the Payload config, the admin-ajax dispatcher, the sitemap, the
 * seed runner and site search read this. Loadable by Payload's CLI (no server-only imports).
 */
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'

import { accountsFeature } from './accounts'
import { contactFormsFeature } from './contact-forms'
import { eventsFeature } from './events'
import type { Feature } from './feature'
import { mailFeature } from './mail'
import { marketFeature } from './market'
import { menusFeature } from './menus'
import { newsletterFeature } from './newsletter'
import { popupsFeature } from './popups'
import { portfolioFeature } from './portfolio'
import { propertiesFeature } from './properties'
import { searchFeature } from './search'
import { spamFeature } from './spam'
import { widgetAreasFeature } from './widget-areas'

export const features: Feature[] = [
  contactFormsFeature,
  mailFeature,
  spamFeature,
  eventsFeature,
  accountsFeature,
  newsletterFeature,
  widgetAreasFeature,
  propertiesFeature,
  portfolioFeature,
  // After the properties: its hooks follow the listings, its seed reads the seeded listings.
  marketFeature,
  menusFeature,
  // After the newsletter, events and properties: its seed places popups on their pages.
  popupsFeature,
  // Last: its seed indexes what the others seeded.
  searchFeature,
]

// Hooks features add to other features' collections, after the collections' own.
for (const feature of features) {
  for (const extra of feature.collectionHooks ?? []) {
    const collection = features
      .flatMap((f) => f.collections ?? [])
      .find((c) => c.slug === extra.collection)
    if (!collection) throw new Error(`${feature.name}: no collection ${extra.collection} to hook`)
    const hooks = (collection.hooks ??= {})
    if (extra.beforeChange)
      hooks.beforeChange = [...(hooks.beforeChange ?? []), ...extra.beforeChange]
    if (extra.afterChange) hooks.afterChange = [...(hooks.afterChange ?? []), ...extra.afterChange]
    if (extra.beforeDelete)
      hooks.beforeDelete = [...(hooks.beforeDelete ?? []), ...extra.beforeDelete]
    if (extra.afterDelete) hooks.afterDelete = [...(hooks.afterDelete ?? []), ...extra.afterDelete]
  }
}

// What each feature `revalidates`: its collections' changes and deletions revalidate the public
// site, after the collection's own hooks.
for (const feature of features) {
  for (const collection of feature.collections ?? []) {
    if (!feature.revalidates?.includes(collection.slug as never)) continue
    const hooks = (collection.hooks ??= {})
    hooks.afterChange = [...(hooks.afterChange ?? []), revalidateAfterChange]
    hooks.afterDelete = [...(hooks.afterDelete ?? []), revalidateAfterDelete]
  }
}
