// The visitor's address, as the front hands it to the app in `X-Forwarded-For` (one validated IP).
// `X-Forwarded-For` is believed only as far as the connection comes through proxies named in
// TRUST_PROXY (comma-separated addresses or CIDR ranges); unset, nothing is trusted and the
// connection's own address is the visitor's.
import { isIP } from 'node:net'

import proxyaddr from 'proxy-addr'

/**
 * A trust function for TRUST_PROXY. A malformed entry stops the server at start, with its name,
 * rather than silently trusting nothing (or everything).
 * @param {string | undefined} value
 * @returns {(addr: string, i: number) => boolean}
 */
export function compileTrust(value) {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  try {
    return proxyaddr.compile(list)
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** `::ffff:10.0.0.1` and `10.0.0.1` are one visitor. */
function canonical(address) {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}

/**
 * The client's address: the nearest address in the chain that is not a trusted proxy. A garbage
 * entry (not an IP) where the client should be falls back to the last trusted hop, so nothing but
 * an IP is ever handed on.
 * @param {import('node:http').IncomingMessage} req
 * @param {(addr: string, i: number) => boolean} trust
 * @returns {string | undefined}
 */
export function clientAddress(req, trust) {
  const socketAddress = req.socket.remoteAddress
  if (!socketAddress) return undefined
  const chain = proxyaddr.all(req, trust)
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = chain[i]?.trim()
    if (address && isIP(address)) return canonical(address)
  }
  return canonical(socketAddress)
}

/**
 * Replaces the forwarding headers the app reads with what the front established: the client's
 * address, and the scheme and host only when a trusted proxy sent them.
 * @param {import('node:http').IncomingMessage} req
 * @param {(addr: string, i: number) => boolean} trust
 * @returns {{ address: string | undefined, viaTrustedProxy: boolean }}
 */
export function settleForwarding(req, trust) {
  const socketAddress = req.socket.remoteAddress ?? ''
  const viaTrustedProxy = socketAddress !== '' && trust(socketAddress, 0)
  const address = clientAddress(req, trust)
  if (address) req.headers['x-forwarded-for'] = address
  else delete req.headers['x-forwarded-for']
  delete req.headers['x-real-ip']
  delete req.headers['forwarded']
  if (!viaTrustedProxy) {
    delete req.headers['x-forwarded-proto']
    delete req.headers['x-forwarded-host']
    delete req.headers['x-forwarded-port']
  }
  return { address, viaTrustedProxy }
}
