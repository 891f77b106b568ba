/**
 * The site's rate limits: every default and the one parser of their settings. Pure (no server
 * imports), so unit tests and the README can rely on it.
 *
 * Setting scheme: `RATE_LIMIT_<NAME>` is the per-address rule of a limit and
 * `RATE_LIMIT_<NAME>_EMAIL` its per-e-mail rule, where `<NAME>` is the limit's name upper-cased
 * with `-` as `_` (`contact-feedback` → `RATE_LIMIT_CONTACT_FEEDBACK`). A rule is
 * `points/seconds` (at most `points` requests per `seconds`, e.g. `5/60`); `0` or `off` turns that
 * rule off. An unreadable value is reported once and the default is kept.
 *
 * Every rule counts per visitor (one client address, one e-mail address), never globally: a crowd
 * of distinct visitors is never limited together.
 */

export const RATE_LIMIT_NAMES = [
  'contact-feedback',
  'ajax',
  'ajax-read',
  'nonce',
  'login',
  'login-pair',
  'forgot-password',
  'newsletter',
  'event-join',
  'register',
  'antispam',
  'search',
  'popup-beacon',
] as const

export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number]

export type RateLimitKeyKind = 'ip' | 'email'

export interface RateLimitRule {
  points: number
  /** Window in seconds: the count of a key is forgotten this long after its first point. */
  seconds: number
}

export interface RateLimitDefaults {
  ip?: RateLimitRule
  email?: RateLimitRule
  /** Why these numbers (shown nowhere; the README's table summarises them). */
  why: string
}

const rule = (points: number, seconds: number): RateLimitRule => ({ points, seconds })

/** The defaults, one place. */
export const RATE_LIMIT_DEFAULTS: Record<RateLimitName, RateLimitDefaults> = {
  'contact-feedback': {
    ip: rule(5, 60),
    email: rule(3, 600),
    why: 'A person sends a contact form once, twice after a correction; 5 a minute from one address and 3 in 10 minutes for one e-mail leave room for a household or office behind one address while a script gets 5, not 300.',
  },
  ajax: {
    ip: rule(30, 60),
    why: 'Per address and per action: admin-ajax actions that write or send. A page makes a few such calls per visit.',
  },
  'ajax-read': {
    ip: rule(120, 60),
    why: 'Per address and per action: cheap read-only admin-ajax actions (loading events) that a page may call on every navigation.',
  },
  nonce: {
    ip: rule(60, 60),
    why: 'A page fetches one token per form and refreshes it once when it expires; 60 a minute is far above any page.',
  },
  login: {
    ip: rule(100, 86_400),
    why: 'Failed logins per address per day (slow brute force, the login pattern rate-limiter-flexible documents). A successful login does not count.',
  },
  'login-pair': {
    ip: rule(5, 900),
    why: 'Consecutive failed logins for one e-mail from one address: the 6th is refused for 15 minutes; a successful login resets it. Other addresses are unaffected, so nobody can lock an editor out.',
  },
  'forgot-password': {
    ip: rule(5, 3_600),
    email: rule(3, 3_600),
    why: 'Each request mails a reset link to an editor: a few an hour is plenty, a flood would fill their inbox.',
  },
  newsletter: {
    ip: rule(20, 600),
    email: rule(3, 3_600),
    why: 'A visitor subscribes once; the per-e-mail rule keeps any inbox from being signed up (and mailed) again and again. Per address 20 in 10 minutes: an office or a school behind one address signs up together after a talk, while a script filling the list with made-up addresses gets 120 an hour, each needing its confirmation.',
  },
  'event-join': {
    ip: rule(10, 600),
    email: rule(5, 3_600),
    why: 'A visitor joins a few events per visit.',
  },
  register: {
    ip: rule(30, 3_600),
    email: rule(3, 3_600),
    why: 'The per-e-mail rule carries the weight: 3 an hour per inbox, so nobody is mailed without end whatever the address. Per address 30 an hour: a whole office behind one address registering for a seminar gets through (5 did not), while a script is kept to 30 accounts and 30 password hashes (about 5 s of CPU) an hour.',
  },
  antispam: {
    ip: rule(60, 60),
    why: 'The anti-spam calls run a few times per page view (pixel, cookies, bot check, e-mail checks).',
  },
  'popup-beacon': {
    ip: rule(120, 60),
    why: 'A page with popups sends a beacon or two per popup (shown, closed, followed); 120 a minute per address leaves room for an office browsing together, while a script inflating the counts gets two a second.',
  },
  search: {
    ip: rule(60, 60),
    why: 'Site search: each query is a render and a database query that no cache answers. A person searches and pages a few times a minute; an office behind one address gets 60 a minute, a script one a second.',
  },
}

