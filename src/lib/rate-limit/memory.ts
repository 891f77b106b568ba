/**
 * The in-memory store of one rate-limit rule: fixed windows counted in a Map that never holds more
 * than `maxKeys` keys, and no timer.
 *
 * rate-limiter-flexible's `RateLimiterMemory` gave every key a `setTimeout` that deleted it at the
 * end of its window. A timer keeps the async context it was made in, so each key kept its request's
 * AsyncLocalStorage stores (Next's request scope, Payload's req) alive for its window: 45-50 KB a
 * key, a day long for `login`. Here a key is a number and an expiry time: an expired key
 * reads as absent and is dropped when met, and expired keys at the front of the Map (the oldest
 * windows) are swept whenever a new key is added. At `maxKeys` the oldest window is forgotten first;
 * making that many keys within one window takes that many client addresses, which get that many
 * allowances anyway.
 *
 * Same answers as `RateLimiterMemory` (consume, penalty, reward, block, set, get, delete,
 * blockDuration), so it also serves as the Redis store's insurance limiter. `execEvenly` is not
 * supported (the site does not use it).
 */
import {
  RateLimiterMemory,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

// The package types RateLimiterAbstract but does not export it; RateLimiterMemory is its direct
// subclass. Extending it keeps points, duration, blockDuration and keyPrefix as the library reads
// them, and makes this limiter an accepted insuranceLimiter of RateLimiterRedis.
const LimiterBase = Object.getPrototypeOf(RateLimiterMemory) as typeof RateLimiterAbstract

interface Counter {
  points: number
  /** Epoch ms when the window ends; 0 = never. */
  expiresAt: number
}

export interface BoundedMemoryLimiterOptions extends IRateLimiterOptions {
  /** The most keys kept at once; past it the oldest window is forgotten. */
  maxKeys: number
  /** Called once, the first time the bound forgets a key that had not expired. */
  onFull?: () => void
}

type Key = string | number

export class BoundedMemoryLimiter extends LimiterBase {
  readonly maxKeys: number
  // Insertion order = order of window starts: a key is re-inserted whenever its window restarts.
  readonly #counters = new Map<string, Counter>()
  // The sweep's place in that order, kept between sweeps: a new iterator would step again over the
  // slots of every key deleted at the front since V8 last compacted the Map (30 µs a new key when
  // full, 2 µs with the cursor). While it waits at a live key, the Map's outgrown tables stay
  // referenced by it: about one table more (some 25 bytes a key) until it moves on.
  #cursor: Iterator<[string, Counter]> | undefined
  /** The oldest entry the cursor has read and not dropped. */
  #front: [string, Counter] | undefined
  #onFull: (() => void) | undefined

  constructor({ maxKeys, onFull, ...options }: BoundedMemoryLimiterOptions) {
    super(options)
    if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new Error('maxKeys must be at least 1')
    this.maxKeys = maxKeys
    this.#onFull = onFull
  }

  /** Keys held now (including expired ones not yet swept). */
  get size(): number {
    return this.#counters.size
  }

  #live(key: string, now: number): Counter | undefined {
    const counter = this.#counters.get(key)
    if (!counter) return undefined
    if (counter.expiresAt !== 0 && counter.expiresAt <= now) {
      this.#counters.delete(key)
      return undefined
    }
    return counter
  }

  /** Starts a new window of `seconds` for `key` with `points` counted (a block is a window too). */
  #start(key: string, points: number, seconds: number, now: number): RateLimiterRes {
    const ms = seconds * 1000
    this.#counters.delete(key)
    this.#sweep(now)
    this.#counters.set(key, { points, expiresAt: ms > 0 ? now + ms : 0 })
    return new RateLimiterRes(0, ms > 0 ? ms : -1, points, true)
  }

  /** Drops expired keys from the front, then the oldest ones while over the bound. */
  #sweep(now: number): void {
    for (;;) {
      if (!this.#front) {
        this.#cursor ??= this.#counters.entries()
        const next = this.#cursor.next()
        // Done: every key was dropped (the cursor never passes one it keeps); a done iterator
        // stays done, so the next sweep starts a new one.
        if (next.done) {
          this.#cursor = undefined
          return
        }
        this.#front = next.value
      }
      const [key, counter] = this.#front
      // Deleted since, or re-inserted with a new window (the cursor meets it again at the end).
      if (this.#counters.get(key) !== counter) {
        this.#front = undefined
        continue
      }
      const expired = counter.expiresAt !== 0 && counter.expiresAt <= now
      if (!expired && this.#counters.size < this.maxKeys) return
      this.#counters.delete(key)
      this.#front = undefined
      if (!expired) {
        this.#onFull?.()
        this.#onFull = undefined
      }
    }
  }

  #add(key: Key, points: number, seconds: number): RateLimiterRes {
    const now = Date.now()
    const name = String(key)
    const counter = this.#live(name, now)
    if (!counter) return this.#start(name, points, seconds, now)
    counter.points += points
    const ms = counter.expiresAt === 0 ? -1 : counter.expiresAt - now
    return new RateLimiterRes(0, ms, counter.points, false)
  }

  #withRemaining(res: RateLimiterRes): RateLimiterRes {
    return new RateLimiterRes(
      Math.max(this.points - res.consumedPoints, 0),
      res.msBeforeNext,
      res.consumedPoints,
      res.isFirstInDuration,
    )
  }

  #seconds(options?: { customDuration?: number }): number {
    const custom = options?.customDuration
    return typeof custom === 'number' && custom >= 0 ? custom : this.duration
  }

  override consume(
    key: Key,
    pointsToConsume = 1,
    options: { customDuration?: number } = {},
  ): Promise<RateLimiterRes> {
    let res = this.#withRemaining(this.#add(key, pointsToConsume, this.#seconds(options)))
    if (res.consumedPoints <= this.points) return Promise.resolve(res)
    // Blocked only when it first goes over, as RateLimiterMemory: the block is a new window.
    if (this.blockDuration > 0 && res.consumedPoints <= this.points + pointsToConsume) {
      res = this.#withRemaining(
        this.#start(String(key), res.consumedPoints, this.blockDuration, Date.now()),
      )
    }
    return Promise.reject(res)
  }

  override penalty(
    key: Key,
    points = 1,
    options: { customDuration?: number } = {},
  ): Promise<RateLimiterRes> {
    return Promise.resolve(this.#withRemaining(this.#add(key, points, this.#seconds(options))))
  }

  override reward(
    key: Key,
    points = 1,
    options: { customDuration?: number } = {},
  ): Promise<RateLimiterRes> {
    return Promise.resolve(this.#withRemaining(this.#add(key, -points, this.#seconds(options))))
  }

  override block(key: Key, secDuration: number): Promise<RateLimiterRes> {
    const points = this.points + 1
    const res = this.#start(String(key), points, secDuration, Date.now())
    return Promise.resolve(new RateLimiterRes(0, res.msBeforeNext, points))
  }

  override set(key: Key, points: number, secDuration: number): Promise<RateLimiterRes> {
    const res = this.#start(String(key), points, secDuration, Date.now())
    return Promise.resolve(new RateLimiterRes(0, res.msBeforeNext, points))
  }

  override get(key: Key): Promise<RateLimiterRes | null> {
    const now = Date.now()
    const counter = this.#live(String(key), now)
    if (!counter) return Promise.resolve(null)
    const ms = counter.expiresAt === 0 ? -1 : counter.expiresAt - now
    return Promise.resolve(
      new RateLimiterRes(Math.max(this.points - counter.points, 0), ms, counter.points, false),
    )
  }

  override delete(key: Key): Promise<boolean> {
    // An expired key was already gone for RateLimiterMemory: false, as there.
    const live = this.#live(String(key), Date.now())
    return Promise.resolve(live !== undefined && this.#counters.delete(String(key)))
  }
}
