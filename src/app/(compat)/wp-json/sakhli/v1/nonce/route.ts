import {
  ajaxErrorResponse,
  issueAjaxNonce,
  jsonResponse,
  unknownActionResponse,
} from '@/features/ajax'
import { AJAX_ERROR } from '@/shared/ajax/errors'

// Pages are cached, so browsers ask here for tokens; each answer is fresh and never stored.
export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  const action = new URL(request.url).searchParams.get('action')
  if (!action) return ajaxErrorResponse(AJAX_ERROR.missingAction, 400)
  try {
    const issued = issueAjaxNonce(action)
    if (!issued) return unknownActionResponse(action)
    return jsonResponse(issued)
  } catch (error) {
    console.error('[nonce] issuing a token failed:', error)
    return ajaxErrorResponse(AJAX_ERROR.internalError, 500)
  }
}
