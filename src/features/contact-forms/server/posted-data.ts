/**
 * What a submission posted, read through the form model: each field's text values (multi-valued
 * fields arrive as `name[]`), its files, and the values the mail shows, as each tag type's
 * descriptor reads them (piped choices, CF7's `"Label|value"`, post the label and mail the value).
 * Only the form's own fields are read, each cut to its bounds (`model/bounds.ts`): what is stored,
 * mailed and echoed never holds more than the form asks for.
 */
import { defaultLocale, type Locale } from '@/i18n/locales'
import { formFixedStrings } from '@/features/contact-forms/messages'
import {
  boundFieldValues,
  boundFileName,
  cutText,
  isEchoableName,
  LINE_CEILING_CHARS,
  TEXT_CEILING_CHARS,
  UNKNOWN_FORM_ECHO,
} from '@/features/contact-forms/model/bounds'
import { freeTextField } from '@/features/contact-forms/model/feedback'
import type { FormModel } from '@/features/contact-forms/model/model'
import { hasOption } from '@/features/contact-forms/model/tag'
import { fieldDescriptor } from '@/features/contact-forms/model/tags'
import { readPostedValues } from '@/lib/validation'

export interface PostedData {
  /** Text values by field name, as posted (with free text appended to its choice), bounded. */
  fields: Record<string, string[]>
  /** Values as the mail shows them: piped choices mapped to their value. */
  mailValues: Record<string, string[]>
  files: { field: string; file: File }[]
}

/** The names a submission of this form stores under `fields`, in the template's order. */
export function storedFieldNames(model: FormModel): string[] {
  const names = new Set<string>()
  for (const tag of model.tags) if (tag.name && fieldDescriptor(tag)) names.add(tag.name)
  return [...names]
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
      fields[tag.name] = posted.files.map((file) => boundFileName(file.name))
    } else {
      const texts = descriptor.readText?.(tag, posted.texts, formData) ?? posted.texts
      fields[tag.name] = boundFieldValues(tag, texts)
    }
    mailValues[tag.name] = descriptor.mailValues(tag, fields[tag.name] ?? [], mail)
  }
  return { fields, mailValues, files }
}

/**
 * What the no-JavaScript page shows again after a post that was not sent: the form's own text
 * fields as posted (and the free text of choice groups), each cut to its bounds; never hidden
 * fields, spam signals or names the form does not have.
 */
export function echoValues(model: FormModel, formData: FormData): Record<string, string[]> {
  const values = new Map<string, string[]>()
  for (const tag of model.tags) {
    const descriptor = fieldDescriptor(tag)
    if (!descriptor || descriptor.posts !== 'text' || !tag.name || values.has(tag.name)) continue
    const posted = boundFieldValues(tag, readPostedValues(formData, tag.name).texts)
    if (posted.length) values.set(tag.name, posted)
    if (hasOption(tag, 'free_text')) {
      const companion = freeTextField(tag.name)
      const text = formData.get(companion)
      if (typeof text === 'string' && text) {
        values.set(companion, [cutText(text, LINE_CEILING_CHARS)])
      }
    }
  }
  // A plain object with own properties only (a field called `__proto__` stays data).
  return Object.fromEntries(values)
}

/**
 * The echo of a post to a form the server cannot read (deleted since the page was rendered, or the
 * database down): it cannot tell the form's fields, so it shows text under names a field could
 * have, without hidden ones, within fixed bounds (`UNKNOWN_FORM_ECHO`).
 */
export function echoUnknownFormValues(formData: FormData): Record<string, string[]> {
  const values = new Map<string, string[]>()
  const freeTextPrefix = freeTextField('')
  let budget: number = UNKNOWN_FORM_ECHO.chars
  for (const [rawName, value] of formData.entries()) {
    if (typeof value !== 'string' || !value || budget <= 0) continue
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName
    const companion =
      name.startsWith(freeTextPrefix) && isEchoableName(name.slice(freeTextPrefix.length))
    if (!companion && !isEchoableName(name)) continue
    let list = values.get(name)
    if (!list) {
      if (values.size >= UNKNOWN_FORM_ECHO.fields) continue
      list = []
      values.set(name, list)
    }
    if (list.length >= UNKNOWN_FORM_ECHO.values) continue
    const text = cutText(value, Math.min(TEXT_CEILING_CHARS, budget))
    budget -= text.length
    list.push(text)
  }
  return Object.fromEntries(values)
}
