import 'server-only'

import { AJAX_ERROR } from './ajax-errors'
import { createToken, verifyToken } from '@/lib/tokens'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { remoteIpOf } from '@/lib/compat/client-address'
import { isCrossSiteRequest } from '@/lib/http/cross-site'
import { consumeRateLimit, withRetryAfter } from '@/lib/rate-limit'

import { readAjaxBody } from './ajax-body'
import type { AjaxActionDefinition, AjaxContext } from './ajax-types'
import { ajaxErrorResponse } from './json'
import { requestContext, type GetPayload } from './request-context'

export { ajaxErrorResponse, ajaxSuccessResponse, jsonResponse } from './json'

export type { AjaxActionDefinition, AjaxContext, AjaxHandler } from './ajax-types'

export interface IssuedNonce {
  nonce: string
  /** Milliseconds since the epoch. */
  expires: number
}

const ACTION_NAME_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/
// Echoed names are cut short so a hostile request cannot make the answer large.
const MAX_ECHOED_NAME_LENGTH = 100
// Fields a WordPress client may carry its nonce in; check_ajax_referer reads the last two.
const TOKEN_FIELDS = ['security', 'nonce', '_ajax_nonce', '_wpnonce'] as const

const actions = new Map<string, AjaxActionDefinition>()

/** Registers an action; a later registration of the same name replaces it (hot reload). */
export function registerAjaxAction(def: AjaxActionDefinition): () => void {
  if (!ACTION_NAME_PATTERN.test(def.action)) {
    throw new Error(`Invalid ajax action name: ${JSON.stringify(def.action)}`)
  }
  if (typeof def.token === 'string' && !ACTION_NAME_PATTERN.test(def.token)) {
    throw new Error(`Invalid token action for ${def.action}: ${JSON.stringify(def.token)}`)
  }
  actions.set(def.action, def)
  return () => {
    if (actions.get(def.action) === def) actions.delete(def.action)
  }
}

/** The token action that guards `action`, or undefined when no such action is registered. */
function tokenActionFor(action: string): string | undefined {
  const def = actions.get(action)
  if (!def) return undefined
  return typeof def.token === 'string' ? def.token : def.action
}

/** A fresh token for a registered action (tokenless actions get one too: clients need not know). */
export function issueAjaxNonce(
  action: string,
  opts: { now?: number } = {},
): IssuedNonce | undefined {
  const tokenAction = tokenActionFor(action)
  if (tokenAction === undefined) return undefined
  const nonce = createToken(tokenAction, { now: opts.now })
  // The token carries its own expiry; reading it back keeps one source of truth.
  const verified = verifyToken(nonce, tokenAction, { now: opts.now })
  if (!verified.ok) {
    throw new Error(`A fresh token for ${action} did not verify (${verified.reason}).`)
  }
  return { nonce, expires: verified.expiresAt }
}

export function unknownActionResponse(action: string): Response {
  const shown =
    action.length > MAX_ECHOED_NAME_LENGTH ? `${action.slice(0, MAX_ECHOED_NAME_LENGTH)}…` : action
  return ajaxErrorResponse(
    AJAX_ERROR.unknownAction,
    400,
    `The action ${JSON.stringify(shown)} is not known.`,
  )
}

function readField(fields: URLSearchParams | FormData, name: string): string | undefined {
  const value = fields.get(name)
  return typeof value === 'string' ? value : undefined
}

function localeFromTag(tag: string | undefined): Locale | undefined {
  if (!tag) return undefined
  if (/^\s*en(?:[-_,;\s]|$)/i.test(tag)) return 'en'
  if (/^\s*ka(?:[-_,;\s]|$)/i.test(tag)) return 'ka'
  return undefined
}

function detectLocale(get: AjaxContext['get'], request: Request): Locale {
  const fromFields = localeFromTag(get('lang')) ?? localeFromTag(get('_wpcf7_locale'))
  if (fromFields) return fromFields
  return localeFromTag(request.headers.get('accept-language') ?? undefined) === 'en'
    ? 'en'
    : defaultLocale
}

function readToken(get: AjaxContext['get'], request: Request): string | undefined {
  for (const name of TOKEN_FIELDS) {
    const value = get(name)
    if (value) return value
  }
  return request.headers.get('x-wp-nonce') || undefined
}

function withNoStore(response: Response): Response {
  if (response.headers.has('cache-control')) return response
  try {
    response.headers.set('Cache-Control', 'no-store')
    return response
  } catch {
    // Some responses (Response.redirect, fetched ones) have immutable headers: copy them.
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', 'no-store')
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

/**
 * Answers `/wp-admin/admin-ajax.php`: parse, find the action, check its token, run it with the
 * request's context. `getPayload` is the caller's (the app's route, a test's): asked only once the
 * call has passed every check.
 */
export async function dispatchAjax(request: Request, getPayload: GetPayload): Promise<Response> {
  let action: string | undefined
  try {
    const query = new URL(request.url).searchParams
    const body = await readAjaxBody(request, query, (name) => actions.get(name))
    if (!body.ok) return body.response
    const { fields, json } = body
    const get = (name: string) => readField(fields, name) ?? readField(query, name)

    action = get('action')
    if (!action) return ajaxErrorResponse(AJAX_ERROR.missingAction, 400)
    const def = actions.get(action)
    if (!def) return unknownActionResponse(action)

    if (def.writes) {
      if (request.method !== 'POST') {
        const response = ajaxErrorResponse(AJAX_ERROR.methodNotAllowed, 405)
        response.headers.set('Allow', 'POST')
        return response
      }
      if (isCrossSiteRequest(request)) return ajaxErrorResponse(AJAX_ERROR.crossSite, 403)
    }

    // Counted before the token check: a flood of forged tokens is limited too.
    if (def.rateLimit !== false) {
      const limited = await consumeRateLimit(
        def.rateLimit ?? 'ajax',
        { ip: remoteIpOf(request.headers) },
        { scope: def.action },
      )
      if (!limited.ok) {
        return withRetryAfter(ajaxErrorResponse(AJAX_ERROR.rateLimited, 429), limited)
      }
    }

    if (def.token !== false) {
      const verified = verifyToken(readToken(get, request), def.token ?? def.action)
      if (!verified.ok) {
        return verified.reason === 'expired'
          ? ajaxErrorResponse(AJAX_ERROR.nonceExpired, 403)
          : ajaxErrorResponse(AJAX_ERROR.invalidNonce, 403)
      }
    }

    const context = requestContext(await getPayload(), request, detectLocale(get, request))
    const response = await def.handle({ ...context, request, fields, get, json })
    return withNoStore(response)
  } catch (error) {
    // The name is quoted so a crafted action cannot forge log lines.
    console.error(`[ajax] ${JSON.stringify(action ?? null)} failed:`, error)
    return ajaxErrorResponse(AJAX_ERROR.internalError, 500)
  }
}
