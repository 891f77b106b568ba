/**
 * The limiters behind the site's rate limits: in memory by default (`./memory.ts`: bounded, no
 * timer per key), in Redis when `REDIS_URL` is set (shared by every instance), with an in-memory
 * insurance limiter that answers while Redis is unreachable, so an outage never turns into a 5xx.
 * No `server-only` import: Payload's login hooks load this lazily, also outside Next.
 *
 * State lives on `globalThis`, so every route bundle of one process counts into the same limiters.
 */
import { createHash } from 'node:crypto'
import { isIP } from 'node:net'

import { Redis } from 'ioredis'
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import {
  rateLimitMemoryKeys,
  rateLimitRule,
  type RateLimitKeyKind,
  type RateLimitName,
} from './config'
import { BoundedMemoryLimiter } from './memory'

const DEFAULT_PREFIX = 'sakhli:rl'

interface RateLimitState {
  limiters: Map<string, RateLimiterAbstract | null>
  redis?: Redis
  redisUrl?: string
  redisDown: boolean
}

const STATE_KEY = Symbol.for('sakhli.rate-limit.state')

function state(): RateLimitState {
  const holder = globalThis as unknown as Record<symbol, RateLimitState | undefined>
  holder[STATE_KEY] ??= { limiters: new Map(), redisDown: false }
  return holder[STATE_KEY]
}

/** The prefix of every key (`RATE_LIMIT_PREFIX`, default `sakhli:rl`): one Redis, several sites. */
export function keyPrefix(): string {
  return process.env.RATE_LIMIT_PREFIX?.trim() || DEFAULT_PREFIX
}

function redisClient(url: string): Redis {
  const s = state()
  if (s.redis && s.redisUrl === url) return s.redis
  // Created only when Redis is configured: a site without it never opens a connection.
  const client = new Redis(url, {
    // Fail fast while disconnected (the insurance limiter answers) instead of queueing requests.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
  })
  client.on('error', (error: Error) => {
    if (s.redisDown) return
    s.redisDown = true
    console.warn(`[rate-limit] Redis unavailable, limiting in memory meanwhile: ${error.message}`)
  })
  client.on('ready', () => {
    if (s.redisDown) console.warn('[rate-limit] Redis is back.')
    s.redisDown = false
  })
  s.redis = client
  s.redisUrl = url
  return client
}

export interface LimiterOptions {
  /** Seconds a key stays refused once over its points (default: until its window ends). */
  blockSeconds?: number
}

/** The limiter of one rule of a limit, or null when that rule is off. */
export function limiterFor(
  name: RateLimitName,
  kind: RateLimitKeyKind,
  options: LimiterOptions = {},
): RateLimiterAbstract | null {
  const s = state()
  const cacheKey = `${name}:${kind}`
  const cached = s.limiters.get(cacheKey)
  if (cached !== undefined) return cached
  const rule = rateLimitRule(name, kind)
  let limiter: RateLimiterAbstract | null = null
  if (rule) {
    const common = {
      points: rule.points,
      duration: rule.seconds,
      blockDuration: options.blockSeconds ?? 0,
      keyPrefix: `${keyPrefix()}:${name}:${kind}`,
    }
    const maxKeys = rateLimitMemoryKeys()
    const memory = new BoundedMemoryLimiter({
      ...common,
      maxKeys,
      onFull: () =>
        console.warn(
          `[rate-limit] ${name} (${kind}) reached ${maxKeys} keys in memory (RATE_LIMIT_MEMORY_KEYS): the oldest counts are forgotten first.`,
        ),
    })
    const redisUrl = process.env.REDIS_URL?.trim()
    limiter = redisUrl
      ? new RateLimiterRedis({
          ...common,
          storeClient: redisClient(redisUrl),
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory
  }
  s.limiters.set(cacheKey, limiter)
  return limiter
}

/**
 * The visitor an address stands for: an IPv4 address itself, an IPv6 address its /64 network (one
 * household or server gets a whole /64 and could otherwise rotate through it to dodge the limits).
 */
export function ipKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '')
  if (isIP(address) !== 6) return address
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (mapped?.[1]) return mapped[1]
  const [head = '', tail] = address.split('::')
  const front = head ? head.split(':') : []
  const back = tail ? tail.split(':') : []
  const backGroups = back.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0)
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(8 - front.length - backGroups).fill('0'), ...back]
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

/** A key for a store: e-mail addresses are lower-cased and hashed (no addresses in Redis). */
export function storeKey(kind: RateLimitKeyKind, value: string, scope?: string): string {
  const base =
    kind === 'email'
      ? createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32)
      : ipKey(value)
  return scope ? `${scope}:${base}` : base
}

export type ConsumeOutcome = { ok: true } | { ok: false; retryAfterSeconds: number }

export function retryAfterFromMs(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}

/**
 * One point for one key. Refused with the seconds until it may retry; a store failure that the
 * insurance limiter could not absorb lets the request through (logged), never a 5xx.
 */
export async function consumeKey(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<ConsumeOutcome> {
  try {
    await limiter.consume(key)
    return { ok: true }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: retryAfterFromMs(error.msBeforeNext) }
    }
    console.error('[rate-limit] the limiter failed; letting the request through:', error)
    return { ok: true }
  }
}

/** Whether a key is already over its limit, without counting (used before a login is tried). */
export async function peekKey(limiter: RateLimiterAbstract, key: string): Promise<ConsumeOutcome> {
  try {
    const res = await limiter.get(key)
    if (res && res.consumedPoints > limiter.points) {
      return { ok: false, retryAfterSeconds: retryAfterFromMs(res.msBeforeNext) }
    }
    return { ok: true }
  } catch (error) {
    console.error('[rate-limit] the limiter failed; letting the request through:', error)
    return { ok: true }
  }
}

/** Forgets a key (a successful login resets its consecutive failures). */
export async function deleteKey(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.delete(key)
  } catch (error) {
    console.error('[rate-limit] could not reset a key:', error)
  }
}

/**
 * Test-only: forgets every count (memory, and this prefix's keys in Redis) and reads the settings
 * again on next use.
 */
export async function resetRateLimitState(): Promise<void> {
  const s = state()
  s.limiters.clear()
  if (s.redis) {
    const pattern = `${keyPrefix()}:*`
    const client = s.redis
    try {
      let cursor = '0'
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 500)
        if (keys.length > 0) await client.del(...keys)
        cursor = next
      } while (cursor !== '0')
    } catch (error) {
      console.warn('[rate-limit] could not clear Redis keys:', error)
    }
  }
}

/**
 * Resolves true once the Redis store is connected (false without REDIS_URL or after `timeoutMs`).
 * Until then the insurance limiter counts, in this process only.
 */
export async function rateLimitStoreReady(timeoutMs = 2_000): Promise<boolean> {
  const url = process.env.REDIS_URL?.trim()
  if (!url) return false
  const client = redisClient(url)
  if (client.status === 'ready') return true
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      client.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), timeoutMs)
    client.on('ready', onReady)
  })
}

/** Test-only: closes the Redis connection so a test process can exit. */
export async function closeRateLimitStore(): Promise<void> {
  const s = state()
  s.limiters.clear()
  const client = s.redis
  s.redis = undefined
  s.redisUrl = undefined
  if (client) await client.quit().catch(() => client.disconnect())
}
