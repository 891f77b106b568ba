/**
 * The anti-spam plugin's e-mail decoding call (docs/compatibility.md, "Anti-spam plugin: calls"):
 * its action name and answer, shared by the page's decoder (components/EncodedEmail.client.tsx)
 * and the spam feature that answers it. Isomorphic and pure.
 */

/**
 * The admin-ajax action (`ContactsEncoder`): fields `encodedEmails`, `post_url`, `referrer` and
 * `event_javascript_data`.
 */
export const DECODE_EMAIL_ACTION = 'apbct_decode_email'

/** One row of the decode answer, as `apbctEmailEncoderCallbackBulk` reads it. */
export interface DecodedEmailRow {
  is_allowed: boolean
  show_comment: boolean
  comment: string
  /** The `data-original-string` the browser sent, to match rows to nodes. */
  encoded_email: string
  /** Empty when not allowed. */
  decoded_email: string
}

/** `wp_send_json_success(rows)` / `wp_send_json_error(rows)`. */
export interface DecodeEmailAnswer {
  success: boolean
  data: DecodedEmailRow[]
}
