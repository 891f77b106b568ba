// Whether a request carries a valid session of an editor (the `users` collection), judged in the
// front from Payload's JWT alone: HS256 with Payload's derived key (sha256 of PAYLOAD_SECRET, hex,
// first 32 characters), unexpired, and signed for `users`. A visitor's session (the `visitors`
// collection shares the cookie) or a cookie anyone can make up gets no editor allowance. Payload
// still authenticates every request itself; this only decides how much the front lets through.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

const EDITOR_COLLECTION = 'users'
const TOKEN_COOKIE = /(?:^|;\s*)payload-token=([^;]+)/
const keys = new Map()

function keyOf(secret) {
  let key = keys.get(secret)
  if (!key) {
    key = Buffer.from(createHash('sha256').update(secret).digest('hex').slice(0, 32))
    keys.clear()
    keys.set(secret, key)
  }
  return key
}

/** The claims of a valid, unexpired HS256 token signed with `secret`, else null. */
export function verifyPayloadJwt(token, secret, nowSeconds = Date.now() / 1000) {
  if (!secret || typeof token !== 'string' || token.length > 4096) return null
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, body, signature] = parts
  try {
    if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'HS256') return null
    const expected = createHmac('sha256', keyOf(secret)).update(`${header}.${body}`).digest()
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null
    return claims
  } catch {
    return null
  }
}

/** The session token a request carries: the cookie, else `Authorization: JWT …` / `Bearer …`. */
function tokenOf(req) {
  const cookie = TOKEN_COOKIE.exec(req.headers.cookie ?? '')?.[1]
  if (cookie) return decodeURIComponent(cookie)
  return /^(?:JWT|Bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
}

/** @param {import('node:http').IncomingMessage} req */
export function hasEditorSession(req, secret = process.env.PAYLOAD_SECRET) {
  const claims = verifyPayloadJwt(tokenOf(req), secret)
  return claims?.collection === EDITOR_COLLECTION
}
