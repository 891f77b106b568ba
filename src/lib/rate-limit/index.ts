/**
 * The site's one rate limiter: per visitor (client address, e-mail address), never a
 * global cap. Limits, defaults and their settings: `./config.ts`; stores (memory, Redis with an
 * in-memory insurance limiter): `./store.ts`.
 *
 * ```ts
 * const limited = await consumeRateLimit('contact-feedback', { ip: remoteIpOf(headers), email })
 * if (!limited.ok) return withRetryAfter(Response.json(…, { status: 429 }), limited)
 * ```
 */
import 'server-only'

import type { RateLimitName } from './config'
import { consumeKey, limiterFor, resetRateLimitState, storeKey } from './store'

export type { RateLimitName } from './config'
export { RATE_LIMIT_DEFAULTS, rateLimitEnvName, rateLimitRule } from './config'

export interface RateLimitKeys {
  /** The client address (`remoteIpOf(headers)`); absent: only the e-mail is limited. */
  ip?: string
  /** An e-mail address the request names (lower-cased before counting). */
  email?: string
}

export type RateLimitResult =
  | { ok: true }
  | { ok: false; retryAfterSeconds: number; key: 'ip' | 'email' }

export interface RateLimitOptions {
  /**
   * Counts apart within one limit, e.g. the admin-ajax action name: `ajax` is per address per
   * action. Keep it short and from the server's own names, never raw input.
   */
  scope?: string
}

/** Consumes one point per given key (ip and, when present, lower-cased e-mail); refused when any is over. */
export async function consumeRateLimit(
  name: RateLimitName,
  keys: RateLimitKeys,
  options: RateLimitOptions = {},
): Promise<RateLimitResult> {
  const ip = keys.ip?.trim()
  if (ip) {
    const limiter = limiterFor(name, 'ip')
    if (limiter) {
      const outcome = await consumeKey(limiter, storeKey('ip', ip, options.scope))
      // The e-mail is not counted for a refused address: a flood from one address cannot use up
      // the allowance of the e-mail address it names.
      if (!outcome.ok) return { ...outcome, key: 'ip' }
    }
  }
  const email = keys.email?.trim()
  if (email) {
    const limiter = limiterFor(name, 'email')
    if (limiter) {
      const outcome = await consumeKey(limiter, storeKey('email', email, options.scope))
      if (!outcome.ok) return { ...outcome, key: 'email' }
    }
  }
  return { ok: true }
}

/** `{ 'Retry-After': String(seconds) }` */
export function retryAfterHeaders(result: { retryAfterSeconds: number }): Record<string, string> {
  return { 'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterSeconds))) }
}

/** A refusal's answer (429 in the endpoint's own shape) with its `Retry-After`. */
export function withRetryAfter<T extends Response>(
  response: T,
  limited: { retryAfterSeconds: number },
): T {
  for (const [name, value] of Object.entries(retryAfterHeaders(limited))) {
    response.headers.set(name, value)
  }
  return response
}

/** Test-only: forgets every count and reads the settings again on next use. */
export async function resetRateLimits(): Promise<void> {
  await resetRateLimitState()
}
