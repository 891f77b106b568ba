import { pbkdf2, randomBytes } from 'node:crypto'

import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { remoteIpOf } from '@/lib/compat/client-address'
import { beginLoginAttempt, loginSucceeded } from '@/lib/rate-limit/login'
import { consumeKey, limiterFor, storeKey } from '@/lib/rate-limit/store'

/** The answer to a throttled password-reset request (429, with Retry-After). */
export const FORGOT_PASSWORD_THROTTLED_MESSAGE =
  'Too many password reset requests. Wait a little and try again.'

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

function refuse(req: PayloadRequest, retryAfterSeconds: number, message: string): never {
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Retry-After', String(retryAfterSeconds))
  req.responseHeaders = headers
  throw new APIError(message, 429, null, true)
}

/** Password-reset requests mail an editor: limited per address and per e-mail (`forgot-password`). */
async function throttleForgotPassword(req: PayloadRequest, data: unknown): Promise<void> {
  const { ip, email } = attemptOf(req, data)
  for (const [kind, value] of [
    ['ip', ip],
    ['email', email],
  ] as const) {
    const limiter = value ? limiterFor('forgot-password', kind) : null
    if (!limiter || !value) continue
    const outcome = await consumeKey(limiter, storeKey(kind, value))
    if (!outcome.ok) refuse(req, outcome.retryAfterSeconds, FORGOT_PASSWORD_THROTTLED_MESSAGE)
  }
}

/**
 * Before a login: refuses it (429 + Retry-After) while its address, or its address and e-mail
 * together, are over their limits (`@/lib/rate-limit/login`), and counts it otherwise. Before a
 * password-reset request: the `forgot-password` limit.
 */
export const throttleLogin: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  const data: unknown = (args as { data?: unknown }).data
  if (operation === 'forgotPassword') {
    await throttleForgotPassword(req, data)
    return args
  }
  if (operation !== 'login') return args
  const attempt = attemptOf(req, data)
  const throttled = await beginLoginAttempt(attempt)
  if (!throttled.ok) refuse(req, throttled.retryAfterSeconds, LOGIN_THROTTLED_MESSAGE)
  if (attempt.email) {
    const password =
      data && typeof data === 'object' && 'password' in data && typeof data.password === 'string'
        ? data.password
        : ''
    const existing = await req.payload.db.findOne({
      // Editors' and visitors' logins (both collections use this hook).
      collection: collection.slug,
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
