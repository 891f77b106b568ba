import type { CollectionConfig, GlobalConfig, Payload } from 'payload'

import type { AjaxActionDefinition } from '@/lib/compat/ajax-types'

/**
 * What a feature adds to the site, as `src/features/<feature>/index.ts` exports it. The Payload
 * config and the admin-ajax dispatcher list features, never their insides. Everything here must be
 * loadable by Payload's CLI too (no `server-only`, no `next/headers`): handlers import their
 * services lazily.
 */
export interface Feature {
  name: string
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  /** Actions of `/wp-admin/admin-ajax.php` (spec section 7) that this feature answers. */
  ajaxActions?: AjaxActionDefinition[]
  /** Runs when Payload starts (in every process: web server, worker, CLI, tests). */
  onInit?: (payload: Payload) => void | Promise<void>
}
