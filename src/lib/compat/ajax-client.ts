/**
 * Browser helper for the compatible ajax endpoint: fetches a security token on demand (pages are
 * cached, so none is baked in), posts the action, and retries once when the token has expired.
 * Isomorphic: no server imports.
 */
import type { AjaxErrorCode } from '@/lib/compat/ajax-errors'
import { ANTISPAM_REQUEST_TIMEOUT_MS } from '@/shared/constants'

const AJAX_ENDPOINT = '/wp-admin/admin-ajax.php'
const NONCE_ENDPOINT = '/wp-json/sakhli/v1/nonce'
/** A cached token is replaced this long before it expires, so it never dies in flight. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000

const NONCE_EXPIRED: AjaxErrorCode = 'nonce_expired'

export type AjaxFetch = (input: string, init?: RequestInit) => Promise<Response>

export interface AjaxClientOptions {
  /** Defaults to the global fetch. */
  fetch?: AjaxFetch
  /** Origin to prefix the endpoints with; empty (same origin) by default. */
  baseUrl?: string
  signal?: AbortSignal
  /** Milliseconds since the epoch (default `Date.now`). */
  now?: () => number
  /**
   * `postAjax` gives up after this long, token and retry included (default: the spec's anti-spam
   * request timeout, 15 s), rejecting with an AjaxClientError of code `timeout`.
   */
  timeoutMs?: number
}

/** The code of the error `postAjax` rejects with when it gave up waiting. */
export const AJAX_TIMEOUT = 'timeout' as const

export class AjaxClientError extends Error {
  readonly code: string
  readonly status: number | undefined

  constructor(code: string, message: string, status?: number) {
    super(message)
    this.name = 'AjaxClientError'
    this.code = code
    this.status = status
  }
}

interface CachedToken {
  nonce: string
  expires: number
}

const tokenCache = new Map<string, CachedToken>()
const pendingTokens = new Map<string, Promise<CachedToken>>()

/** Forgets every cached token (tests, or after a sign-in changes what tokens are worth). */
export function clearAjaxTokenCache(): void {
  tokenCache.clear()
  pendingTokens.clear()
}

function fetchOf(opts: AjaxClientOptions): AjaxFetch {
  // Called through a wrapper: a bare `window.fetch` reference throws "Illegal invocation".
  return opts.fetch ?? ((input, init) => fetch(input, init))
}

function cacheKey(action: string, opts: AjaxClientOptions): string {
  return `${opts.baseUrl ?? ''}|${action}`
}

function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined
  const data = body.data
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined
  return typeof data.code === 'string' ? data.code : undefined
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

async function requestToken(action: string, opts: AjaxClientOptions): Promise<CachedToken> {
  const url = `${opts.baseUrl ?? ''}${NONCE_ENDPOINT}?action=${encodeURIComponent(action)}`
  // No abort signal: the token may be shared by concurrent calls that did not ask to abort.
  const response = await fetchOf(opts)(url, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    credentials: 'same-origin',
  })
  const body = await readJson(response)
  if (!response.ok) {
    const code = errorCodeOf(body) ?? 'nonce_unavailable'
    throw new AjaxClientError(code, `No security token for ${action}.`, response.status)
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    !('nonce' in body) ||
    !('expires' in body) ||
    typeof body.nonce !== 'string' ||
    typeof body.expires !== 'number'
  ) {
    throw new AjaxClientError('invalid_json', 'The response is not a valid JSON response.')
  }
  return { nonce: body.nonce, expires: body.expires }
}

/** A token for `action`, from memory while it has more than a minute left, else from the server. */
/** A fresh token for `action`, never cached: for tokens whose issue time matters. */
export function fetchAjaxToken(
  action: string,
  opts: AjaxClientOptions = {},
): Promise<{ nonce: string; expires: number }> {
  return requestToken(action, opts)
}

export async function getAjaxToken(action: string, opts: AjaxClientOptions = {}): Promise<string> {
  const key = cacheKey(action, opts)
  const now = (opts.now ?? Date.now)()
  const cached = tokenCache.get(key)
  if (cached && now < cached.expires - TOKEN_REFRESH_MARGIN_MS) return cached.nonce

  let pending = pendingTokens.get(key)
  if (!pending) {
    // Concurrent calls share one request instead of each fetching a token.
    pending = requestToken(action, opts).finally(() => pendingTokens.delete(key))
    pendingTokens.set(key, pending)
  }
  const token = await pending
  tokenCache.set(key, token)
  return token.nonce
}

function buildBody(
  action: string,
  fields: Record<string, string> | FormData,
  nonce: string,
): URLSearchParams | FormData {
  // A fresh body per attempt: the caller's FormData stays untouched and a retry gets a new token.
  if (fields instanceof FormData) {
    const body = new FormData()
    for (const [name, value] of fields.entries()) body.append(name, value)
    body.set('action', action)
    body.set('security', nonce)
    return body
  }
  const body = new URLSearchParams(fields)
  body.set('action', action)
  body.set('security', nonce)
  return body
}

async function isNonceExpired(response: Response): Promise<boolean> {
  if (response.status !== 403) return false
  return errorCodeOf(await readJson(response.clone())) === NONCE_EXPIRED
}

/** One deadline for a call: aborts on the caller's signal or after `timeoutMs`. */
function deadlineOf(opts: AjaxClientOptions) {
  const controller = new AbortController()
  let timedOut = false
  const onAbort = () => controller.abort(opts.signal?.reason)
  if (opts.signal?.aborted) onAbort()
  else opts.signal?.addEventListener('abort', onAbort, { once: true })
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new AjaxClientError(AJAX_TIMEOUT, 'The request timed out.'))
  }, opts.timeoutMs ?? ANTISPAM_REQUEST_TIMEOUT_MS)
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer)
      opts.signal?.removeEventListener('abort', onAbort)
    },
  }
}

/** `promise`, or a rejection as soon as `signal` aborts (a shared token request is not cut). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * Posts `action` with `fields` to admin-ajax.php with a security token. On a 403 `nonce_expired`
 * it fetches a fresh token and retries exactly once. It gives up after `timeoutMs` (15 s, the
 * spec's anti-spam timeout), token fetch and retry included, rejecting with an AjaxClientError of
 * code `timeout`. Returns the server's response unread.
 */
export async function postAjax(
  action: string,
  fields: Record<string, string> | FormData,
  opts: AjaxClientOptions = {},
): Promise<Response> {
  const deadline = deadlineOf(opts)
  const send = (nonce: string) =>
    fetchOf(opts)(`${opts.baseUrl ?? ''}${AJAX_ENDPOINT}`, {
      method: 'POST',
      body: buildBody(action, fields, nonce),
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: deadline.signal,
    })

  try {
    const nonce = await untilAborted(getAjaxToken(action, opts), deadline.signal)
    const response = await send(nonce)
    if (!(await isNonceExpired(response))) return response

    const key = cacheKey(action, opts)
    // Only drop the token that failed: a concurrent call may already have cached a fresh one.
    if (tokenCache.get(key)?.nonce === nonce) tokenCache.delete(key)
    return await send(await untilAborted(getAjaxToken(action, opts), deadline.signal))
  } catch (error) {
    if (deadline.timedOut()) throw new AjaxClientError(AJAX_TIMEOUT, 'The request timed out.')
    throw error
  } finally {
    deadline.dispose()
  }
}
