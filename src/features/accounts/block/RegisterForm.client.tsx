'use client'

import { useActionState, useState } from 'react'

import {
  REGISTER_ACTION,
  REGISTER_FIELDS,
  type RegisterAnswer,
} from '@/features/accounts/model/fields'
import type { AccountStrings } from '@/features/accounts/messages'
import { PASSWORD_MIN_LENGTH } from '@/features/accounts/model/password-strength'
import { SpamFields } from '@/features/spam/SpamFields.client'
import { useSpamSignals } from '@/features/spam/use-spam-signals.client'
import type { Locale } from '@/i18n/locales'
import { useAjaxForm } from '@/components/forms/use-ajax-form'
import { AjaxClientError, postAjax } from '@/lib/compat/ajax-client'

import { EMPTY_REGISTER_STATE, type RegisterFormState } from './form-state'

export interface RegisterFormProps {
  locale: Locale
  strings: AccountStrings
  idPrefix: string
  action: (previous: RegisterFormState, formData: FormData) => Promise<RegisterFormState>
  startToken: string
}

function isAnswer(value: unknown): value is RegisterAnswer {
  if (typeof value !== 'object' || value === null) return false
  const { errors, message } = value as { errors?: unknown; message?: unknown }
  return typeof errors === 'object' && errors !== null && typeof message === 'string'
}

/**
 * The theme's register form. Without JavaScript it posts to a server action and the page shows the
 * answer; with it, it posts to admin-ajax.php as the theme's script did: the error marks are
 * cleared before each submit, each field named in `errors` gets `form-error`, and `message` shows
 * in the validation area (a polite live region).
 */
export function RegisterForm({ locale, strings, idPrefix, action, startToken }: RegisterFormProps) {
  const [state, formAction, pending] = useActionState(action, EMPTY_REGISTER_STATE)
  const [shownState, setShownState] = useState(state)
  const {
    formRef,
    busy,
    result: answer,
    setResult: setAnswer,
    onSubmit,
  } = useAjaxForm<RegisterAnswer>({
    locale,
    initial: state.answer,
    send: (fields) => postAjax(REGISTER_ACTION, fields),
    read: (body, response) =>
      isAnswer(body)
        ? body
        : response.status === 403
          ? { errors: {}, message: strings.tokenExpired }
          : null,
    limited: (message) => ({ errors: {}, message }),
    failed: (error, response) => {
      const timeout = error instanceof AjaxClientError && error.code === 'timeout'
      return { errors: {}, message: response || timeout ? strings.failed : strings.offline }
    },
    after: (next, form) => {
      const invalid = Object.keys(next.errors)
      if (invalid.length) {
        form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(invalid[0]!)}"]`)?.focus()
      } else if (next.message === strings.checkEmail) {
        form.reset()
      }
    },
  })
  useSpamSignals(formRef, true)

  // A no-JavaScript answer (or one posted before hydration) replaces what is shown.
  if (shownState !== state) {
    setShownState(state)
    setAnswer(state.answer)
  }

  const errors = answer?.errors ?? {}
  const messageId = `${idPrefix}-message`
  const field = (
    name: string,
    label: string,
    props: {
      type: string
      autoComplete: string
      required?: boolean
      hint?: string
      minLength?: number
    },
  ) => {
    const id = `${idPrefix}-${name}`
    const invalid = name in errors
    const hintId = props.hint ? `${id}-hint` : undefined
    const describedBy = [hintId, invalid ? messageId : undefined].filter(Boolean).join(' ')
    return (
      <div className="form-group">
        <label htmlFor={id}>
          {label}
          {props.required ? null : <span className="register-optional"> {strings.optional}</span>}
        </label>
        <input
          id={id}
          name={name}
          type={props.type}
          autoComplete={props.autoComplete}
          required={props.required}
          minLength={props.minLength}
          className={invalid ? 'form-error' : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          defaultValue={props.type === 'password' ? undefined : state.values[name]}
        />
        {props.hint ? (
          <p id={hintId} className="register-hint">
            {props.hint}
          </p>
        ) : null}
      </div>
    )
  }

  const sending = busy || pending
  return (
    <form
      ref={formRef}
      className="register-form"
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-busy={sending || undefined}
    >
      <input type="hidden" name="lang" value={locale} />
      {field(REGISTER_FIELDS.email, strings.emailLabel, {
        type: 'email',
        autoComplete: 'email',
        required: true,
      })}
      {field(REGISTER_FIELDS.nickname, strings.nicknameLabel, {
        type: 'text',
        autoComplete: 'nickname',
        required: true,
      })}
      {field(REGISTER_FIELDS.password, strings.passwordLabel, {
        type: 'password',
        autoComplete: 'new-password',
        required: true,
        minLength: PASSWORD_MIN_LENGTH,
        hint: strings.passwordHint,
      })}
      {field(REGISTER_FIELDS.link, strings.linkLabel, { type: 'url', autoComplete: 'url' })}
      {field(REGISTER_FIELDS.address, strings.addressLabel, {
        type: 'text',
        autoComplete: 'street-address',
      })}
      <SpamFields startToken={startToken} locale={locale} />
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? strings.sending : strings.registerSubmit}
      </button>
      <div id={messageId} className="stm-validation-message" role="status" aria-live="polite">
        {answer?.message ? (
          <div className="stm-message-ajax-validation heading-font">{answer.message}</div>
        ) : null}
      </div>
    </form>
  )
}
