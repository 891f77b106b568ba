// Server code only (node:crypto and the secret); ESLint keeps browser code from importing it.
/**
 * E-mail addresses published in content are obfuscated (the anti-spam plugin's "decoding obfuscated
 * e-mail", docs/compatibility.md, "Anti-spam plugin: calls"): the page carries the address sealed
 * with AES-256-GCM under a key derived from the site's secret (`data-original-string`, as
 * CleanTalk's encoder names it) and a readable but non-harvestable text (`info [at] sakhli [dot]
 * ge`); a click asks the spam feature's `apbct_decode_email` for the address. The seal is
 * deterministic (its nonce is an HMAC of the address), so a cached page is stable; it only reveals
 * that two seals hold the same address. Shared components seal (components/ProtectedEmail.tsx),
 * the spam feature unseals: both read this module, like signed tokens (lib/tokens.ts).
 */
import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto'

const KEY_CONTEXT = 'sakhli:email-encoder:v1'
const IV_BYTES = 12
const TAG_BYTES = 16
/** Longest sealed value decoded: a long address plus a `?subject=…` query, sealed. */
export const MAX_ENCODED_LENGTH = 1024
const MAX_PLAIN_LENGTH = 600

let cached: { secret: string; key: Buffer } | undefined

function keyOf(): Buffer {
  const secret = process.env.TOKEN_SECRET || process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('The e-mail encoder needs TOKEN_SECRET (or PAYLOAD_SECRET).')
  if (cached?.secret !== secret) {
    cached = { secret, key: createHmac('sha256', secret).update(KEY_CONTEXT).digest() }
  }
  return cached.key
}

/** Seals an address (or a `mailto:` target such as `a@b.ge?subject=Hi`) for the page. */
export function encodeEmail(plain: string): string {
  const key = keyOf()
  const iv = createHmac('sha256', key).update(plain).digest().subarray(0, IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')
}

/** The sealed address, or null when it was not sealed by this site (or is too long). */
export function decodeEmail(encoded: unknown): string | null {
  if (typeof encoded !== 'string' || encoded.length > MAX_ENCODED_LENGTH) return null
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null
  const bytes = Buffer.from(encoded, 'base64url')
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(), bytes.subarray(0, IV_BYTES))
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
    return plain.length <= MAX_PLAIN_LENGTH ? plain : null
  } catch {
    return null
  }
}
