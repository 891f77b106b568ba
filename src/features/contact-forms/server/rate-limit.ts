/**
 * The contact forms' rate limit (`contact-feedback` in `@/lib/rate-limit`), shared by the REST call
 * and the no-JavaScript server action: per client address first (the REST call counts it before
 * reading the body), then per e-mail address, the value of the form's first `email` field, once
 * the form data is read. A refused submission is not stored and sends nothing.
 */
import 'server-only'

import { cutText } from '@/features/contact-forms/model/bounds'
import type { FormModel } from '@/features/contact-forms/model/model'
import { readPostedValues } from '@/lib/validation'
import { consumeRateLimit } from '@/lib/rate-limit'

export interface RateLimitRefusal {
  retryAfterSeconds: number
  key: 'ip' | 'email'
}

/** Longest e-mail address (RFC 5321 path): anything longer is counted by its first part. */
const EMAIL_MAX_CHARS = 254

/** Counts a submission from `ip`; the refusal when the address is over its limit. */
export async function limitByAddress(ip: string | undefined): Promise<RateLimitRefusal | null> {
  if (!ip) return null
  const result = await consumeRateLimit('contact-feedback', { ip })
  return result.ok ? null : result
}

/** The value of the form's first `email` field, when one was posted. */
function postedEmail(model: FormModel, formData: FormData): string | undefined {
  const tag = model.tags.find((t) => t.type === 'email' && t.name)
  if (!tag) return undefined
  const value = readPostedValues(formData, tag.name).texts.at(-1)?.trim()
  return value ? cutText(value, EMAIL_MAX_CHARS).toLowerCase() : undefined
}

/** Counts a submission naming the form's e-mail address; the refusal when it is over its limit. */
export async function limitByEmail(
  model: FormModel,
  formData: FormData,
): Promise<RateLimitRefusal | null> {
  const email = postedEmail(model, formData)
  if (!email) return null
  const result = await consumeRateLimit('contact-feedback', { email })
  return result.ok ? null : result
}
