import { pbkdf2, randomBytes } from 'node:crypto'

import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { remoteIpOf } from '@/lib/compat/client-address'
import { beginLoginAttempt, loginSucceeded } from '@/lib/rate-limit/login'

/** The answer to a throttled login (429, with Retry-After). */
export const LOGIN_THROTTLED_MESSAGE =
  'Too many failed login attempts from this address. Wait a little and try again.'

function attemptOf(req: PayloadRequest, data: unknown) {
  const email =
    data && typeof data === 'object' && 'email' in data && typeof data.email === 'string'
      ? data.email.trim().toLowerCase()
      : ''
  return { ip: req.headers ? remoteIpOf(req.headers) : undefined, email }
}

// Payload answers an unknown e-mail at once and a wrong password after hashing it (600k rounds of
// PBKDF2): the time alone would tell which e-mails have accounts. An unknown e-mail costs the same.
const DUMMY_SALT = randomBytes(32).toString('hex')
function hashLikePayload(password: string): Promise<void> {
  return new Promise((resolve) => {
    pbkdf2(password, DUMMY_SALT, 600_000, 32, 'sha256', () => resolve())
  })
}

/**
 * Before a login: refuses it (429 + Retry-After) while its address, or its address and e-mail
 * together, are over their limits (`@/lib/rate-limit/login`), and counts it otherwise.
 */
export const throttleLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data: unknown = (args as { data?: unknown }).data
  const attempt = attemptOf(req, data)
  const throttled = await beginLoginAttempt(attempt)
  if (!throttled.ok) {
    const headers = req.responseHeaders ?? new Headers()
    headers.set('Retry-After', String(throttled.retryAfterSeconds))
    req.responseHeaders = headers
    throw new APIError(LOGIN_THROTTLED_MESSAGE, 429, null, true)
  }
  if (attempt.email) {
    const password =
      data && typeof data === 'object' && 'password' in data && typeof data.password === 'string'
        ? data.password
        : ''
    const existing = await req.payload.db.findOne({
      collection: 'users',
      req,
      where: { email: { equals: attempt.email } },
    })
    if (!existing && password) await hashLikePayload(password)
  }
  return args
}

/** After a successful login: its address and e-mail start over. */
export const resetLoginThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = typeof user?.email === 'string' ? user.email : ''
  await loginSucceeded({ ip: req.headers ? remoteIpOf(req.headers) : undefined, email })
  return user
}
