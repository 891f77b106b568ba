'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import type { ContactFormStrings } from '@/features/contact-forms/messages'
import {
  buildEventDetail,
  eventsForStatus,
  fireFormEvent,
  type FormIdentity,
} from '@/features/contact-forms/model/events'
import type { NoJsFormState, QuizRefill } from '@/features/contact-forms/model/feedback'
import {
  FeedbackClientError,
  isSiteBlocked,
  submitFeedback,
} from '@/features/contact-forms/model/rest-client'
import {
  statusReducer,
  statusStateOf,
  type FormStatus,
  type StatusAction,
  type StatusState,
} from '@/features/contact-forms/model/status'
import type { Locale } from '@/i18n/locales'
import { tooManyAttemptsMessage, type LimitedBy } from '@/i18n/too-many-attempts'
import { withoutActionFields } from '@/lib/http/form-data'

import { fieldErrorsOf, type FieldError } from './behaviours'
import type { QuizView } from './FormFields'

export function quizViewsOf(refill: QuizRefill | undefined): Record<string, QuizView> {
  const views: Record<string, QuizView> = {}
  for (const [name, [question, answerHash]] of Object.entries(refill ?? {})) {
    views[name] = { question, answerHash }
  }
  return views
}

/** Which rule refused a 429 (`data.limited` of its REST error), the client address by default. */
function limitedBy(body: unknown): LimitedBy {
  const data = (body as { data?: { limited?: unknown } } | null | undefined)?.data
  return data?.limited === 'email' ? 'email' : 'ip'
}

/** The message of a request that got no CF7 answer: offline, not JSON, refused or failed. */
function requestErrorMessage(error: unknown, strings: ContactFormStrings, locale: Locale): string {
  const code = error instanceof FeedbackClientError ? error.code : 'fetch_error'
  if (error instanceof FeedbackClientError && error.status === 429) {
    return tooManyAttemptsMessage(locale, error.retryAfter, limitedBy(error.body))
  }
  return code === 'fetch_error'
    ? strings.fetchError
    : code === 'invalid_json'
      ? strings.invalidJson
      : strings.serverError
}

interface SubmissionOptions {
  formId: number
  locale: Locale
  strings: ContactFormStrings
  identity: FormIdentity
  /** The answer of a no-JavaScript post the page came with. */
  answer: NoJsFormState['response']
  values: NoJsFormState['values']
}

/**
 * A CF7 form's state and its submission over REST, as CF7's scripts keep them: the status
 * machine (its class on the form, `wpcf7statuschanged` after the DOM shows it), the response
 * message and field errors, the quiz refills and posted-data hash, the values a no-JavaScript
 * post brought back, and the spam dialog. After a submit answered `invalid` or `unaccepted` the
 * focus moves to the first invalid field.
 */
