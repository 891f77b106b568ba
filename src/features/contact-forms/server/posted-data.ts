/**
 * What a submission posted, read through the form model: each field's text values (multi-valued
 * fields arrive as `name[]`), its files, and the values the mail shows, as each tag type's
 * descriptor reads them (piped choices, CF7's `"Label|value"`, post the label and mail the value).
 */
import { defaultLocale, type Locale } from '@/i18n/locales'
import { formFixedStrings } from '@/features/contact-forms/messages'
import type { FormModel } from '@/features/contact-forms/model/model'
import { fieldDescriptor } from '@/features/contact-forms/model/tags'
import { readPostedValues } from '@/lib/validation'

export interface PostedData {
  /** Text values by field name, as posted (with free text appended to its choice). */
  fields: Record<string, string[]>
  /** Values as the mail shows them: piped choices mapped to their value. */
  mailValues: Record<string, string[]>
  files: { field: string; file: File }[]
}

export function readPostedData(
  model: FormModel,
  formData: FormData,
  locale: Locale = defaultLocale,
): PostedData {
  const fields: Record<string, string[]> = {}
  const mailValues: Record<string, string[]> = {}
  const files: PostedData['files'] = []
  const mail = { locale, fixed: formFixedStrings[locale] }
  for (const tag of model.tags) {
    const descriptor = fieldDescriptor(tag)
    // Own keys only: a field may be called `constructor` or `toString`.
    if (!descriptor || !tag.name || Object.hasOwn(fields, tag.name)) continue
    // Read as the validator reads it (PHP's `$_POST`/`$_FILES`): what is stored and mailed is
    // what was validated, e.g. a nameless file part is no file in either.
    const posted = readPostedValues(formData, tag.name)
    if (descriptor.posts === 'files') {
      // Only real uploads count: a text posted under a file field's name is no file.
      for (const file of posted.files) files.push({ field: tag.name, file })
      fields[tag.name] = posted.files.map((file) => file.name)
    } else {
      fields[tag.name] = descriptor.readText?.(tag, posted.texts, formData) ?? posted.texts
    }
    mailValues[tag.name] = descriptor.mailValues(tag, fields[tag.name] ?? [], mail)
  }
  return { fields, mailValues, files }
}
