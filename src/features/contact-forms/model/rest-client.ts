/**
 * Browser calls of the contact-form REST API (docs/compatibility.md, "Contact Form 7: feedback" and
 * the sections after it): the validation schema, the feedback
 * (submission) and the refill. Errors carry CF7's codes and texts so callers can show them as CF7
 * does. Isomorphic: no server imports.
 */
import {
  feedbackPath,
  refillPath,
  schemaPath,
  type FeedbackResponse,
  type RefillResponse,
} from '@/features/contact-forms/model/feedback'
import type { FormSchema } from '@/lib/validation/types'
import { readRetryAfter } from '@/lib/http/retry-after'

export type FeedbackFetch = (input: string, init?: RequestInit) => Promise<Response>

export interface FeedbackClientOptions {
  /** Defaults to the global fetch. */
  fetch?: FeedbackFetch
  /** Origin to prefix the paths with; empty (same origin) by default. */
  baseUrl?: string
  signal?: AbortSignal
}

/** CF7's own error codes and texts (its api-fetch.js), shown to visitors as they are. */
const FETCH_ERROR = { code: 'fetch_error', message: 'You are probably offline.' } as const
const INVALID_JSON = {
  code: 'invalid_json',
  message: 'The response is not a valid JSON response.',
} as const

export class FeedbackClientError extends Error {
  readonly code: string
  /** HTTP status of a non-2xx answer. */
  readonly status: number | undefined
  /** The parsed body of a non-2xx answer (undefined when it was not JSON). */
  readonly body: unknown
  /** Seconds to wait, from a refusal's `Retry-After` (429). */
  readonly retryAfter: number | undefined

  constructor(code: string, message: string, status?: number, body?: unknown, retryAfter?: number) {
    super(message)
    this.name = 'FeedbackClientError'
    this.code = code
    this.status = status
    this.body = body
    this.retryAfter = retryAfter
  }
}

/** The WordPress REST error fields of a body, when it has them. */
function restErrorOf(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null) return {}
  const { code, message } = body as Record<string, unknown>
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  }
}

async function request<T>(
  path: string,
  init: RequestInit,
  opts: FeedbackClientOptions,
): Promise<T | null> {
  // Called through a wrapper: a bare `window.fetch` reference throws "Illegal invocation".
  const doFetch = opts.fetch ?? ((input: string, i?: RequestInit) => fetch(input, i))
  let response: Response
  try {
    response = await doFetch(`${opts.baseUrl ?? ''}${path}`, {
      ...init,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: opts.signal,
    })
  } catch (error) {
    // An abort is the caller's decision, not the visitor being offline.
    if (opts.signal?.aborted) throw error
    throw new FeedbackClientError(FETCH_ERROR.code, FETCH_ERROR.message)
  }

  if (response.status < 200 || response.status >= 300) {
    let body: unknown
    try {
      body = await response.json()
    } catch {
      body = undefined
    }
    const rest = restErrorOf(body)
    throw new FeedbackClientError(
      rest.code ?? 'http_error',
      rest.message ?? `The server answered ${response.status}.`,
      response.status,
      body,
      readRetryAfter(response.headers),
    )
  }
  if (response.status === 204) return null
  try {
    return (await response.json()) as T
  } catch {
    throw new FeedbackClientError(INVALID_JSON.code, INVALID_JSON.message)
  }
}

/** `GET …/feedback/schema`: the rules the browser validates changed fields with. */
export function fetchFeedbackSchema(
  formId: number,
  opts: FeedbackClientOptions = {},
): Promise<FormSchema | null> {
  return request<FormSchema>(schemaPath(formId), { method: 'GET', cache: 'no-store' }, opts)
}

/** `POST …/feedback`: submits the form (multipart, files included). */
export function submitFeedback(
  formId: number,
  formData: FormData,
  opts: FeedbackClientOptions = {},
): Promise<FeedbackResponse | null> {
  return request<FeedbackResponse>(feedbackPath(formId), { method: 'POST', body: formData }, opts)
}

/** `GET …/refill`: new quiz questions (and captchas) after a reset; pages may be cached. */
export function fetchRefill(
  formId: number,
  opts: FeedbackClientOptions = {},
): Promise<RefillResponse | null> {
  return request<RefillResponse>(refillPath(formId), { method: 'GET', cache: 'no-store' }, opts)
}

/** The global CF7 settings object the original site's scripts define (`window.wpcf7`). */
export interface Wpcf7Globals {
  /** Set by consent and anti-bot tools: submissions are not sent while it is true. */
  blocked?: boolean
  /** The page may come from a cache: forms are reset (and refilled) once loaded. */
  cached?: boolean | number | string
  [key: string]: unknown
}

declare global {
  interface Window {
    wpcf7?: Wpcf7Globals
  }
}

/** CF7 skips the feedback call while `wpcf7.blocked` is set; we honour the same flag. */
export function isSiteBlocked(scope: { wpcf7?: Wpcf7Globals } | undefined = globalWindow()) {
  return Boolean(scope?.wpcf7?.blocked)
}

/** CF7 refills every form on load while `wpcf7.cached` is set (the page came from a cache). */
export function isPageCached(scope: { wpcf7?: Wpcf7Globals } | undefined = globalWindow()) {
  const cached = scope?.wpcf7?.cached
  return Boolean(cached) && cached !== '0'
}

function globalWindow(): { wpcf7?: Wpcf7Globals } | undefined {
  return typeof window === 'undefined' ? undefined : window
}
