/**
 * Login throttling, the login pattern rate-limiter-flexible documents, never an account lock:
 *
 * - `login-pair`: consecutive failed logins for one e-mail from one client address; over the limit
 *   that pair is refused for the rule's window; a successful login resets it. Another address (the
 *   editor at home, on the phone) is never affected, so nobody can lock an editor out.
 * - `login`: failed logins per client address per day (slow brute force over many e-mails).
 *
 * Each attempt is counted before the password is checked (parallel guesses cannot slip past the
 * check) and given back when it succeeds. Requests without a known address (Payload's Local API,
 * scripts) are not throttled: limiting them by e-mail alone would let anyone lock an editor out.
 * No `server-only`: Payload's hooks import this, also in its CLI.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { rateLimitRule } from './config'
import { deleteKey, limiterFor, peekKey, retryAfterFromMs, storeKey } from './store'

export interface LoginAttempt {
  ip?: string
  email: string
}

export type LoginThrottleResult = { ok: true } | { ok: false; retryAfterSeconds: number }

function limiters(): { pair: RateLimiterAbstract | null; perIp: RateLimiterAbstract | null } {
  // Once over, a key stays refused for its whole window (rate-limiter-flexible's blockDuration).
  const pairRule = rateLimitRule('login-pair', 'ip')
  const ipRule = rateLimitRule('login', 'ip')
  return {
    pair: limiterFor('login-pair', 'ip', { blockSeconds: pairRule?.seconds }),
    perIp: limiterFor('login', 'ip', { blockSeconds: ipRule?.seconds }),
  }
}

function keys(attempt: LoginAttempt & { ip: string }) {
  return {
    pair: storeKey('email', attempt.email || '-', attempt.ip),
    perIp: storeKey('ip', attempt.ip),
  }
}

/** Checks and counts one login attempt; refused while the address or the pair is over. */
export async function beginLoginAttempt(attempt: LoginAttempt): Promise<LoginThrottleResult> {
  const ip = attempt.ip?.trim()
  if (!ip) return { ok: true }
  const { pair, perIp } = limiters()
  const k = keys({ ...attempt, ip })
  // A refused attempt is not counted again: it neither extends nor deepens its block.
  let retryAfterSeconds = 0
  for (const [limiter, key] of [
    [pair, k.pair],
    [perIp, k.perIp],
  ] as const) {
    if (!limiter) continue
    const peeked = await peekKey(limiter, key)
    if (!peeked.ok) retryAfterSeconds = Math.max(retryAfterSeconds, peeked.retryAfterSeconds)
  }
  if (retryAfterSeconds > 0) return { ok: false, retryAfterSeconds }
  for (const [limiter, key] of [
    [pair, k.pair],
    [perIp, k.perIp],
  ] as const) {
    if (!limiter) continue
    try {
      await limiter.consume(key)
    } catch (error) {
      if (error && typeof error === 'object' && 'msBeforeNext' in error) {
        const ms = Number((error as { msBeforeNext: number }).msBeforeNext)
        retryAfterSeconds = Math.max(retryAfterSeconds, retryAfterFromMs(ms))
      } else {
        console.error('[rate-limit] the login limiter failed; letting the attempt through:', error)
      }
    }
  }
  return retryAfterSeconds > 0 ? { ok: false, retryAfterSeconds } : { ok: true }
}

/** A successful login: the pair's failures are forgotten and the attempt is given back. */
export async function loginSucceeded(attempt: LoginAttempt): Promise<void> {
  const ip = attempt.ip?.trim()
  if (!ip) return
  const { pair, perIp } = limiters()
  const k = keys({ ...attempt, ip })
  if (pair) await deleteKey(pair, k.pair)
  if (perIp) {
    try {
      await perIp.reward(k.perIp, 1)
    } catch (error) {
      console.error('[rate-limit] could not give back a login attempt:', error)
    }
  }
}
