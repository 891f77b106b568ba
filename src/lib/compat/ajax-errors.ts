/**
 * JSON error codes and default messages of the compatible ajax API: one contract shared by the
 * server's dispatcher and the browser's client.
 */

/** Codes in `{ success: false, data: { code, message } }` answers of the ajax endpoints. */
export const AJAX_ERROR = {
  missingAction: 'missing_action',
  unknownAction: 'unknown_action',
  invalidBody: 'invalid_body',
  invalidParam: 'invalid_param',
  notFound: 'not_found',
  payloadTooLarge: 'payload_too_large',
  invalidNonce: 'invalid_nonce',
  nonceExpired: 'nonce_expired',
  rateLimited: 'rate_limited',
  methodNotAllowed: 'method_not_allowed',
  crossSite: 'cross_site',
  internalError: 'internal_error',
} as const

export type AjaxErrorCode = (typeof AJAX_ERROR)[keyof typeof AJAX_ERROR]

/** Default messages per code; handlers may say something more specific. */
export const AJAX_ERROR_MESSAGES: Record<AjaxErrorCode, string> = {
  missing_action: 'The action field is required.',
  unknown_action: 'The action is not known.',
  invalid_body: 'The request body could not be read.',
  invalid_param: 'A field of the request is missing or not valid.',
  not_found: 'Nothing with this id exists.',
  payload_too_large: 'The request body is too large.',
  invalid_nonce: 'The security token is missing or invalid.',
  nonce_expired: 'The security token has expired; fetch a new one and try again.',
  rate_limited: 'Too many requests; wait a little and try again.',
  method_not_allowed: 'This action is only run by a POST.',
  cross_site: 'This action is only run from the site’s own pages.',
  internal_error: 'Something went wrong.',
}
