/**
 * The client address a registration came from, as stored: a keyed hash of the address as the rate
 * limiter counts it (`ipKey`: an IPv4 address, an IPv6 address's /64), never the address. The key
 * is the site's secret, so the stored value cannot be turned back into an address by hashing the
 * whole IPv4 space.
 */
import { createHmac } from 'node:crypto'

import { ipKey } from '@/lib/rate-limit/store'

export function clientKeyOf(secret: string, ip: string | undefined): string | null {
  const address = ip?.trim()
  if (!address) return null
  return createHmac('sha256', secret)
    .update(`sakhli:event-client|${ipKey(address)}`)
    .digest('base64url')
    .slice(0, 32)
}
