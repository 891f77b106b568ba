'use client'

import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react'
import { flushSync } from 'react-dom'

import {
  buildEventDetail,
  fireFormEvent,
  type FormIdentity,
} from '@/features/contact-forms/model/events'
import {
  fetchFeedbackSchema,
  fetchRefill,
  isPageCached,
} from '@/features/contact-forms/model/rest-client'
import type { FormStatus, StatusAction, StatusState } from '@/features/contact-forms/model/status'
import { withoutActionFields } from '@/lib/http/form-data'
import { validate } from '@/lib/validation'
import type { FormSchema } from '@/lib/validation/types'

import { withFieldError, type FieldError } from './behaviours'
import {
  applyExclusive,
  applyUrlPrefix,
  freeTextInputOf,
  validatedFieldOf,
  validationFormData,
} from './dom'
import type { QuizView } from './FormFields'
import { quizViewsOf } from './use-contact-submission'

interface ListenerOptions {
  formId: number
  identity: FormIdentity
  wrapperRef: RefObject<HTMLDivElement | null>
  formRef: RefObject<HTMLFormElement | null>
  statusRef: RefObject<StatusState>
  applyStatus: (action: StatusAction) => FormStatus
  clearResponse: () => void
  setFieldErrors: Dispatch<SetStateAction<FieldError[]>>
  setQuiz: Dispatch<SetStateAction<Record<string, QuizView>>>
  /** Reads acceptance, free text and counters again. */
  sync: (form: HTMLFormElement) => void
  /** Reads the counters again when `name` is a counted field. */
  syncCounters: (form: HTMLFormElement, name: string) => void
}

/**
 * What CF7's scripts do once the form is interactive: mark it `js`, fetch the validation schema
 * and validate each field as it changes, run the field behaviours (URL prefix, exclusive
 * checkboxes, free text, counters), refill quizzes after a reset, and reset a form served from a
 * page cache once the page has loaded. A form inside another form shows CF7's warning instead
 * (`wrongPlace`). `interactive` turns the spam signals on.
 */
export function useFormListeners({
  formId,
  identity,
  wrapperRef,
  formRef,
  statusRef,
  applyStatus,
  clearResponse,
  setFieldErrors,
  setQuiz,
  sync,
  syncCounters,
}: ListenerOptions) {
  const schemaRef = useRef<FormSchema | null>(null)
  const [wrongPlace, setWrongPlace] = useState(false)
  const [interactive, setInteractive] = useState(false)

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
    sync(form)

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
      flushSync(() => sync(form))
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
        syncCounters(form, target.name)
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
      window.setTimeout(() => sync(form), 0)
      fetchRefill(formId).then(
        (refill) => {
          applyStatus({ type: 'refilled' })
          detail.apiResponse = refill
          if (refill?.quiz) setQuiz((current) => ({ ...current, ...quizViewsOf(refill.quiz) }))
          fireFormEvent(form, 'reset', detail)
          sync(form)
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
  }, [
    applyStatus,
    clearResponse,
    formId,
    identity,
    sync,
    syncCounters,
    wrapperRef,
    formRef,
    statusRef,
    setFieldErrors,
    setQuiz,
  ])

  return { wrongPlace, interactive }
}
