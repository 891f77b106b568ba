'use client'

/**
 * The theme's `#event-members-form` (custom.js): without JavaScript an inline form that posts and
 * answers with a page; with it, a modal `<dialog>` (focus moves in, and back to the button that
 * opened it), the submit disabled until the terms box is ticked and again after a submit,
 * `localStorage.addedEvents` (an event already there makes no request and shows the information
 * notice), the attended counters and free seats set from the answer's count (the theme added one
 * on success), and the form reset after each submit. The terms box's label links to the terms.
 */
import { useId, useRef, useState } from 'react'

import { useAjaxForm } from '@/components/forms/use-ajax-form'

import { SpamFields } from '@/features/spam/SpamFields.client'
import { useSpamSignals } from '@/features/spam/use-spam-signals.client'
import { localizePath, type Locale } from '@/i18n/locales'
import { postAjax } from '@/lib/compat/ajax-client'

import { eventStrings } from '../messages'
import { JOIN_EVENT_ACTION, JOIN_FIELDS, TERMS_PAGE_SLUG, type JoinField } from '../model/constants'
import { seatsLeftText } from '../model/seats-left'

import { readAddedEvents, rememberAddedEvent } from './added-events'
import { useHydrated } from '@/components/use-hydrated'

interface Props {
  eventId: number
  locale: Locale
  /** Where the form posts without JavaScript. */
  action: string
  /** The page's own signed start time (a fresh one is fetched once interactive). */
  startToken: string
  /** The answer of a post without JavaScript, shown above the form. */
  notice?: { status: 'success' | 'danger'; text: string } | null
  /** Fields the no-JavaScript answer marked. */
  invalid?: JoinField[]
}

type Notice = { kind: 'success' | 'danger' | 'info'; text: string } | null

/** What `stm_ajax_add_event_member` answers (and what the page reads of it). */
interface JoinBody {
  status?: string
  response?: string
  errors?: Record<string, unknown>
  waitlisted?: boolean
  attended?: number
  seats_left?: number | null
}

/** What a submit shows: its notice and the fields it marked. */
interface JoinResult {
  notice: Notice
  errors: Partial<Record<JoinField, boolean>>
  body?: JoinBody
}

const AUTOCOMPLETE: Record<JoinField, string> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
}
const TYPES: Record<JoinField, string> = {
  name: 'text',
  email: 'email',
  phone: 'tel',
  company: 'text',
}

