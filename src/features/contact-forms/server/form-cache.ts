/**
 * Contact forms as the feedback service needs them: the document, its parsed model, its messages
 * and its validation schema, per locale. Parsing on every submission would waste the hot path, so
 * each is kept in memory for a short while and dropped when an editor saves the form (other app
 * instances see the change within the TTL). No `server-only`: the Forms collection imports it and
 * Payload's CLI loads collections outside React.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Form } from '@/payload-types'
import { defaultFormMessages, type FormMessages } from '@/features/contact-forms/messages'
import type { FormModel } from '@/features/contact-forms/model/model'
import { parseFormTemplate } from '@/features/contact-forms/model/parser'
import { buildFormSchema } from '@/features/contact-forms/model/schema'
import { WP_LOCALES } from '@/features/contact-forms/model/feedback'
import type { FormSchema } from '@/lib/validation/types'
import { processSingleton } from '@/utilities/process-singleton'

export interface LoadedForm {
  doc: Form
  locale: Locale
  model: FormModel
  messages: FormMessages
  schema: FormSchema
}

const TTL_MS = 30_000
const MAX_ENTRIES = 200

// Per process, not per bundle: the Forms collection's hook must clear the cache the routes read.
const cache = processSingleton(
  'formCache',
  () => new Map<string, { expires: number; value: Promise<LoadedForm | null> }>(),
)

export function forgetCachedForm(id: number | string): void {
  for (const key of cache.keys()) if (key.startsWith(`${id}|`)) cache.delete(key)
}

/** Messages of the form in a locale, each falling back to Contact Form 7's default wording. */
function formMessagesOf(doc: Form, locale: Locale): FormMessages {
  const stored = (doc.messages ?? {}) as Partial<Record<keyof FormMessages, string | null>>
  const defaults = defaultFormMessages[locale]
  const messages = { ...defaults }
  for (const key of Object.keys(defaults) as (keyof FormMessages)[]) {
    const value = stored[key]
    // A locale without its own messages falls back to another's: an untouched default of that
    // locale is replaced by this locale's default, an editor's own wording is kept.
    const isOtherDefault = Object.values(defaultFormMessages).some((m) => m[key] === value)
    if (typeof value === 'string' && value.trim() && !isOtherDefault) messages[key] = value
  }
  return messages
}

/** The form as the feedback service needs it, from its document in one locale. */
export function loadedFormOf(doc: Form, locale: Locale): LoadedForm {
  const model = parseFormTemplate(doc.template ?? '')
  const messages = formMessagesOf(doc, locale)
  return {
    doc,
    locale,
    model,
    messages,
    schema: buildFormSchema(model, messages, WP_LOCALES[locale]),
  }
}

async function load(payload: Payload, id: number, locale: Locale): Promise<LoadedForm | null> {
  const doc = (await payload
    .findByID({ collection: 'forms', id, locale, depth: 0, overrideAccess: true })
    .catch(() => null)) as Form | null
  return doc ? loadedFormOf(doc, locale) : null
}

/** The form with this id in this locale, or null when there is none. */
export function loadContactForm(
  payload: Payload,
  id: number,
  locale: Locale,
): Promise<LoadedForm | null> {
  const key = `${id}|${locale}`
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.expires > now) return hit.value
  if (cache.size >= MAX_ENTRIES) cache.clear()
  const value = load(payload, id, locale)
  cache.set(key, { expires: now + TTL_MS, value })
  // A failed load is not remembered.
  value.then((v) => v ?? cache.delete(key)).catch(() => cache.delete(key))
  return value
}
