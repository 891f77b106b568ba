/** JSON answers of the compatible API (WordPress shapes): one place for their headers. */
import { AJAX_ERROR_MESSAGES, type AjaxErrorCode } from './ajax-errors'

/** A JSON answer of the compatible API: never cached unless the caller says how long it may be. */
export function jsonResponse(body: unknown, status = 200, cacheControl = 'no-store'): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' },
  })
}

export function ajaxErrorResponse(code: AjaxErrorCode, status: number, message?: string): Response {
  return jsonResponse(
    { success: false, data: { code, message: message ?? AJAX_ERROR_MESSAGES[code] } },
    status,
  )
}

export function ajaxSuccessResponse(data: unknown, status = 200): Response {
  return jsonResponse({ success: true, data }, status)
}
