/**
 * One spam module for every public form (contact forms now; registration, event join and the
 * newsletter next): signals gathered in the browser, a server-signed start time, scoring without
 * any outside service. Browser code imports `./model/signals` and `./use-spam-signals.client`.
 */
import type { Feature } from '@/features/feature'
import { ajaxSuccessResponse } from '@/lib/compat/json'

import { FORM_START_ACTION } from './model/signals'
import { issueFormStart } from './server/start-token'

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
  ],
}

export { FORM_START_ACTION, SPAM_FIELDS } from './model/signals'
export {
  MIN_HUMAN_FILL_MS,
  readSpamSignals,
  scoreSpam,
  SPAM_THRESHOLD,
  type SpamSignals,
  type SpamVerdict,
} from './server/score'
export { issueFormStart } from './server/start-token'
