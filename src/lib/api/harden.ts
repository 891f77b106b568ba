/**
 * What the REST API is made to be, applied to the sanitized config: who may use Payload's own
 * collections (`@/access/payload-collections`), no route a configuration turns off (`./routes`),
 * no query the database cannot run (`./where`) and no address in clear to outsiders
 * (`./public-answers`). Payload adds its own collections and routes while it sanitizes, after
 * plugins have run, so this runs in the config's `onInit`: the first moment the sanitized config
 * exists, before `getPayload` hands the instance to any request (REST routes, the admin, tests).
 */
import type { SanitizedConfig } from 'payload'

import { closePayloadCollections } from '@/access/payload-collections'

import { sealAddressesForOutsiders, sealGlobalAddressesForOutsiders } from './public-answers'
import { pruneDisabledRoutes } from './routes'
import { rejectUnrunnableWhere } from './where'

const hardened = new WeakSet<SanitizedConfig>()

/** Applies each rule once per config (a development server re-initialises with the same one). */
export function hardenRestApi(config: SanitizedConfig): void {
  if (hardened.has(config)) return
  hardened.add(config)
  closePayloadCollections(config.collections)
  pruneDisabledRoutes(config)
  for (const collection of config.collections) {
    const hooks = collection.hooks
    hooks.beforeOperation = [rejectUnrunnableWhere, ...(hooks.beforeOperation ?? [])]
    // Accounts answer only their owner and editors; Payload's own collections hold no content.
    if (!collection.auth && !collection.slug.startsWith('payload-')) {
      hooks.afterRead = [...(hooks.afterRead ?? []), sealAddressesForOutsiders]
    }
  }
  for (const global of config.globals) {
    global.hooks.afterRead = [...(global.hooks.afterRead ?? []), sealGlobalAddressesForOutsiders]
  }
}
