/**
 * A submission read against its form: the posted values within their bounds, the hidden fields
 * checked, and what the form's rules (validation, quizzes, acceptance) say of them. Pure but for
 * the form it is given: the feedback service's first step.
 */
import { createHash } from 'node:crypto'

import { checkedUnitTag, postedId } from '@/features/contact-forms/model/bounds'
import { HIDDEN_FIELDS, quizAnswerField } from '@/features/contact-forms/model/feedback'
import type { FormTag } from '@/features/contact-forms/model/model'
import type { Locale } from '@/i18n/locales'
import { validate } from '@/lib/validation'

import type { LoadedForm } from './form-cache'
import { readPostedData, type PostedData } from './posted-data'
import { isQuizAnswerCorrect } from './quiz'

export interface FieldError {
  field: string
  error: string
}

export interface ReadSubmission {
  /** A page id, or nothing: anything else (`1e999`, `-1`, text) is not stored. */
  containerPost: number | undefined
  /** A unit tag of this form, else the canonical one: a bad one is never echoed or stored. */
  unitTag: string
  posted: PostedData
  /** The hash of the posted values, CF7's `posted_data_hash`. */
  dataHash: string
  /** Validation and quiz errors, one per field at most from the quizzes. */
  invalid: FieldError[]
  /** A required acceptance box left unchecked (or an inverted one checked). */
  acceptanceMissing: boolean
}

function acceptanceMissing(tags: FormTag[], formData: FormData): boolean {
  return tags.some((tag) => {
    if (tag.type !== 'acceptance' || !tag.name || tag.options.includes('optional')) return false
    const checked = formData.getAll(tag.name).some((v) => typeof v === 'string' && v !== '')
    return tag.options.includes('invert') ? checked : !checked
  })
}

function quizErrors(form: LoadedForm, formData: FormData): FieldError[] {
  const errors: FieldError[] = []
  for (const tag of form.model.tags) {
    if (tag.type !== 'quiz' || !tag.name) continue
    const answer = formData.get(tag.name)
    const hash = formData.get(quizAnswerField(tag.name))
    const correct =
      typeof answer === 'string' && typeof hash === 'string' && isQuizAnswerCorrect(answer, hash)
    if (!correct) errors.push({ field: tag.name, error: form.messages.quiz_answer_not_correct })
  }
  return errors
}

function postedDataHash(fields: PostedData['fields']): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32)
}

/** Parses and validates `formData` against `form`, in `locale`. */
export function readSubmission(
  form: LoadedForm,
  formId: number,
  formData: FormData,
  locale: Locale,
): ReadSubmission {
  const containerPost = postedId(formData.get(HIDDEN_FIELDS.containerPost))
  const unitTag = checkedUnitTag(formId, formData.get(HIDDEN_FIELDS.unitTag), containerPost)
  const posted = readPostedData(form.model, formData, locale)
  const invalid: FieldError[] = [...validate(form.schema, formData)]
  for (const quiz of quizErrors(form, formData)) {
    if (!invalid.some((i) => i.field === quiz.field)) invalid.push(quiz)
  }
  return {
    containerPost,
    unitTag,
    posted,
    dataHash: postedDataHash(posted.fields),
    invalid,
    acceptanceMissing: acceptanceMissing(form.model.tags, formData),
  }
}
