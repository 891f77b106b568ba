/**
 * What a submission posted, read through the form model: each field's text values (multi-valued
 * fields arrive as `name[]`), its files, and the values the mail shows (piped choices, CF7's
 * `"Label|value"`, post the label and mail the value).
 */
import { defaultLocale, type Locale } from '@/i18n/locales'
import { freeTextField } from '@/features/contact-forms/model/feedback'
import { acceptanceMailValue } from '@/features/contact-forms/model/mail-template'
import type { FormModel, FormTag } from '@/features/contact-forms/model/model'

export interface PostedData {
  /** Text values by field name, as posted (with free text appended to its choice). */
  fields: Record<string, string[]>
  /** Values as the mail shows them: piped choices mapped to their value. */
  mailValues: Record<string, string[]>
  files: { field: string; file: File }[]
}

const NAMELESS = new Set(['submit', 'count'])

function isFile(value: FormDataEntryValue): value is File {
  return typeof value !== 'string'
}

function entriesOf(formData: FormData, name: string): FormDataEntryValue[] {
  return [...formData.getAll(name), ...formData.getAll(`${name}[]`)]
}

function withFreeText(tag: FormTag, values: string[], formData: FormData): string[] {
  if (!tag.options.includes('free_text')) return values
  const lastLabel = tag.labels[tag.labels.length - 1]
  const freeText = formData.get(freeTextField(tag.name))
  if (lastLabel === undefined || typeof freeText !== 'string' || !freeText.trim()) return values
  return values.map((v) => (v === lastLabel ? `${v} ${freeText.trim()}` : v))
}

function pipeValue(tag: FormTag, posted: string): string {
  const index = tag.labels.indexOf(posted)
  return index >= 0 && tag.values[index] !== undefined ? tag.values[index] : posted
}

export function readPostedData(
  model: FormModel,
  formData: FormData,
  locale: Locale = defaultLocale,
): PostedData {
  const fields: Record<string, string[]> = {}
  const mailValues: Record<string, string[]> = {}
  const files: PostedData['files'] = []
  for (const tag of model.tags) {
    // Own keys only: a field may be called `constructor` or `toString`.
    if (!tag.name || NAMELESS.has(tag.type) || Object.hasOwn(fields, tag.name)) continue
    const entries = entriesOf(formData, tag.name)
    if (tag.type === 'file') {
      for (const entry of entries) {
        if (isFile(entry) && (entry.size > 0 || entry.name))
          files.push({ field: tag.name, file: entry })
      }
      // Rebuilt from a stored submission, a file field holds the names as text.
      const storedNames = entries.filter((e): e is string => typeof e === 'string' && e !== '')
      const names = [
        ...files.filter((f) => f.field === tag.name).map((f) => f.file.name),
        ...storedNames,
      ]
      fields[tag.name] = names
      mailValues[tag.name] = names
      continue
    }
    const texts = entries.filter((e): e is string => typeof e === 'string')
    const posted = withFreeText(tag, texts, formData)
    fields[tag.name] = posted
    if (tag.type === 'acceptance') {
      mailValues[tag.name] = [
        acceptanceMailValue(
          tag,
          posted.some((v) => v !== ''),
          locale,
        ),
      ]
    } else if (tag.type === 'select' || tag.type === 'checkbox' || tag.type === 'radio') {
      mailValues[tag.name] = posted.map((v) => pipeValue(tag, v))
    } else {
      mailValues[tag.name] = posted
    }
  }
  return { fields, mailValues, files }
}
