/**
 * The answers of the Contact Form 7 REST calls (docs/compatibility.md, "Contact Form 7: feedback"),
 * shared by the server that
 * writes them and the browser that reads them.
 */

/** Statuses the feedback call answers with (docs/compatibility.md, "Contact Form 7: statuses"). */
export const FEEDBACK_STATUSES = [
  'mail_sent',
  'mail_failed',
  'validation_failed',
  'acceptance_missing',
  'spam',
  'aborted',
  'payment_required',
] as const

export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

export interface FeedbackInvalidField {
  /** Field name. */
  field: string
  message: string
  /** The input's `id` attribute when it has one, else null. */
  idref: string | null
  /** `{unit tag}-ve-{field}`: the id of the element that shows the error. */
  error_id: string
}

/** `quiz` entries: field → [question, keyed hash of its answer]. */
export type QuizRefill = Record<string, [string, string]>

export interface FeedbackResponse {
  contact_form_id: number
  /** A FeedbackStatus, or anything else a future server says (the browser maps it to custom-…). */
  status: string
  message: string
  invalid_fields?: FeedbackInvalidField[]
  posted_data_hash: string
  /** `#{unit tag}`: the form the answer is for. */
  into: string
  /** Captcha field → image address. */
  captcha?: Record<string, string>
  quiz?: QuizRefill
}

export interface RefillResponse {
  captcha?: Record<string, string>
  quiz?: QuizRefill
}

/** The REST namespace and paths of Contact Form 7's calls. */
export const CF7_REST_BASE = '/wp-json/contact-form-7/v1'
export const feedbackPath = (formId: number | string) =>
  `${CF7_REST_BASE}/contact-forms/${formId}/feedback`
export const schemaPath = (formId: number | string) => `${feedbackPath(formId)}/schema`
export const refillPath = (formId: number | string) =>
  `${CF7_REST_BASE}/contact-forms/${formId}/refill`

/** Hidden fields every form posts (docs/compatibility.md, "Contact Form 7: hidden fields"). */
export const HIDDEN_FIELDS = {
  formId: '_wpcf7',
  version: '_wpcf7_version',
  locale: '_wpcf7_locale',
  unitTag: '_wpcf7_unit_tag',
  containerPost: '_wpcf7_container_post',
  postedDataHash: '_wpcf7_posted_data_hash',
} as const

/**
 * The query a form's no-JavaScript post carries (its permalink): the form's id, so the server's
 * front holds the post to that form's body cap before reading it (server/body-caps.mjs).
 */
export const NO_JS_FORM_QUERY = '_wpcf7'

/**
 * A form's permalink for `useActionState`: where its no-JavaScript post goes, and how React finds
 * the component that gets the answer (a form and the placeholder of a deleted one share it).
 */
export function noJsPermalink(formId: number, unitTag: string): string {
  return `?${NO_JS_FORM_QUERY}=${formId}#${unitTag}`
}

/** The plugin version we speak (sent as `_wpcf7_version`). */
export const CF7_VERSION = '6.1.4'

/** `wpcf7-f{form}-p{post}-o{n}`: identifies one form instance on a page. */
export function unitTagOf(formId: number, containerPostId: number | string, instance: number) {
  return `wpcf7-f${formId}-p${containerPostId}-o${instance}`
}

/** CF7's companion fields: the hashed quiz answer and the free-text input of a choice field. */
export const quizAnswerField = (name: string) => `_wpcf7_quiz_answer_${name}`
export const freeTextField = (name: string) => `_wpcf7_free_text_${name}`

/**
 * State of the no-JavaScript path: the form posts to a React server action and the page is
 * rendered again with the answer and, unless the mail was sent, the visitor's values.
 */
export interface NoJsFormState {
  response: FeedbackResponse | null
  /** Posted text values by field name (without `[]`), to refill the form. */
  values: Record<string, string[]>
}

/** `_wpcf7_locale` spells locales the WordPress way. */
export const WP_LOCALES = { ka: 'ka_GE', en: 'en_US' } as const
