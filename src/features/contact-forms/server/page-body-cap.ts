/**
 * The body cap of a no-JavaScript contact form post, for the server's front (server/body-caps.mjs):
 * the form's permalink names the form, and the front refuses a larger body before reading it.
 */
import type { Payload } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { parsePositiveId } from '@/lib/ids'
import { NO_JS_FORM_QUERY } from '@/features/contact-forms/model/feedback'

import { loadContactForm } from './form-cache'
import { feedbackBodyCap } from './read-body'

/** The cap for a post to `url`, or undefined when it names no form (the front's small cap). */
export async function pageBodyCap(payload: Payload, url: URL): Promise<number | undefined> {
  const formId = parsePositiveId(url.searchParams.get(NO_JS_FORM_QUERY))
  if (formId === null) return undefined
  const form = await loadContactForm(payload, formId, defaultLocale)
  return form ? feedbackBodyCap(form.model) : undefined
}
