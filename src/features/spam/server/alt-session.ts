/**
 * The plugin's "alternative session cookies" (`apbct_alt_session__save__AJAX`): spam-protection
 * values a browser that refuses cookies keeps on the server. Stored in a bounded way, without any
 * table that could grow: one HttpOnly cookie holding the validated values and a signed token over
 * them (a security token for the action `apbct_alt_session:<sha256 of the values>`, 12 hours).
 * Only the plugin's listed names are kept, each value checked by its type and cut to size.
 */
import { createHash } from 'node:crypto'

import { createToken, verifyToken } from '@/lib/tokens'

import { ALT_COOKIE_TYPES, type AltCookieName, type AltSessionValues } from '../model/antispam'

export const ALT_SESSION_COOKIE = 'sakhli_apbct_session'
/** The cookie's whole value stays well under a browser's 4 KB per cookie. */
const ALT_SESSION_MAX_BYTES = 3_000
const MAX_STRING = 512
const MAX_JSON = 1_024
const TTL_SECONDS = 12 * 60 * 60

function isAltName(name: string): name is AltCookieName {
  return Object.hasOwn(ALT_COOKIE_TYPES, name)
}

function truthy(value: unknown): boolean {
  if (typeof value === 'string') return !['', '0', 'false', 'null', 'undefined'].includes(value)
  return Boolean(value)
}

/** One value as `AltSessions::setFromRemote` validates it; undefined drops it. */
function validValue(name: AltCookieName, value: unknown): string | number | boolean | undefined {
  switch (ALT_COOKIE_TYPES[name]) {
    case 'int': {
      const n = typeof value === 'number' ? value : Number.parseInt(String(value), 10)
      return Number.isSafeInteger(n) ? n : 0
    }
    case 'bool':
      return truthy(value)
    case 'string':
      return typeof value === 'string' || typeof value === 'number'
        ? String(value).slice(0, MAX_STRING)
        : undefined
    case 'json': {
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      if (typeof text !== 'string' || text.length > MAX_JSON) return undefined
      try {
        JSON.parse(text)
        return text
      } catch {
        return undefined
      }
    }
    case 'url': {
      if (typeof value !== 'string' || value.length > MAX_STRING) return undefined
      try {
        const url = new URL(value)
        return url.protocol === 'https:' || url.protocol === 'http:' ? value : undefined
      } catch {
        return undefined
      }
    }
    case 'hash':
      return typeof value === 'string' && /^[a-f0-9]{32,128}$/.test(value) ? value : undefined
  }
}

/**
 * JSON as posted; WordPress adds slashes to posted values (`wp_magic_quotes`), so the plugin's
 * PHP strips them: a value that only parses without backslashes is read that way too.
 */
export function parseJson(raw: string): unknown {
  for (const text of [raw, raw.replace(/\\/g, '')]) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      // Try the next reading.
    }
  }
  return undefined
}

/**
 * The `cookies` field as the plugin posts it: a JSON object, or a JSON array of `[name, value]`
 * pairs. Null when it is not JSON of either shape.
 */
export function parseAltCookies(raw: string): AltSessionValues | null {
  const parsed = parseJson(raw)
  if (parsed === undefined) return null
  let entries: [string, unknown][]
  if (Array.isArray(parsed)) {
    entries = parsed
      .filter((pair): pair is [unknown, unknown] => Array.isArray(pair) && pair.length >= 2)
      .map(([name, value]) => [String(name), value])
  } else if (parsed && typeof parsed === 'object') {
    entries = Object.entries(parsed)
  } else {
    return null
  }
  const values: AltSessionValues = {}
  for (const [name, value] of entries) {
    if (!isAltName(name)) continue
    const valid = validValue(name, value)
    if (valid !== undefined) values[name] = valid
  }
  return values
}

function digest(json: string): string {
  return createHash('sha256').update(json).digest('base64url')
}

/** The cookie value for `values`: base64url(JSON) + '~' + its token. */
function sealAltSession(values: AltSessionValues, now = Date.now()): string | null {
  const json = JSON.stringify(values)
  const body = Buffer.from(json).toString('base64url')
  const sealed = `${body}~${createToken(`apbct_alt_session:${digest(json)}`, { now, ttlSeconds: TTL_SECONDS })}`
  return sealed.length <= ALT_SESSION_MAX_BYTES ? sealed : null
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

/** The values this browser saved, when its cookie is genuine and unexpired; else empty. */
export function readAltSession(headers: Headers, now = Date.now()): AltSessionValues {
  const raw = readCookie(headers.get('cookie'), ALT_SESSION_COOKIE)
  if (!raw || raw.length > ALT_SESSION_MAX_BYTES) return {}
  const [body, token] = raw.split('~')
  if (!body || !token) return {}
  try {
    const json = Buffer.from(body, 'base64url').toString('utf8')
    if (!verifyToken(token, `apbct_alt_session:${digest(json)}`, { now }).ok) return {}
    const parsed: unknown = JSON.parse(json)
    return parsed && typeof parsed === 'object' ? (parsed as AltSessionValues) : {}
  } catch {
    return {}
  }
}

/** The saved values merged with new ones; null when they would not fit the cookie. */
export function altSessionCookie(
  headers: Headers,
  incoming: AltSessionValues,
  { secure, now = Date.now() }: { secure: boolean; now?: number },
): string | null {
  const sealed = sealAltSession({ ...readAltSession(headers, now), ...incoming }, now)
  if (!sealed) return null
  return [
    `${ALT_SESSION_COOKIE}=${sealed}`,
    'Path=/',
    `Max-Age=${TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
