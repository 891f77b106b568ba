/** WordPress REST answers: JSON, never cached, errors as `{ code, message, data: { status } }`. */
import { jsonResponse } from './json'

export const restJson = jsonResponse

export function restError(code: string, message: string, status: number): Response {
  return restJson({ code, message, data: { status } }, status)
}

/** WordPress's 400 for parameters that fail validation: each name with why (`params`). */
export function restInvalidParams(params: Record<string, string>): Response {
  return restJson(
    {
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
      data: { status: 400, params },
    },
    400,
  )
}

/** WordPress's 400 for required parameters not sent: their names (`params`). */
export function restMissingParams(names: string[]): Response {
  return restJson(
    {
      code: 'rest_missing_callback_param',
      message: `Missing parameter(s): ${names.join(', ')}`,
      data: { status: 400, params: names },
    },
    400,
  )
}

/** WordPress's own answer for a path no route matches (e.g. a form id that is not a number). */
export const noRoute = () =>
  restError('rest_no_route', 'No route was found matching the URL and request method.', 404)
