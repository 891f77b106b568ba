/**
 * Visitor accounts: the `visitors` auth collection, the theme's `stm_custom_register` call
 * (docs/compatibility.md, "Accounts: registration"), verification, and the account page's
 * services. The app's pages and the registration block's component are in `./app.ts`.
 */
import type { Feature } from '@/features/feature'
import type { AjaxContext } from '@/lib/compat/ajax-types'

import { Visitors } from './collections/Visitors/config'
import { REGISTER_ACTION } from './model/fields'
import { seedAccounts } from './seed'

export const accountsFeature: Feature = {
  name: 'accounts',
  collections: [Visitors],
  seed: seedAccounts,
  ajaxActions: [
    {
      action: REGISTER_ACTION,
      rateLimit: 'register',
      writes: true,
      // The service loads on first use: Payload's CLI loads this file too.
      handle: async (ctx: AjaxContext) =>
        (await import('./server/register-ajax')).registerAjax(ctx),
    },
  ],
}

export { VISITORS_SLUG } from './collections/Visitors/config'
export { REGISTER_ACTION, REGISTER_FIELDS } from './model/fields'
export { RegisterFormBlock } from './block/config'
export { seedAccounts }
