// Server code only (node:crypto and the secret); ESLint keeps browser code from importing it.
import { createHmac, timingSafeEqual } from 'node:crypto'

/** A token lives 12 hours: long enough for a visit, short enough to limit replay. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60

export type TokenFailureReason = 'missing' | 'malformed' | 'invalid' | 'expired'

export type TokenVerification =
  | { ok: true; expiresAt: number }
  | { ok: false; reason: TokenFailureReason }

export interface CreateTokenOptions {
  /** Current time in milliseconds since the epoch (default `Date.now()`). */
  now?: number
  ttlSeconds?: number
  secret?: string
}

export interface VerifyTokenOptions {
  /** Current time in milliseconds since the epoch (default `Date.now()`). */
  now?: number
  secret?: string
}

const KEY_CONTEXT = 'sakhli:tokens:v1'
// 6 and 18 bytes are multiples of 3: base64url has no padding bits, so a token has one spelling.
const EXPIRY_BYTES = 6
const SIGNATURE_BYTES = 18
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{24})$/
const MAX_EXPIRY_SECONDS = 2 ** (EXPIRY_BYTES * 8) - 1
// Secrets rarely change; the cap only stops a caller passing many secrets from growing the map.
const MAX_CACHED_KEYS = 8

const derivedKeys = new Map<string, Buffer>()

function resolveSecret(explicit: string | undefined): string {
  const secret =
    explicit !== undefined
      ? explicit
      : process.env.TOKEN_SECRET || process.env.PAYLOAD_SECRET || undefined
  if (!secret) {
    throw new Error(
      'Security tokens need a secret: set TOKEN_SECRET (or PAYLOAD_SECRET) in the environment.',
    )
  }
  return secret
}

function deriveKey(secret: string): Buffer {
  const cached = derivedKeys.get(secret)
  if (cached) return cached
  if (derivedKeys.size >= MAX_CACHED_KEYS) derivedKeys.clear()
  const key = createHmac('sha256', secret).update(KEY_CONTEXT).digest()
  derivedKeys.set(secret, key)
  return key
}

// The expiry comes first and has a fixed length, so `expiry|action` cannot be read two ways.
function sign(key: Buffer, encodedExpiry: string, action: string): string {
  return createHmac('sha256', key)
    .update(`${encodedExpiry}|${action}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url')
}

/** A URL-safe token for `action`: base64url(expiry seconds) + '.' + base64url(truncated HMAC). */
export function createToken(action: string, opts: CreateTokenOptions = {}): string {
  const key = deriveKey(resolveSecret(opts.secret))
  if (typeof action !== 'string' || action === '') {
    throw new TypeError('createToken needs a non-empty action name.')
  }
  const ttlSeconds = opts.ttlSeconds ?? TOKEN_TTL_SECONDS
  if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError(`Token lifetime must be a positive number of seconds, got ${ttlSeconds}.`)
  }
  const now = opts.now ?? Date.now()
  const expirySeconds = Math.ceil(now / 1000 + ttlSeconds)
  if (!Number.isSafeInteger(expirySeconds) || expirySeconds > MAX_EXPIRY_SECONDS) {
    throw new RangeError('Token expiry is out of range.')
  }
  const expiry = Buffer.alloc(EXPIRY_BYTES)
  expiry.writeUIntBE(expirySeconds, 0, EXPIRY_BYTES)
  const encodedExpiry = expiry.toString('base64url')
  return `${encodedExpiry}.${sign(key, encodedExpiry, action)}`
}

/** Checks a token for `action`; signature before expiry, so a forgery never reads as expired. */
export function verifyToken(
  token: unknown,
  action: string,
  opts: VerifyTokenOptions = {},
): TokenVerification {
  // Resolved first so a missing secret surfaces on every call, not only on well-formed tokens.
  const key = deriveKey(resolveSecret(opts.secret))
  if (token === undefined || token === null || token === '') return { ok: false, reason: 'missing' }
  if (typeof token !== 'string') return { ok: false, reason: 'malformed' }
  const match = TOKEN_PATTERN.exec(token)
  const encodedExpiry = match?.[1]
  const signature = match?.[2]
  if (encodedExpiry === undefined || signature === undefined) {
    return { ok: false, reason: 'malformed' }
  }
  const expected = sign(key, encodedExpiry, action)
  // Both are 24 ASCII characters (pattern above), as timingSafeEqual requires equal lengths.
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return { ok: false, reason: 'invalid' }
  }
  const expiresAt = Buffer.from(encodedExpiry, 'base64url').readUIntBE(0, EXPIRY_BYTES) * 1000
  const now = opts.now ?? Date.now()
  if (now >= expiresAt) return { ok: false, reason: 'expired' }
  return { ok: true, expiresAt }
}
