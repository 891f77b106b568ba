/**
 * The body of an `/wp-admin/admin-ajax.php` call, read by the site's bounded reader (`@/lib/http`):
 * a few KB for every action (`AJAX_BODY_CAP_BYTES`) unless the action named in the query string
 * declares more (`maxBodyBytes`, at most `AJAX_BODY_CAP_MAX_BYTES`); the body is read before the
 * action in it is known, so a larger cap needs `?action=` in the URL. Over the cap a 413 in the
 * ajax error shape, the rest never read; a body that cannot be read as a form or a JSON object is a
 * 400 (as before: WordPress has no 415 here).
 */
import { AJAX_BODY_CAP_BYTES, AJAX_BODY_CAP_MAX_BYTES, readBody, type BodyKind } from '@/lib/http'

import { AJAX_ERROR } from './ajax-errors'
import type { AjaxActionDefinition } from './ajax-types'
import { ajaxErrorResponse } from './json'

export type AjaxBody =
  | { ok: true; fields: URLSearchParams | FormData; json?: Record<string, unknown> }
  | { ok: false; response: Response }

const ACCEPTED: readonly BodyKind[] = ['multipart', 'urlencoded', 'json', 'text']

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function appendJsonValue(params: URLSearchParams, name: string, value: unknown): void {
  if (value === null || value === undefined) return
  const scalar =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
  params.append(name, scalar ? String(value) : JSON.stringify(value))
}

function jsonToFields(body: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(body)) {
    // Arrays become repeated fields, as a form with several same-named inputs would send them.
    if (Array.isArray(value)) for (const item of value) appendJsonValue(params, name, item)
    else appendJsonValue(params, name, value)
  }
  return params
}

/** The cap for a call: its query action's own (when it declares one), else the default. */
export function ajaxBodyCap(declared: number | undefined): number {
  if (declared === undefined || !Number.isFinite(declared) || declared <= 0) {
    return AJAX_BODY_CAP_BYTES
  }
  return Math.min(Math.max(declared, AJAX_BODY_CAP_BYTES), AJAX_BODY_CAP_MAX_BYTES)
}

const invalidBody = (): AjaxBody => ({
  ok: false,
  response: ajaxErrorResponse(AJAX_ERROR.invalidBody, 400),
})

/**
 * The request's fields (the query string for bodiless methods), or the error answer. `lookup`
 * finds the action the query string names, for its declared cap.
 */
export async function readAjaxBody(
  request: Request,
  query: URLSearchParams,
  lookup: (action: string) => Pick<AjaxActionDefinition, 'maxBodyBytes'> | undefined,
): Promise<AjaxBody> {
  if (request.method === 'GET' || request.method === 'HEAD') return { ok: true, fields: query }
  const queryAction = query.get('action')
  const cap = ajaxBodyCap(queryAction ? lookup(queryAction)?.maxBodyBytes : undefined)
  // sendBeacon posts strings as text/plain; untyped bodies are read as forms, as PHP would.
  const body = await readBody(request, { cap, accept: ACCEPTED, untyped: 'urlencoded' })
  if (!body.ok) {
    if (body.status !== 413) return invalidBody()
    return {
      ok: false,
      response: ajaxErrorResponse(
        AJAX_ERROR.payloadTooLarge,
        413,
        `The request body is larger than ${cap} bytes.`,
      ),
    }
  }
  switch (body.kind) {
    case 'multipart':
      return { ok: true, fields: body.formData }
    case 'urlencoded':
      return { ok: true, fields: body.params }
    case 'text':
      return { ok: true, fields: new URLSearchParams(body.text) }
    case 'json':
      if (body.json === undefined) return { ok: true, fields: new URLSearchParams() }
      return isPlainObject(body.json)
        ? { ok: true, fields: jsonToFields(body.json), json: body.json }
        : invalidBody()
  }
}