export function useContactSubmission({
  formId,
  locale,
  strings,
  identity,
  answer,
  values: initialValues,
}: SubmissionOptions) {
  const formRef = useRef<HTMLFormElement>(null)
  const [statusState, setStatusState] = useState<StatusState>(() => statusStateOf(answer?.status))
  const statusRef = useRef(statusState)
  const [message, setMessage] = useState(answer?.message ?? '')
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>(() =>
    fieldErrorsOf(answer?.invalid_fields),
  )
  const [postedHash, setPostedHash] = useState(answer?.posted_data_hash ?? '')
  const [quiz, setQuiz] = useState<Record<string, QuizView>>(() => quizViewsOf(answer?.quiz))
  const [values, setValues] = useState(initialValues)
  /** The message of a submission the server blocked as spam, shown in a dialog. */
  const [blocked, setBlocked] = useState<string | null>(null)
  const closeBlocked = useCallback(() => setBlocked(null), [])
  /** The button that sent the submission: the focus returns to it when the dialog closes. */
  const submitterRef = useRef<HTMLElement | null>(null)
  const submitterOf = useCallback(() => submitterRef.current, [])
  /** Set by a submit answered `invalid`/`unaccepted`: focus the first invalid field once shown. */
  const focusInvalidRef = useRef(false)

  /** Moves the status machine; the DOM shows the new status before `wpcf7statuschanged` fires. */
  const applyStatus = useCallback(
    (statusAction: StatusAction): FormStatus => {
      const prev = statusRef.current
      const next = statusReducer(prev, statusAction)
      statusRef.current = next
      if (next !== prev) flushSync(() => setStatusState(next))
      const form = formRef.current
      if (form && next.status !== prev.status) {
        fireFormEvent(form, 'statuschanged', {
          ...identity,
          status: next.status,
          prevStatus: prev.status,
        })
      }
      return next.status
    },
    [identity],
  )

  const clearResponse = useCallback(() => {
    setFieldErrors([])
    setMessage('')
  }, [])

  const showRequestError = useCallback(
    (error: unknown) => {
      console.error(error)
      applyStatus({ type: 'error' })
      setFieldErrors([])
      setMessage(requestErrorMessage(error, strings, locale))
    },
    [applyStatus, strings, locale],
  )

  const submit = useCallback(
    async (submitter: HTMLElement | null) => {
      const form = formRef.current
      if (!form) return
      if (isSiteBlocked()) {
        // CF7 shows the form as submitting and sends nothing while the site is blocked.
        clearResponse()
        applyStatus({ type: 'submit' })
        return
      }
      const formData = withoutActionFields(new FormData(form))
      submitterRef.current =
        submitter ?? form.querySelector<HTMLElement>('[type="submit"]:not([disabled])')
      if (
        (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
        submitter.name
      ) {
        formData.append(submitter.name, submitter.value)
      }
      const detail = buildEventDetail(identity, statusRef.current.status, formData)
      clearResponse()
      fireFormEvent(form, 'beforesubmit', detail)
      applyStatus({ type: 'submit' })

      let response
      try {
        response = await submitFeedback(formId, formData)
      } catch (error) {
        showRequestError(error)
        return
      }
      if (!response) {
        showRequestError(new FeedbackClientError('invalid_json', strings.invalidJson))
        return
      }

      const status = applyStatus({ type: 'response', status: response.status })
      detail.status = response.status
      detail.apiResponse = response
      for (const name of eventsForStatus(status)) fireFormEvent(form, name, detail)

      if (response.quiz) setQuiz((current) => ({ ...current, ...quizViewsOf(response.quiz) }))
      if (response.posted_data_hash) setPostedHash(response.posted_data_hash)
      if (response.status === 'mail_sent') {
        // Reset to the tags' defaults, not to values a no-JavaScript post brought back; the
        // `reset` listener then refills the form and its status returns to `sent`.
        flushSync(() => setValues({}))
        form.reset()
      }
      focusInvalidRef.current = status === 'invalid' || status === 'unaccepted'
      setFieldErrors(fieldErrorsOf(response.invalid_fields))
      setMessage(response.message)
      if (response.status === 'spam') setBlocked(response.message)
    },
    [applyStatus, clearResponse, formId, identity, showRequestError, strings.invalidJson],
  )

  // Not in CF7: after a submit that failed validation the focus moves to the first invalid field,
  // whose aria-describedby reads its error (the WAI form-validation pattern). Only after a submit:
  // validating one field as it changes never moves the focus.
  useEffect(() => {
    if (!focusInvalidRef.current) return
    focusInvalidRef.current = false
    const form = formRef.current
    if (!form) return
    // The first one in document order that can take the focus (not disabled, inert or hidden).
    for (const control of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
      control.focus()
      if (document.activeElement === control) break
    }
  }, [fieldErrors])

  const errors = useMemo(
    () => Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])),
    [fieldErrors],
  )

  return {
    formRef,
    status: statusState.status,
    statusRef,
    applyStatus,
    clearResponse,
    submit,
    message,
    fieldErrors,
    setFieldErrors,
    errors,
    postedHash,
    quiz,
    setQuiz,
    values,
    blocked,
    closeBlocked,
    submitterOf,
  }
}
