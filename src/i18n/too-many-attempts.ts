/** The refusal of a rate-limited form, with when to try again. Isomorphic and small. */
import type { Locale } from './locales'
import { rateLimitMessages } from './messages/rate-limit'

/** Which rule refused: the client address (`ip`) or the e-mail address the form named. */
export type LimitedBy = 'ip' | 'email'

/** How long until `Retry-After` passes: minutes rounded up, whole hours past 90 minutes. */
export function waitText(locale: Locale, retryAfterSeconds: number | undefined): string {
  const m = rateLimitMessages[locale]
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) return m.waitLater
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  if (minutes <= 90)
    return minutes === 1 ? m.waitMinute : m.waitMinutes.replace('{n}', `${minutes}`)
  const hours = Math.ceil(minutes / 60)
  return m.waitHours.replace('{n}', `${hours}`)
}

/**
 * "Too many attempts came from this connection. Please try again in 12 minutes." (or, refused by
 * the e-mail rule, "…with this e-mail address…"); "later" when the wait is unknown.
 */
export function tooManyAttemptsMessage(
  locale: Locale,
  retryAfterSeconds: number | undefined,
  by: LimitedBy = 'ip',
): string {
  const m = rateLimitMessages[locale]
  const text = by === 'email' ? m.tooManyForEmail : m.tooManyFromConnection
  return text.replace('{wait}', waitText(locale, retryAfterSeconds))
}
