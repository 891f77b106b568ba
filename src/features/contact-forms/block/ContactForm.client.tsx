'use client'

import { useActionState, useMemo, useRef, type FormEvent } from 'react'

import type { ContactFormStrings } from '@/features/contact-forms/messages'
import type { FormIdentity } from '@/features/contact-forms/model/events'
import {
  CF7_VERSION,
  noJsPermalink,
  type NoJsFormState,
} from '@/features/contact-forms/model/feedback'
import type { FormModel } from '@/features/contact-forms/model/model'
import { formFields } from '@/features/contact-forms/model/tags'
import { SpamFields } from '@/features/spam/SpamFields.client'
import { useSpamSignals } from '@/features/spam/use-spam-signals.client'
import type { Locale } from '@/i18n/locales'

import { cf7LocaleOf, errorTargetIdOf, langTagOf } from './behaviours'
import { BlockedDialog } from './BlockedDialog.client'
import { FormFields } from './FormFields'
import { HiddenFields } from './HiddenFields'
import { ResponseOutput, ScreenReaderResponse, WrongPlace } from './ResponseOutput'
import { useContactSubmission } from './use-contact-submission'
import { useFieldBehaviours } from './use-field-behaviours'
import { useFormListeners } from './use-form-listeners'

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

/**
 * A Contact Form 7 form. Without JavaScript it posts to the server action and the page comes back
 * with the answer; with JavaScript it submits to the REST endpoint like CF7's scripts
 * (`useContactSubmission`), keeps the status in the form's class, fires CF7's DOM events and runs
 * CF7's field behaviours (`useFormListeners`, `useFieldBehaviours`).
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
  /** Field → the id its entry in the error list links to. */
  const errorTargets = useMemo(() => {
    const ids = new Map<string, string>()
    for (const tag of formFields(model)) {
      if (!ids.has(tag.name)) ids.set(tag.name, errorTargetIdOf(unitTag, tag))
    }
    return ids
  }, [model, unitTag])

  const wrapperRef = useRef<HTMLDivElement>(null)
  const submission = useContactSubmission({
    formId,
    locale,
    strings,
    identity,
    answer: actionState.response,
    values: actionState.values,
  })
  const { formRef, status, message, fieldErrors, errors } = submission
  const behaviours = useFieldBehaviours(model)
  const { wrongPlace, interactive } = useFormListeners({
    formId,
    identity,
    wrapperRef,
    formRef,
    statusRef: submission.statusRef,
    applyStatus: submission.applyStatus,
    clearResponse: submission.clearResponse,
    setFieldErrors: submission.setFieldErrors,
    setQuiz: submission.setQuiz,
    sync: behaviours.sync,
    syncCounters: behaviours.syncCounters,
  })
  useSpamSignals(formRef, interactive)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A prevented submit makes React skip the server action: JavaScript takes the REST path.
    event.preventDefault()
    void submission.submit((event.nativeEvent as SubmitEvent).submitter)
  }

  if (wrongPlace) return <WrongPlace text={strings.wrongPlace} />

  return (
    <div
      ref={wrapperRef}
      className="wpcf7 no-js"
      id={unitTag}
      lang={langTagOf(locale)}
      dir="ltr"
      data-wpcf7-id={formId}
    >
      <ScreenReaderResponse
        status={status}
        message={message}
        fieldErrors={fieldErrors}
        errorTargets={errorTargets}
        unitTag={unitTag}
        strings={strings}
      />
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
        <HiddenFields
          formId={formId}
          locale={locale}
          unitTag={unitTag}
          containerPostId={containerPostId}
          postedHash={submission.postedHash}
        />
        <SpamFields startToken={startToken} locale={locale} />
        <FormFields
          model={model}
          unitTag={unitTag}
          strings={strings}
          values={submission.values}
          errors={errors}
          status={status}
          quiz={submission.quiz}
          counted={behaviours.counted}
          submitDisabled={behaviours.accepted === false}
          freeTextEnabled={behaviours.freeTextEnabled}
        />
        <ResponseOutput message={message} />
      </form>
      {/* Only while shown: CF7's markup ends with the form's response output. */}
      {submission.blocked !== null && (
        <BlockedDialog
          open
          title={strings.blockedTitle}
          message={submission.blocked}
          closeLabel={strings.blockedClose}
          onClose={submission.closeBlocked}
          fallbackFocus={submission.submitterOf}
        />
      )}
    </div>
  )
}
