/**
 * CF7's DOM events (`wpcf7submit`, `wpcf7mailsent`, …) with CF7's `detail` shape, so scripts of
 * the original site that listen for them (analytics, redirects) keep working. Events are fired on
 * the form and bubble, as CF7 6 does it: listeners on the `.wpcf7` wrapper or the document get
 * them too. Isomorphic: the detail builders are pure; only `fireFormEvent` touches the DOM.
 */
import type { FeedbackResponse, RefillResponse } from '@/features/contact-forms/model/feedback'
import type { FormStatus } from '@/features/contact-forms/model/status'

/** What identifies a form instance in every event (from its hidden fields). */
export interface FormIdentity {
  contactFormId: number
  pluginVersion: string
  /** `ka_GE` / `en_US`. */
  contactFormLocale: string
  unitTag: string
  containerPostId: number
}

export interface FormInput {
  name: string
  value: FormDataEntryValue
}

export interface FormEventDetail extends FormIdentity {
  /** Before the answer: the form's status; afterwards the server status (`mail_sent`, …). */
  status: string
  /** Posted fields except those starting with `_` (CF7's own and our spam signals). */
  inputs: FormInput[]
  formData: FormData
  apiResponse?: FeedbackResponse | RefillResponse | null
}

export interface StatusChangedDetail extends FormIdentity {
  status: FormStatus
  prevStatus: FormStatus
}

/** Event names without the `wpcf7` prefix. */
export type FormEventName =
  | 'beforesubmit'
  | 'submit'
  | 'invalid'
  | 'unaccepted'
  | 'spam'
  | 'aborted'
  | 'mailsent'
  | 'mailfailed'
  | 'reset'
  | 'statuschanged'

/** The visitor's inputs of a submission: CF7 leaves out every name starting with `_`. */
export function formInputs(formData: FormData): FormInput[] {
  const inputs: FormInput[] = []
  for (const [name, value] of formData.entries()) {
    if (!name.startsWith('_')) inputs.push({ name, value })
  }
  return inputs
}

export function buildEventDetail(
  identity: FormIdentity,
  status: string,
  formData: FormData,
): FormEventDetail {
  return { ...identity, status, inputs: formInputs(formData), formData }
}

/**
 * The events an answer fires, in CF7's order: one for the outcome (`invalid`, `unaccepted`,
 * `spam`, `aborted`, `mailsent`, `mailfailed`; none for other statuses), then always `submit`.
 */
export function eventsForStatus(status: FormStatus): FormEventName[] {
  switch (status) {
    case 'invalid':
    case 'unaccepted':
    case 'spam':
    case 'aborted':
      return [status, 'submit']
    case 'sent':
      return ['mailsent', 'submit']
    case 'failed':
      return ['mailfailed', 'submit']
    default:
      return ['submit']
  }
}

/** Dispatches `wpcf7{name}` on `target`, bubbling, with `detail`. */
export function fireFormEvent(target: EventTarget, name: FormEventName, detail: object): void {
  target.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }))
}
