import { isIP } from 'node:net'

/**
 * The visitor's address: the server's front (server/client-address.mjs) replaces X-Forwarded-For
 * with the one address it established from the connection and TRUST_PROXY, so the first entry is
 * it. Anything that is not an IP (a request that did not pass the front) counts as unknown.
 */
export function remoteIpOf(headers: Headers): string | undefined {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded && isIP(forwarded) ? forwarded : undefined
}
