'use client'

import {
  useActionState,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react'
import { flushSync } from 'react-dom'

import type { ContactFormStrings } from '@/features/contact-forms/messages'
import type { Locale } from '@/i18n/locales'
import {
  FeedbackClientError,
  fetchFeedbackSchema,
  fetchRefill,
  isPageCached,
  isSiteBlocked,
  submitFeedback,
} from '@/features/contact-forms/model/rest-client'
import {
  buildEventDetail,
  eventsForStatus,
  fireFormEvent,
  type FormIdentity,
} from '@/features/contact-forms/model/events'
import {
  CF7_VERSION,
  HIDDEN_FIELDS,
  noJsPermalink,
  type NoJsFormState,
  type QuizRefill,
} from '@/features/contact-forms/model/feedback'
import type { FormModel } from '@/features/contact-forms/model/model'
import {
  statusReducer,
  statusStateOf,
  type FormStatus,
  type StatusAction,
  type StatusState,
} from '@/features/contact-forms/model/status'
import { formFields } from '@/features/contact-forms/model/tags'
import { validate } from '@/lib/validation'
import type { FormSchema } from '@/lib/validation/types'

import {
  cf7LocaleOf,
  errorIdOf,
  errorTargetIdOf,
  fieldErrorsOf,
  langTagOf,
  splitLead,
  withFieldError,
  withoutActionFields,
  type FieldError,
} from './behaviours'
import {
  applyExclusive,
  applyUrlPrefix,
  freeTextInputOf,
  readAcceptance,
  readFreeText,
  readValues,
  validatedFieldOf,
  validationFormData,
} from './dom'
import { BlockedDialog } from './BlockedDialog.client'
import { FormFields, type QuizView } from './FormFields'
import { SPAM_FIELDS } from '@/features/spam/model/signals'
import { useSpamSignals } from '@/features/spam/use-spam-signals.client'

export interface ContactFormProps {
  formId: number
  /** `wpcf7-f{form}-p{post}-o{n}`. */
  unitTag: string
  containerPostId: number
  locale: Locale
  /** Already public: quiz tags carry `quiz: { question, answerHash }`. */
  model: FormModel
  strings: ContactFormStrings
  /** React server action: the no-JavaScript path. */
  action: (state: NoJsFormState, formData: FormData) => Promise<NoJsFormState>
  initialState?: NoJsFormState
  /** The server-signed time the page showed the form (the spam check without JavaScript). */
  startToken: string
}

const EMPTY_STATE: NoJsFormState = { response: null, values: {} }

function quizViewsOf(refill: QuizRefill | undefined): Record<string, QuizView> {
  const views: Record<string, QuizView> = {}
  for (const [name, [question, answerHash]] of Object.entries(refill ?? {})) {
    views[name] = { question, answerHash }
  }
  return views
}

/**
 * A Contact Form 7 form. Without JavaScript it posts to the server action and the page comes back
 * with the answer; with JavaScript it submits to the REST endpoint like CF7's scripts, keeps the
 * status in the form's class, fires CF7's DOM events and runs CF7's field behaviours.
 */
export function ContactForm({
  formId,
  unitTag,
  containerPostId,
  locale,
  model,
  strings,
  action,
  initialState,
  startToken,
}: ContactFormProps) {
  // The permalink brings the visitor back to this form after a no-JavaScript post, as CF7's
  // `action="…#unit-tag"` does. Its query names the form, so the server's front can hold the post
  // to this form's own body cap before reading it (see server/body-caps.mjs).
  const [actionState, formAction] = useActionState(
    action,
    initialState ?? EMPTY_STATE,
    noJsPermalink(formId, unitTag),
  )
  const answer = actionState.response

  const wrapperRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const schemaRef = useRef<FormSchema | null>(null)
  const [statusState, setStatusState] = useState<StatusState>(() => statusStateOf(answer?.status))
  const statusRef = useRef(statusState)
  const [message, setMessage] = useState(answer?.message ?? '')
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>(() =>
    fieldErrorsOf(answer?.invalid_fields),
  )
  const [postedHash, setPostedHash] = useState(answer?.posted_data_hash ?? '')
  const [quiz, setQuiz] = useState<Record<string, QuizView>>(() => quizViewsOf(answer?.quiz))
  const [values, setValues] = useState(actionState.values)
  const [wrongPlace, setWrongPlace] = useState(false)
  const [interactive, setInteractive] = useState(false)
  const [accepted, setAccepted] = useState<boolean | null>(null)
  const [freeTextEnabled, setFreeTextEnabled] = useState<Record<string, boolean>>()
  const [counted, setCounted] = useState<Record<string, string>>()
  /** The message of a submission the server blocked as spam, shown in a dialog. */
  const [blocked, setBlocked] = useState<string | null>(null)
  const closeBlocked = useCallback(() => setBlocked(null), [])
  /** The button that sent the submission: the focus returns to it when the dialog closes. */
  const submitterRef = useRef<HTMLElement | null>(null)
  const submitterOf = useCallback(() => submitterRef.current, [])

  const identity = useMemo<FormIdentity>(
    () => ({
      contactFormId: formId,
      pluginVersion: CF7_VERSION,
      contactFormLocale: cf7LocaleOf(locale),
      unitTag,
      containerPostId,
    }),
    [formId, locale, unitTag, containerPostId],
  )
  const countedNames = useMemo(
    () => model.tags.filter((tag) => tag.type === 'count').map((tag) => tag.name),
    [model],
  )
  /** Field → the id its entry in the error list links to. */
  const errorTargets = useMemo(() => {
    const ids = new Map<string, string>()
    for (const tag of formFields(model)) {
      if (!ids.has(tag.name)) ids.set(tag.name, errorTargetIdOf(unitTag, tag))
    }
    return ids
  }, [model, unitTag])
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

  /** Re-reads what the field behaviours depend on (acceptance, free text, counters). */
  const syncBehaviours = useCallback(
    (form: HTMLFormElement) => {
      setAccepted(readAcceptance(form))
      setFreeTextEnabled(readFreeText(form))
      setCounted(readValues(form, countedNames))
    },
    [countedNames],
  )

  const showRequestError = useCallback(
    (error: unknown) => {
      console.error(error)
      const code = error instanceof FeedbackClientError ? error.code : 'fetch_error'
      applyStatus({ type: 'error' })
      setFieldErrors([])
      setMessage(
        code === 'fetch_error'
          ? strings.fetchError
          : code === 'invalid_json'
            ? strings.invalidJson
            : strings.serverError,
      )
    },
    [applyStatus, strings],
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A prevented submit makes React skip the server action: JavaScript takes the REST path.
    event.preventDefault()
    void submit((event.nativeEvent as SubmitEvent).submitter)
  }

  useSpamSignals(formRef, interactive)

  useEffect(() => {
    const wrapper = wrapperRef.current
    const form = formRef.current
    if (!wrapper || !form) return
    if (wrapper.parentElement?.closest('form')) {
      setWrongPlace(true)
      return
    }
    wrapper.classList.replace('no-js', 'js')
    setInteractive(true)
    syncBehaviours(form)

    const controller = new AbortController()
    fetchFeedbackSchema(formId, { signal: controller.signal }).then(
      (schema) => {
        schemaRef.current = schema
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error(error)
      },
    )

    const validateField = (target: Element) => {
      const schema = schemaRef.current
      const field = validatedFieldOf(form, target)
      if (!schema || !field) return
      const data = validationFormData(form)
      applyStatus({ type: 'validate' })
      try {
        const error = validate(schema, data).find((invalid) => invalid.field === field)
        setFieldErrors((errors) => withFieldError(errors, field, error ? error.error : null))
      } finally {
        applyStatus({ type: 'validated' })
      }
    }

    const onChange = (event: Event) => {
      const target = event.target
      if (!(target instanceof HTMLElement)) return
      let focusNext: HTMLInputElement | null = null
      if (target instanceof HTMLInputElement) {
        applyUrlPrefix(target)
        applyExclusive(form, target)
        focusNext = freeTextInputOf(target)
      }
      // Synchronously, so a free-text input is enabled before it takes the focus.
      flushSync(() => syncBehaviours(form))
      focusNext?.focus()
      // A press on a submit button blurs the field first: an error tip shown now would move the
      // button away before the click lands. The submit answers for every field anyway.
      if (target.closest('.wpcf7-form-control') && !submitPressed) validateField(target)
    }

    let submitPressed = false
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[type="submit"]')) return
      submitPressed = true
      const release = () => window.setTimeout(() => (submitPressed = false), 0)
      window.addEventListener('pointerup', release, { once: true })
      window.addEventListener('pointercancel', release, { once: true })
    }

    const onInput = (event: Event) => {
      const target = event.target
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
        if (countedNames.includes(target.name)) setCounted(readValues(form, countedNames))
      }
    }

    const onReset = () => {
      // The reset event comes before the fields are reset: the detail has the old values.
      const detail = buildEventDetail(
        identity,
        statusRef.current.status,
        withoutActionFields(new FormData(form)),
      )
      clearResponse()
      applyStatus({ type: 'reset' })
      window.setTimeout(() => syncBehaviours(form), 0)
      fetchRefill(formId).then(
        (refill) => {
          applyStatus({ type: 'refilled' })
          detail.apiResponse = refill
          if (refill?.quiz) setQuiz((current) => ({ ...current, ...quizViewsOf(refill.quiz) }))
          fireFormEvent(form, 'reset', detail)
          syncBehaviours(form)
        },
        (error: unknown) => {
          console.error(error)
          applyStatus({ type: 'refilled' })
        },
      )
    }

    form.addEventListener('pointerdown', onPointerDown)
    form.addEventListener('change', onChange)
    form.addEventListener('input', onInput)
    form.addEventListener('reset', onReset)
    // A page served from a cache carries stale quiz answers: CF7 resets (and refills) it once
    // the page has loaded (never inside this effect: the reset flushes React updates).
    const resetCached = () => form.reset()
    let cachedTimer: number | undefined
    if (isPageCached()) {
      if (document.readyState === 'complete') cachedTimer = window.setTimeout(resetCached, 0)
      else window.addEventListener('load', resetCached, { once: true })
    }
    return () => {
      window.clearTimeout(cachedTimer)
      window.removeEventListener('load', resetCached)
      controller.abort()
      form.removeEventListener('pointerdown', onPointerDown)
      form.removeEventListener('change', onChange)
      form.removeEventListener('input', onInput)
      form.removeEventListener('reset', onReset)
    }
  }, [applyStatus, clearResponse, countedNames, formId, identity, syncBehaviours])

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

  const status = statusState.status
  const errors = useMemo(
    () => Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])),
    [fieldErrors],
  )

  if (wrongPlace) {
    const [lead, rest] = splitLead(strings.wrongPlace)
    return (
      <p className="wpcf7-form-in-wrong-place" role="alert">
        {lead ? (
          <>
            <strong>{lead}</strong> {rest}
          </>
        ) : (
          rest
        )}
      </p>
    )
  }

  return (
    <div
      ref={wrapperRef}
      className="wpcf7 no-js"
      id={unitTag}
      lang={langTagOf(locale)}
      dir="ltr"
      data-wpcf7-id={formId}
    >
      <div className="screen-reader-response">
        <p role="status" aria-live="polite" aria-atomic="true">
          {status === 'submitting' ? strings.sending : message}
        </p>
        <ul aria-label={fieldErrors.length ? strings.errorsHeading : undefined}>
          {fieldErrors.map(({ field, message: error }) => {
            const target = errorTargets.get(field)
            return (
              <li key={field} id={errorIdOf(unitTag, field)}>
                {target ? <a href={`#${target}`}>{error}</a> : error}
              </li>
            )
          })}
        </ul>
      </div>
      {/* React sets method and encType (multipart) itself for a server action. */}
      <form
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        className={`wpcf7-form ${status}`}
        data-status={status}
        aria-label={strings.formLabel}
        aria-busy={status === 'submitting' || undefined}
        noValidate
      >
        <div style={{ display: 'none' }}>
          <input type="hidden" name={HIDDEN_FIELDS.formId} value={formId} />
          <input type="hidden" name={HIDDEN_FIELDS.version} value={CF7_VERSION} />
          <input type="hidden" name={HIDDEN_FIELDS.locale} value={cf7LocaleOf(locale)} />
          <input type="hidden" name={HIDDEN_FIELDS.unitTag} value={unitTag} />
          <input type="hidden" name={HIDDEN_FIELDS.containerPost} value={containerPostId} />
          <input type="hidden" name={HIDDEN_FIELDS.postedDataHash} value={postedHash} />
          {/* No value prop: useSpamSignals writes these, React must not reset them. */}
          <input type="hidden" name={SPAM_FIELDS.start} defaultValue={startToken} />
          <input type="hidden" name={SPAM_FIELDS.pointer} />
          <input type="hidden" name={SPAM_FIELDS.keys} />
        </div>
        {/* People never see or reach the honeypot; bots that fill every input are caught by it. */}
        <div className="sakhli-hp" aria-hidden="true">
          <label>
            {strings.honeypot}
            <input type="text" name={SPAM_FIELDS.honeypot} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <FormFields
          model={model}
          unitTag={unitTag}
          strings={strings}
          values={values}
          errors={errors}
          status={status}
          quiz={quiz}
          counted={counted}
          submitDisabled={accepted === false}
          freeTextEnabled={freeTextEnabled}
        />
        <div className="wpcf7-response-output" aria-hidden="true">
          {message}
        </div>
      </form>
      {/* Only while shown: CF7's markup ends with the form's response output. */}
      {blocked !== null && (
        <BlockedDialog
          open
          title={strings.blockedTitle}
          message={blocked}
          closeLabel={strings.blockedClose}
          onClose={closeBlocked}
          fallbackFocus={submitterOf}
        />
      )}
    </div>
  )
}
