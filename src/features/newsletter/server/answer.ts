/**
 * The answers of ElementsKit's `widget/mailchimp/sendmail` call: `error` (a string, empty when
 * none) and `success.body`, a JSON text with `status` and `title`, as Mailchimp's member API would
 * have answered. Every text is plain (ElementsKit's script inserts `title` and `error` as HTML)
 * and from the catalogue: nothing the visitor posted is ever echoed.
 */
import { jsonResponse } from '@/lib/compat/json'
import { retryAfterHeaders } from '@/lib/rate-limit'

import type { NewsletterStrings } from '../messages'
import type { SignupOutcome } from './subscribe'

export type AnswerCode =
  | 'invalid_email'
  | 'unknown_list'
  | 'rate_limited'
  | 'spam'
  | 'missing_nonce'
  | 'invalid_nonce'
  | 'nonce_expired'
  | 'cross_site'
  | 'internal_error'

function success(body: Record<string, unknown>): Response {
  return jsonResponse({ error: '', success: { body: JSON.stringify(body) } })
}

/** An error answer: ElementsKit's `error` string, plus a `code` for this site's own client. */
export function errorAnswer(
  code: AnswerCode,
  message: string,
  status: number,
  headers: Record<string, string> = {},
): Response {
  const response = jsonResponse({ error: message, success: [], code }, status)
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

/**
 * A sign-up's answer. An address already on the list gets the answer of a new one (never
 * Mailchimp's "Member Exists"): what the call answers must not tell who is subscribed.
 */
export function signupAnswer(outcome: SignupOutcome, t: NewsletterStrings): Response {
  switch (outcome.kind) {
    case 'pending':
      return success({ status: 'pending', title: t.pendingTitle })
    case 'subscribed':
      return success({ status: 'subscribed', title: t.subscribedTitle })
    case 'invalid-email':
      return errorAnswer('invalid_email', t.invalidEmail, 400)
    case 'unknown-list':
      return errorAnswer('unknown_list', t.unknownList, 404)
    case 'spam':
      return errorAnswer('spam', t.spam, 403)
    case 'rate-limited':
      return errorAnswer('rate_limited', outcome.message, 429, retryAfterHeaders(outcome))
  }
}
