/**
 * The anti-spam plugin's admin-ajax calls (docs/compatibility.md, "Anti-spam plugin: calls"),
 * answered as CleanTalk's plugin answers
 * them and read by its public JavaScript, without any outside service: each is cheap (no database,
 * no network), bounded in what it reads and keeps, and answers 2xx or 4xx, never 5xx.
 */
import type { AjaxContext } from '@/lib/compat/ajax-types'
import { remoteIpOf } from '@/lib/compat/client-address'
import { jsonResponse } from '@/lib/compat/json'
import { decodeEmail, MAX_ENCODED_LENGTH } from '@/lib/email-seal'

import { spamStrings } from '../messages'
import type {
  AltSessionAnswer,
  BotCheckAnswer,
  DecodedEmailRow,
  DecodeEmailAnswer,
  EmailCheckAnswer,
  EmailExistAnswer,
} from '../model/antispam'
import { altSessionCookie, parseAltCookies, parseJson, readAltSession } from './alt-session'
import { checkBot, isPixelValid, PIXEL_GIF, pixelUrl } from './bot-check'
import { checkEmail } from './email-check'

/** At most this many addresses are decoded by one call (a page rarely shows more). */
const MAX_DECODED_PER_CALL = 20

function botVerdictOf(ctx: AjaxContext) {
  const headers = ctx.request.headers
  return checkBot({
    userAgent: headers.get('user-agent') ?? '',
    acceptLanguage: headers.get('accept-language') ?? '',
    javascriptData: ctx.get('event_javascript_data'),
    eventToken: ctx.get('event_token'),
    session: readAltSession(headers),
  })
}

/** The `encodedEmails` field: JSON `{"0": "…", "1": "…"}` (or an array), strings only. */
function encodedEmailsOf(raw: string | undefined): string[] | null {
  if (!raw || raw.length > MAX_DECODED_PER_CALL * (MAX_ENCODED_LENGTH + 16)) return null
  const parsed = parseJson(raw)
  if (!parsed || typeof parsed !== 'object') return null
  const values = Object.values(parsed).filter((v): v is string => typeof v === 'string')
  return values.length ? [...new Set(values)].slice(0, MAX_DECODED_PER_CALL) : null
}

/** `apbct_decode_email`: fields `encodedEmails`, `post_url`, `referrer`, `event_javascript_data`. */
export function decodeEmailAjax(ctx: AjaxContext): Response {
  const encoded = encodedEmailsOf(ctx.get('encodedEmails'))
  const rows: DecodedEmailRow[] = []
  const verdict = botVerdictOf(ctx)
  const comment = verdict.bot ? spamStrings(ctx.locale).botBlocked : ''
  for (const value of encoded ?? []) {
    const plain = decodeEmail(value)
    if (plain === null) continue
    rows.push({
      is_allowed: !verdict.bot,
      show_comment: verdict.bot,
      comment,
      encoded_email: value,
      decoded_email: verdict.bot ? '' : plain,
    })
  }
  // `wp_send_json_success(false)` in the plugin for nothing decodable: an error here, so its
  // script shows "cannot decode" rather than reading `data[0]` of nothing.
  const answer: DecodeEmailAnswer = { success: rows.length > 0, data: rows }
  return jsonResponse(answer, rows.length ? 200 : 400)
}

/** `apbct_alt_session__save__AJAX`: field `cookies` (JSON object or `[name, value]` pairs). */
export function saveAltSessionAjax(ctx: AjaxContext): Response {
  const raw = ctx.get('cookies')
  const fail = (error: string, status = 400) =>
    jsonResponse({ success: false, error } satisfies AltSessionAnswer, status)
  if (!raw) return fail('AltSessions: No cookies data provided.')
  const values = parseAltCookies(raw)
  if (!values) return fail('AltSessions: Internal JSON error: the cookies are not JSON.')
  const secure = new URL(ctx.request.url).protocol === 'https:'
  const cookie = altSessionCookie(ctx.request.headers, values, { secure })
  if (!cookie) return fail('AltSessions: too much data.', 413)
  const response = jsonResponse({ success: true } satisfies AltSessionAnswer)
  response.headers.append('Set-Cookie', cookie)
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}

function visitorOf(ctx: AjaxContext): { ip: string; userAgent: string } {
  const headers = ctx.request.headers
  return { ip: remoteIpOf(headers) ?? '', userAgent: headers.get('user-agent') ?? '' }
}

/** `apbct_get_pixel_url`: the address as plain text (`die($pixel_url)`; read with `notJson`). */
export function pixelUrlAjax(ctx: AjaxContext): Response {
  const { ip, userAgent } = visitorOf(ctx)
  return new Response(pixelUrl(ip, userAgent), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}

/**
 * The pixel itself (GET, tokenless): a 1×1 GIF for any request, so a page never shows a broken
 * image; `X-Pixel-Valid` says whether it was this visitor's fresh address. Nothing is stored.
 */
export function pixelAjax(ctx: AjaxContext): Response {
  const { ip, userAgent } = visitorOf(ctx)
  const valid = isPixelValid(ctx.get('pixel') ?? '', ip, userAgent)
  return new Response(new Uint8Array(PIXEL_GIF), {
    headers: {
      'Content-Type': 'image/gif',
      'Cache-Control': 'no-store',
      'X-Pixel-Valid': valid ? '1' : '0',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}

/** `apbct_email_check_before_post`: field `email`; `{ result }` or `{ error: 'EMPTY_DATA' }`. */
export async function emailCheckBeforePostAjax(ctx: AjaxContext): Promise<Response> {
  const email = (ctx.get('email') ?? '').trim()
  if (!email) return jsonResponse({ error: 'EMPTY_DATA' } satisfies EmailCheckAnswer)
  return jsonResponse({ result: await checkEmail(email) } satisfies EmailCheckAnswer)
}

/** `apbct_email_check_exist_post`: field `email`; `{ result: { result, text_result } }`. */
export async function emailCheckExistAjax(ctx: AjaxContext): Promise<Response> {
  const email = (ctx.get('email') ?? '').trim()
  if (!email) return jsonResponse({ error: 'EMPTY_DATA' } satisfies EmailExistAnswer)
  const checked = await checkEmail(email)
  const strings = spamStrings(ctx.locale)
  const exists = checked.status === 'ok'
  return jsonResponse({
    result: {
      result: exists ? 'EXISTS' : 'NOT_EXISTS',
      text_result: exists ? strings.emailExists : strings.emailNotExists,
      reason: checked.status,
    },
  } satisfies EmailExistAnswer)
}

/** `apbct_force_protection_check_bot`: fields `post_url`, `referrer`, `event_javascript_data`. */
export function checkBotAjax(ctx: AjaxContext): Response {
  const verdict = botVerdictOf(ctx)
  const answer: BotCheckAnswer = {
    allow: verdict.bot ? 0 : 1,
    message: verdict.bot ? spamStrings(ctx.locale).botBlocked : '',
    success: true,
  }
  return jsonResponse(answer)
}
