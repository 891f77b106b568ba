/**
 * The signed time a form was shown: a security token for FORM_START_ACTION, whose signed expiry
 * says when it was issued. A bot cannot fake a slow fill, and a page served from the cache only
 * makes the fill look slower, never faster.
 */
import { createToken, TOKEN_TTL_SECONDS, verifyToken } from '@/lib/tokens'

import { FORM_START_ACTION } from '../model/signals'

export type FormStart =
  | { state: 'signed'; startedAt: number }
  | { state: 'missing' | 'forged' | 'expired' }

export function issueFormStart(now = Date.now()): string {
  return createToken(FORM_START_ACTION, { now })
}

/** When the form carrying `token` was shown, at the earliest (the expiry is whole seconds). */
export function readFormStart(token: unknown, now = Date.now()): FormStart {
  const verified = verifyToken(token, FORM_START_ACTION, { now })
  if (verified.ok) {
    return { state: 'signed', startedAt: verified.expiresAt - TOKEN_TTL_SECONDS * 1000 - 1000 }
  }
  if (verified.reason === 'missing') return { state: 'missing' }
  return { state: verified.reason === 'expired' ? 'expired' : 'forged' }
}