/** `contact-feedback` → `RATE_LIMIT_CONTACT_FEEDBACK` (`_EMAIL` appended for the e-mail rule). */
export function rateLimitEnvName(name: RateLimitName, kind: RateLimitKeyKind): string {
  const base = `RATE_LIMIT_${name.toUpperCase().replace(/-/g, '_')}`
  return kind === 'email' ? `${base}_EMAIL` : base
}

export type ParsedRule = { ok: true; rule: RateLimitRule | null } | { ok: false; reason: string }

/** Reads one setting: `points/seconds`, or `0`/`off` for no limit (`rule: null`). */
export function parseRateLimitRule(value: string): ParsedRule {
  const text = value.trim().toLowerCase()
  if (text === '0' || text === 'off' || text === 'false') return { ok: true, rule: null }
  const match = /^(\d{1,9})\s*\/\s*(\d{1,9})$/.exec(text)
  if (!match) return { ok: false, reason: 'expected points/seconds, e.g. 5/60, or 0 to disable' }
  const points = Number(match[1])
  const seconds = Number(match[2])
  if (points === 0) return { ok: true, rule: null }
  if (seconds < 1) return { ok: false, reason: 'the window must be at least 1 second' }
  return { ok: true, rule: { points, seconds } }
}

const reported = new Set<string>()

/** Keys each rule keeps in memory when `RATE_LIMIT_MEMORY_KEYS` is not set. */
export const RATE_LIMIT_MEMORY_KEYS_DEFAULT = 50_000

/**
 * The most keys one rule keeps in memory (`RATE_LIMIT_MEMORY_KEYS`, at least 100): past it the
 * oldest window is forgotten, so a crowd of addresses cannot grow the process without bound.
 */
export function rateLimitMemoryKeys(env: Record<string, string | undefined> = process.env): number {
  const value = env.RATE_LIMIT_MEMORY_KEYS?.trim()
  if (!value) return RATE_LIMIT_MEMORY_KEYS_DEFAULT
  const keys = /^\d{1,9}$/.test(value) ? Number(value) : NaN
  if (keys >= 100) return keys
  if (!reported.has('RATE_LIMIT_MEMORY_KEYS')) {
    reported.add('RATE_LIMIT_MEMORY_KEYS')
    console.warn(
      `[rate-limit] RATE_LIMIT_MEMORY_KEYS=${JSON.stringify(value)} ignored: expected a whole number of at least 100.`,
    )
  }
  return RATE_LIMIT_MEMORY_KEYS_DEFAULT
}

/** The rule in force for one key kind of a limit (the setting, else the default); null = off. */
export function rateLimitRule(
  name: RateLimitName,
  kind: RateLimitKeyKind,
  env: Record<string, string | undefined> = process.env,
): RateLimitRule | null {
  const fallback = RATE_LIMIT_DEFAULTS[name][kind] ?? null
  const envName = rateLimitEnvName(name, kind)
  const value = env[envName]
  if (value === undefined || value.trim() === '') return fallback
  const parsed = parseRateLimitRule(value)
  if (parsed.ok) return parsed.rule
  if (!reported.has(envName)) {
    reported.add(envName)
    console.warn(`[rate-limit] ${envName}=${JSON.stringify(value)} ignored: ${parsed.reason}.`)
  }
  return fallback
}
