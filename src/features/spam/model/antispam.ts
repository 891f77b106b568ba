/**
 * The anti-spam plugin's calls (docs/compatibility.md, "Anti-spam plugin: calls"), as CleanTalk's
 * `wordpress-antispam` plugin makes them: its admin-ajax action names, the fields its public
 * JavaScript posts (`apbct_public_sendAJAX`: every call carries `_ajax_nonce`, the public nonce
 * `ct_secret_stuff`, and a `no_cache` random number) and the answer shapes that JavaScript reads.
 * Isomorphic and pure: the server's handlers and the browser's callers share it.
 */
import { DECODE_EMAIL_ACTION } from '@/lib/compat/email-decode'
import { EMAIL_SYNTAX } from '@/lib/email-text'

export type { DecodedEmailRow, DecodeEmailAnswer } from '@/lib/compat/email-decode'

/**
 * The one public nonce of the plugin (`AJAXService::$public_nonce_id`): every public action checks
 * it (`check_ajax_referer('ct_secret_stuff')` reads `_ajax_nonce`), so one token serves them all.
 */
export const APBCT_PUBLIC_NONCE_ACTION = 'ct_secret_stuff'

/** The admin-ajax actions (`HooksRegistrar::registerAjaxHooks`, `AltSessions`, `ContactsEncoder`). */
export const APBCT_ACTIONS = {
  decodeEmail: DECODE_EMAIL_ACTION,
  saveAltSession: 'apbct_alt_session__save__AJAX',
  pixelUrl: 'apbct_get_pixel_url',
  emailCheckBeforePost: 'apbct_email_check_before_post',
  emailCheckExist: 'apbct_email_check_exist_post',
  checkBot: 'apbct_force_protection_check_bot',
} as const

export type ApbctAction = (typeof APBCT_ACTIONS)[keyof typeof APBCT_ACTIONS]

/**
 * The pixel itself (not a plugin call: the plugin's pixel lives on CleanTalk's servers). Served by
 * this site's admin-ajax endpoint as a 1×1 GIF, tokenless and without side effects.
 */
export const PIXEL_ACTION = 'sakhli_apbct_pixel'

/** The plugin's spam-protection cookies the browser may keep server-side (`AltSessions`). */
export const ALT_COOKIE_TYPES = {
  apbct_email_encoder_passed: 'hash',
  apbct_bot_detector_exist: 'bool',
  ct_ps_timestamp: 'int',
  ct_fkp_timestamp: 'int',
  ct_timezone: 'int',
  ct_screen_info: 'json',
  apbct_headless: 'bool',
  apbct_visible_fields: 'json',
  apbct_pixel_url: 'url',
  ct_checked_emails: 'json',
  ct_checked_emails_exist: 'json',
  ct_checkjs: 'string',
  ct_bot_detector_event_token: 'hash',
  ct_has_input_focused: 'bool',
  ct_has_key_up: 'bool',
  ct_has_scrolled: 'bool',
  ct_mouse_moved: 'bool',
  wordpress_apbct_antibot: 'hash',
  apbct_anticrawler_passed: 'int',
  apbct_antiflood_passed: 'int',
  ct_sfw_pass_key: 'string',
  ct_sfw_passed: 'int',
  ct_gathering_loaded: 'bool',
  apbct_search_form__honeypot_value: 'string',
} as const satisfies Record<string, 'hash' | 'bool' | 'int' | 'json' | 'url' | 'string'>

export type AltCookieName = keyof typeof ALT_COOKIE_TYPES
export type AltSessionValues = Partial<Record<AltCookieName, string | number | boolean>>

/** `apbct_email_check_before_post`: `die(json_encode(['result' => …]))` or `['error' => …]`. */
export type EmailCheckAnswer =
  | { result: EmailCheckResult }
  | { error: 'EMPTY_DATA' | 'ERROR_CHECKING_EMAIL' }

/** What the browser keeps in `ct_checked_emails` (the plugin stores it opaquely). */
export interface EmailCheckResult {
  email: string
  /** `ok`, or why the address is no good. */
  status: 'ok' | 'invalid_syntax' | 'disposable' | 'reserved_domain'
  valid_syntax: boolean
  disposable: boolean
  /** 1 when the address would be accepted (the plugin's `appears`-style flag, inverted). */
  allowed: 0 | 1
}

/** `apbct_email_check_exist_post`: `getResultCheckEmailExist` reads `result.result` and `text_result`. */
export type EmailExistAnswer =
  | {
      result: {
        result: 'EXISTS' | 'NOT_EXISTS'
        text_result: string
        /** Why, when it does not exist (offline: the same rules as the check before a post). */
        reason: EmailCheckResult['status']
      }
    }
  | { error: 'EMPTY_DATA' | 'ERROR_CHECKING_EMAIL' }

/** `apbct_force_protection_check_bot`: `checkBotCallback` reads `allow === 1` and `message`. */
export interface BotCheckAnswer {
  allow: 0 | 1
  message: string
  success: true
}

/** `AltSessions::setFromRemote`. */
export type AltSessionAnswer = { success: true } | { success: false; error: string }

/** Longest address considered (RFC 5321's path limit); longer is invalid, never looked up. */
const EMAIL_MAX_LENGTH = 254

export function hasEmailSyntax(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SYNTAX.test(email)
}
