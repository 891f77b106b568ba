/**
 * One spam module for every public form (contact forms now; registration, event join and the
 * newsletter next): signals gathered in the browser, a server-signed start time, scoring without
 * any outside service, and the anti-spam plugin's calls (docs/compatibility.md, "Anti-spam plugin:
 * calls"). Browser code imports
 * `./model/*`, `./messages` and the `*.client` modules.
 */
import type { Feature } from '@/features/feature'
import type { AjaxActionDefinition, AjaxContext } from '@/lib/compat/ajax-types'
import { ajaxSuccessResponse } from '@/lib/compat/json'

import { APBCT_ACTIONS, APBCT_PUBLIC_NONCE_ACTION, PIXEL_ACTION } from './model/antispam'
import { FORM_START_ACTION } from './model/signals'
import { issueFormStart } from './server/start-token'

type Calls = typeof import('./server/antispam-ajax')
type CallName = {
  [K in keyof Calls]: Calls[K] extends AjaxActionDefinition['handle'] ? K : never
}[keyof Calls]

/** Handlers load their service on first use: Payload's CLI loads this file too. */
function call(name: CallName): AjaxActionDefinition['handle'] {
  return async (ctx: AjaxContext) => {
    const calls = await import('./server/antispam-ajax')
    return calls[name](ctx)
  }
}

/**
 * The plugin's public calls all check one nonce, `ct_secret_stuff`, sent as `_ajax_nonce`
 * (`apbct_public_sendAJAX`): one token, fetched from the nonce route for any of them, serves all.
 */
const antispamActions: AjaxActionDefinition[] = [
  { action: APBCT_ACTIONS.decodeEmail, handle: call('decodeEmailAjax') },
  { action: APBCT_ACTIONS.saveAltSession, handle: call('saveAltSessionAjax') },
  { action: APBCT_ACTIONS.pixelUrl, handle: call('pixelUrlAjax') },
  { action: APBCT_ACTIONS.emailCheckBeforePost, handle: call('emailCheckBeforePostAjax') },
  { action: APBCT_ACTIONS.emailCheckExist, handle: call('emailCheckExistAjax') },
  { action: APBCT_ACTIONS.checkBot, handle: call('checkBotAjax') },
].map((def) => ({ ...def, token: APBCT_PUBLIC_NONCE_ACTION, rateLimit: 'antispam' as const }))

export const spamFeature: Feature = {
  name: 'spam',
  ajaxActions: [
    {
      // Tokenless: its answer is itself a token, the signed time the form was shown. The nonce
      // route issues the same tokens for this action.
      action: FORM_START_ACTION,
      token: false,
      handle: () => ajaxSuccessResponse({ nonce: issueFormStart() }),
    },
    ...antispamActions,
    // Tokenless: an <img> sends no token. It only answers a GIF; it reads and stores nothing.
    { action: PIXEL_ACTION, token: false, rateLimit: 'antispam', handle: call('pixelAjax') },
  ],
}

export { FORM_START_ACTION, SPAM_FIELDS } from './model/signals'
export { APBCT_ACTIONS, APBCT_PUBLIC_NONCE_ACTION } from './model/antispam'
export {
  MIN_HUMAN_FILL_MS,
  readSpamSignals,
  scoreSpam,
  SPAM_THRESHOLD,
  type SpamSignals,
  type SpamVerdict,
} from './server/score'
export { issueFormStart } from './server/start-token'
export { spamStrings, type SpamStrings } from './messages'
