import 'server-only'

// Each action module registers itself on import; a feature adds its module here.
import '@/features/ajax/actions/refresh-nonce'

export {
  ajaxErrorResponse,
  ajaxSuccessResponse,
  dispatchAjax,
  issueAjaxNonce,
  jsonResponse,
  unknownActionResponse,
} from '@/features/ajax/registry'
export { REFRESH_NONCE_ACTION } from '@/features/ajax/actions/refresh-nonce'
