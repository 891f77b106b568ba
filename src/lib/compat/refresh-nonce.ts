import 'server-only'

import {
  type AjaxActionDefinition,
  ajaxErrorResponse,
  ajaxSuccessResponse,
  issueAjaxNonce,
  unknownActionResponse,
} from '@/lib/compat/ajax-dispatcher'
import { AJAX_ERROR } from '@/lib/compat/ajax-errors'

export const REFRESH_NONCE_ACTION = 'sakhli_refresh_nonce'

/**
 * `sakhli_refresh_nonce&for={action}`: a fresh token for a registered action. The dispatcher's
 * own action, registered with the features' by `src/features/ajax.ts`. Tokenless by necessity: it
 * is how a client holding an expired token gets a new one.
 */
export const refreshNonceAction: AjaxActionDefinition = {
  action: REFRESH_NONCE_ACTION,
  token: false,
  handle: ({ get }) => {
    const target = get('for')
    if (!target) {
      return ajaxErrorResponse(AJAX_ERROR.missingAction, 400, 'The for field is required.')
    }
    const issued = issueAjaxNonce(target)
    if (!issued) return unknownActionResponse(target)
    return ajaxSuccessResponse(issued)
  },
}
