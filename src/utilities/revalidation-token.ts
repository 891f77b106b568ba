import { createHmac, timingSafeEqual } from 'node:crypto'

/** The shared secret of the internal revalidation route, derived from PAYLOAD_SECRET. */
export function revalidationToken(secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return createHmac('sha256', secret).update('sakhli:revalidate-site').digest('hex')
}

export function isRevalidationToken(value: string | null): boolean {
  if (!value || !process.env.PAYLOAD_SECRET) return false
  const expected = Buffer.from(revalidationToken())
  const given = Buffer.from(value)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
