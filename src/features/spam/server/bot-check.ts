/**
 * The bot check of the anti-spam calls (`apbct_force_protection_check_bot`, and whether
 * `apbct_decode_email` may answer), offline: CleanTalk asks its cloud; this site weighs what the
 * request and the plugin's JavaScript data (`event_javascript_data`, the alternative session) say.
 */
import { createHash } from 'node:crypto'

import { createToken, verifyToken } from '@/lib/tokens'
import { PIXEL_URL_TTL_SECONDS } from '@/shared/constants'
import { serverUrl } from '@/utilities/server-url'

import { PIXEL_ACTION, type AltSessionValues } from '../model/antispam'

const BOT_THRESHOLD = 5

/** User agents of scripts and crawlers: never a person's browser. */
const BOT_USER_AGENT =
  /\b(?:curl|wget|python|httpx|aiohttp|scrapy|go-http-client|java\/|okhttp|libwww|node-fetch|axios|undici|httpclient|php\/|ruby|perl|bot|spider|crawl|slurp)\b/i

export interface BotCheckInput {
  userAgent: string
  acceptLanguage: string
  /** `event_javascript_data` as posted (a JSON object of the plugin's gathered values). */
  javascriptData: string | undefined
  /** `event_token` (the plugin's bot-detector mode): present means its script ran. */
  eventToken: string | undefined
  session: AltSessionValues
  now?: number
}

export interface BotVerdict {
  bot: boolean
  score: number
  reasons: string[]
}

function parseObject(raw: string | undefined): Record<string, unknown> | null {
  if (!raw || raw.length > 20_000) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

function yes(value: unknown): boolean {
  if (typeof value === 'string') return !['', '0', 'false', 'null', 'undefined'].includes(value)
  return Boolean(value)
}

export function checkBot(input: BotCheckInput): BotVerdict {
  const reasons: string[] = []
  let score = 0
  const add = (points: number, reason: string) => {
    score += points
    reasons.push(reason)
  }
  const ua = input.userAgent.trim()
  if (!ua) add(3, 'no user agent')
  else if (BOT_USER_AGENT.test(ua)) add(BOT_THRESHOLD, 'script or crawler user agent')
  if (!input.acceptLanguage.trim()) add(1, 'no Accept-Language')

  const data = parseObject(input.javascriptData)
  const scriptRan =
    data !== null || Boolean(input.eventToken && /^[a-f0-9]{32,128}$/.test(input.eventToken))
  if (!scriptRan) add(3, 'no script data')
  const values = { ...input.session, ...(data ?? {}) } as Record<string, unknown>
  // A driven browser (navigator.webdriver) is a hint only: assistive tools can set it too.
  if (yes(values.apbct_headless)) add(2, 'headless browser')
  const interacted = ['ct_mouse_moved', 'ct_has_key_up', 'ct_has_scrolled', 'ct_has_input_focused']
    .map((name) => values[name])
    .some(yes)
  if (scriptRan && !interacted) add(1, 'no interaction')
  const shown = Number(values.ct_ps_timestamp)
  const now = input.now ?? Date.now()
  if (Number.isFinite(shown) && shown > 0 && now / 1000 - shown < 1) add(1, 'asked within 1 s')
  return { bot: score >= BOT_THRESHOLD, score, reasons }
}

/** Who the pixel belongs to: the address and browser (CleanTalk hashes the IP and a 3-h window). */
function visitorKey(ip: string, userAgent: string): string {
  return createHash('sha256').update(`${ip}|${userAgent}`).digest('base64url').slice(0, 22)
}

/**
 * `apbct_get_pixel_url`: this site's own pixel address, signed for this visitor and valid for
 * PIXEL_URL_TTL_SECONDS (the spec's 3 hours; the plugin's script keeps it as long).
 */
export function pixelUrl(ip: string, userAgent: string, now = Date.now()): string {
  const token = createToken(`apbct_pixel:${visitorKey(ip, userAgent)}`, {
    now,
    ttlSeconds: PIXEL_URL_TTL_SECONDS,
  })
  return `${serverUrl()}/wp-admin/admin-ajax.php?action=${PIXEL_ACTION}&pixel=${token}.gif`
}

/** Whether a pixel address (or its `pixel` parameter) was issued to this visitor and is fresh. */
export function isPixelValid(
  urlOrToken: string,
  ip: string,
  userAgent: string,
  now = Date.now(),
): boolean {
  const token = /pixel=([A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{24})/.exec(urlOrToken)?.[1] ?? urlOrToken
  return verifyToken(token.replace(/\.gif$/, ''), `apbct_pixel:${visitorKey(ip, userAgent)}`, {
    now,
  }).ok
}

/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
)
