/**
 * What a submission posted, read through the form model: each field's text values (multi-valued
 * fields arrive as `name[]`), its files, and the values the mail shows, as each tag type's
 * descriptor reads them (piped choices, CF7's `"Label|value"`, post the label and mail the value).
 */
import { defaultLocale, type Locale } from '@/i18n/locales'
import { formFixedStrings } from '@/features/contact-forms/messages'
import type { FormModel, FormTag } from '@/features/contact-forms/model/model'
import { fieldDescriptor } from '@/features/contact-forms/model/tags'

export interface PostedData {
  /** Text values by field name, as posted (with free text appended to its choice). */
  fields: Record<string, string[]>
  /** Values as the mail shows them: piped choices mapped to their value. */
  mailValues: Record<string, string[]>
  files: { field: string; file: File }[]
}

function isFile(value: FormDataEntryValue): value is File {
  return typeof value !== 'string'
}

function entriesOf(formData: FormData, tag: FormTag): FormDataEntryValue[] {
  return [...formData.getAll(tag.name), ...formData.getAll(`${tag.name}[]`)]
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
    const entries = entriesOf(formData, tag)
    if (descriptor.posts === 'files') {
      const uploaded = entries.filter((e): e is File => isFile(e) && (e.size > 0 || e.name !== ''))
      for (const file of uploaded) files.push({ field: tag.name, file })
      // Rebuilt from a stored submission, a file field holds the names as text.
      const storedNames = entries.filter((e): e is string => typeof e === 'string' && e !== '')
      fields[tag.name] = [...uploaded.map((file) => file.name), ...storedNames]
    } else {
      const texts = entries.filter((e): e is string => typeof e === 'string')
      fields[tag.name] = descriptor.readText?.(tag, texts, formData) ?? texts
    }
    mailValues[tag.name] = descriptor.mailValues(tag, fields[tag.name] ?? [], mail)
  }
  return { fields, mailValues, files }
}
