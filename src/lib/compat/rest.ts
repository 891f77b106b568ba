/** WordPress REST answers: JSON, never cached, errors as `{ code, message, data: { status } }`. */
import { jsonResponse } from './json'

export const restJson = jsonResponse

export function restError(code: string, message: string, status: number): Response {
  return restJson({ code, message, data: { status } }, status)
}

/** WordPress's own answer for a path no route matches (e.g. a form id that is not a number). */
export const noRoute = () =>
  restError('rest_no_route', 'No route was found matching the URL and request method.', 404)
