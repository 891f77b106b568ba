'use server'

import { headers } from 'next/headers'

import { actionPayload } from '@/lib/action-payload'
import { accountStrings } from '@/features/accounts/messages'
import { REGISTER_ACTION, REGISTER_FIELDS } from '@/features/accounts/model/fields'
import { registerVisitor } from '@/features/accounts/server/register'
import { isLocale } from '@/i18n/locales'
import { remoteIpOf } from '@/lib/compat/client-address'
import { consumeRateLimit } from '@/lib/rate-limit'
import { tooManyAttemptsMessage } from '@/i18n/too-many-attempts'

import type { RegisterFormState } from './form-state'

/** The values shown again after a no-JavaScript post: every field but the password. */
function keptValues(formData: FormData): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const name of [
    REGISTER_FIELDS.email,
    REGISTER_FIELDS.nickname,
    REGISTER_FIELDS.link,
    REGISTER_FIELDS.address,
  ]) {
    const value = formData.get(name)
    if (typeof value === 'string') kept[name] = value.slice(0, 500)
  }
  return kept
}

/**
 * The registration form without JavaScript: the same service and the same `register` limit as the
 * admin-ajax call (counted per address under the action's name, as the dispatcher counts it).
 */
export async function registerFormAction(
  _previous: RegisterFormState,
  formData: FormData,
): Promise<RegisterFormState> {
  const lang = formData.get('lang')
  const locale = isLocale(lang) ? lang : 'ka'
  const t = accountStrings(locale)
  const requestHeaders = await headers()
  const values = keptValues(formData)
  try {
    const limited = await consumeRateLimit(
      'register',
      { ip: remoteIpOf(requestHeaders) },
      { scope: REGISTER_ACTION },
    )
    if (!limited.ok) {
      const message = tooManyAttemptsMessage(locale, limited.retryAfterSeconds, limited.key)
      return { answer: { errors: {}, message }, values }
    }
    const outcome = await registerVisitor(await actionPayload(), {
      formData,
      locale,
      userAgent: requestHeaders.get('user-agent') ?? '',
      channel: 'no-js',
    })
    return { answer: outcome.answer, values: outcome.kind === 'accepted' ? {} : values }
  } catch (error) {
    console.error('[accounts] registration without JavaScript failed:', error)
    return { answer: { errors: {}, message: t.failed }, values }
  }
}