export function JoinForm({
  eventId,
  locale,
  action,
  startToken,
  notice: pageNotice,
  invalid,
}: Props) {
  const s = eventStrings(locale)
  const [before, after = ''] = s.terms.split('{link}')
  const id = useId()
  const enhanced = useHydrated()
  const [agreed, setAgreed] = useState(false)
  const answered: Notice = pageNotice ? { kind: pageNotice.status, text: pageNotice.text } : null
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const danger = (text: string): JoinResult => ({ notice: { kind: 'danger', text }, errors: {} })
  const ajax = useAjaxForm<JoinResult>({
    locale,
    initial: { notice: null, errors: Object.fromEntries((invalid ?? []).map((f) => [f, true])) },
    before: () =>
      readAddedEvents().includes(eventId)
        ? { notice: { kind: 'info', text: s.alreadyAddedNotice }, errors: {} }
        : undefined,
    send: (data) => {
      data.set('lang', locale)
      return postAjax(JOIN_EVENT_ACTION, data)
    },
    read: (raw) => {
      const body = raw as JoinBody | null
      if (typeof body?.status !== 'string') return null
      const marked = Object.keys(body.errors ?? {}).filter((k): k is JoinField =>
        (JOIN_FIELDS as readonly string[]).includes(k),
      )
      const errors = Object.fromEntries(marked.map((f) => [f, true]))
      return body.status === 'success'
        ? { notice: { kind: 'success', text: body.response ?? s.successNotice }, errors, body }
        : { notice: { kind: 'danger', text: body.response ?? s.failed }, errors, body }
    },
    limited: danger,
    failed: () => danger(s.failed),
    after: (result, form) => {
      if (result.body) {
        showSeats(result.body)
        if (result.body.status === 'success' || result.body.waitlisted) rememberAddedEvent(eventId)
      }
      // As the theme: the form is reset after each submit, so the terms box is unticked again.
      form.reset()
      setAgreed(false)
    },
  })
  const { formRef, busy: sending } = ajax
  const notice = ajax.result?.notice ?? null
  const errors = ajax.result?.errors ?? {}
  useSpamSignals(formRef, enhanced)

  const open = () => {
    ajax.setResult((shown) => shown && { ...shown, notice: null })
    dialogRef.current?.showModal()
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }

  /**
   * The page's figures after an answer: the seats the answer counted (every join of anyone until
   * now), else, as the theme did, one more on success.
   */
  const showSeats = (body: JoinBody) => {
    const counted = typeof body.attended === 'number'
    if (!counted && body.status !== 'success') return
    for (const counter of document.querySelectorAll(`[data-attended-for="${eventId}"]`)) {
      counter.textContent = String(counted ? body.attended : (Number(counter.textContent) || 0) + 1)
    }
    if (!counted || body.seats_left === undefined) return
    for (const left of document.querySelectorAll(`[data-seats-left-for="${eventId}"]`)) {
      left.textContent = seatsLeftText(body.seats_left, s)
    }
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Before hydration the form posts without JavaScript.
    if (enhanced) void ajax.onSubmit(event)
  }

  const box = (notice: Notice) =>
    notice ? (
      <div
        className={`alert-modal alert alert-${notice.kind} ${
          notice.kind === 'info'
            ? 'form__notice_information'
            : notice.kind === 'success'
              ? 'form__notice_success'
              : ''
        }`}
        role={notice.kind === 'danger' ? 'alert' : 'status'}
      >
        {notice.text}
      </div>
    ) : null

  const form = (
    <form
      ref={formRef}
      id="event-members-form"
      className="event-join-form"
      method="post"
      action={action}
      noValidate={enhanced}
      onSubmit={onSubmit}
    >
      <input
        type="hidden"
        name="event_member_id"
        defaultValue={eventId}
        className="event_member_id"
      />
      <SpamFields startToken={startToken} locale={locale} />
      <div className="event-members-box">
        {JOIN_FIELDS.map((field) => (
          <p key={field} className="event-join-field">
            <label htmlFor={`${id}-${field}`}>
              {s[field]}
              {field !== 'company' ? <span aria-hidden="true"> *</span> : null}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              type={TYPES[field]}
              autoComplete={AUTOCOMPLETE[field]}
              required={field !== 'company'}
              aria-invalid={errors[field] ? true : undefined}
              className={errors[field] ? 'form-error' : undefined}
            />
          </p>
        ))}
        <p className="event_terms_conditions">
          <input
            id={`${id}-terms`}
            type="checkbox"
            name="event_terms_conditions"
            required
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
          />{' '}
          <label htmlFor={`${id}-terms`}>
            {before}
            <a href={localizePath(`/${TERMS_PAGE_SLUG}`, locale)}>{s.termsLink}</a>
            {after}
          </label>
        </p>
        <div aria-live="polite">{box(enhanced ? notice : answered)}</div>
        <button
          type="submit"
          className={`button button-primary${enhanced && (!agreed || sending) ? ' disabled' : ''}`}
          disabled={enhanced && (!agreed || sending)}
        >
          {sending ? s.loading : s.submit}
        </button>
      </div>
    </form>
  )

  if (!enhanced) {
    return (
      <section id="join-form" className="event-join" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{s.joinTitle}</h2>
        {form}
      </section>
    )
  }
  return (
    <section id="join-form" className="event-join">
      {box(answered)}
      <button
        ref={openerRef}
        type="button"
        className="button button-primary event-join-open"
        aria-haspopup="dialog"
        onClick={open}
      >
        {s.join}
      </button>
      <dialog
        ref={dialogRef}
        className="event-join-dialog"
        aria-labelledby={`${id}-title`}
        onClose={() => openerRef.current?.focus()}
      >
        <div className="event-join-dialog-head">
          <h2 id={`${id}-title`}>{s.joinTitle}</h2>
          <button
            type="button"
            className="event-join-close"
            aria-label={s.close}
            onClick={() => dialogRef.current?.close()}
          >
            ×
          </button>
        </div>
        {form}
      </dialog>
    </section>
  )
}
