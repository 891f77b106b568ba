'use client'

import { useAjaxForm } from '@/components/forms/use-ajax-form'
import { clearAjaxTokenCache, getAjaxToken } from '@/lib/compat/ajax-client'
import { SpamFields } from '@/features/spam/SpamFields.client'
import { useSpamSignals } from '@/features/spam/use-spam-signals.client'
import type { Locale } from '@/i18n/locales'

import type { NewsletterStrings } from '../messages'
import { messageOfAnswer, type ShownMessage } from '../model/answer'
import { NEWSLETTER_FIELDS, NEWSLETTER_REST_PATH, NEWSLETTER_TOKEN_ACTION } from '../model/status'

export interface NewsletterFormProps {
  listId: number
  locale: Locale
  /** Where the form posts without JavaScript. */
  action: string
  successMessage: string
  optInMessage: string
  showName: boolean
  showPhone: boolean
  startToken: string
  /** `{page id}:{block id}`, when the block is on a page: the no-JS result shows its messages. */
  blockRef?: string
  strings: NewsletterStrings
  idPrefix: string
}

/**
 * The sign-up call with this form's fields (the serialized form as ElementsKit's script sends it);
 * retried once with a fresh token when it expired.
 */
async function send(listId: number, fields: FormData): Promise<Response> {
  const query = new URLSearchParams()
  query.set(NEWSLETTER_FIELDS.listed, String(listId))
  for (const [name, value] of fields) {
    if (typeof value === 'string' && name !== NEWSLETTER_FIELDS.listed) query.append(name, value)
  }
  query.set(NEWSLETTER_FIELDS.page, window.location.pathname)
  const url = `${NEWSLETTER_REST_PATH.replace(/\/$/, '')}?${query}`
  for (let attempt = 0; ; attempt++) {
    const nonce = await getAjaxToken(NEWSLETTER_TOKEN_ACTION).catch(() => undefined)
    const response = await fetch(url, {
      headers: nonce ? { 'X-WP-Nonce': nonce, Accept: 'application/json' } : {},
      credentials: 'same-origin',
    })
    if (attempt === 0 && response.status === 403) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null)
      if ((body as { code?: unknown } | null)?.code === 'nonce_expired') {
        clearAjaxTokenCache()
        continue
      }
    }
    return response
  }
}

/**
 * ElementsKit's mail-chimp form. Without JavaScript it posts to `action` and the server answers
 * with a page; with it, the submit is prevented and the serialized fields go to the REST call, as
 * ElementsKit's script does, and the answer shows in `.ekit-mail-message` (a live region).
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const { strings: t, idPrefix } = props
  const {
    formRef,
    busy,
    result: message,
    onSubmit,
  } = useAjaxForm<ShownMessage>({
    locale: props.locale,
    send: (fields) => send(props.listId, fields),
    read: (body) =>
      messageOfAnswer(body, {
        success: props.successMessage,
        optIn: props.optInMessage,
        foundError: t.foundError,
        failed: t.internalError,
      }),
    limited: (text) => ({ text, tone: 'error' }),
    failed: () => ({ text: t.foundError + t.internalError, tone: 'error' }),
  })
  useSpamSignals(formRef, true)

  const field = (
    name: string,
    label: string,
    type: string,
    autoComplete: string,
    required = false,
  ) => (
    <div className={`ekit-mail-chimp-${name} elementskit_input_wraper elementskit_input_container`}>
      <div className="elementskit_form_group">
        <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
        <div className="elementskit_input_element_container">
          <input
            type={type}
            id={`${idPrefix}-${name}`}
            name={name}
            className={`ekit_mail_${name} ekit_form_control`}
            placeholder={name === 'email' ? t.emailPlaceholder : undefined}
            autoComplete={autoComplete}
            required={required}
            maxLength={name === 'email' ? 254 : 100}
          />
        </div>
      </div>
    </div>
  )

  return (
    <form
      ref={formRef}
      method="post"
      action={props.action}
      className="ekit-mailChimpForm"
      data-listed={props.listId}
      data-success-message={props.successMessage}
      data-success-opt-in-message={props.optInMessage}
      onSubmit={onSubmit}
      aria-describedby={`${idPrefix}-consent`}
    >
      <div
        className={`ekit-mail-message${message ? ` ${message.tone}` : ''}`}
        role="status"
        aria-live="polite"
      >
        {message?.text}
      </div>
      <div style={{ display: 'none' }}>
        <input type="hidden" name={NEWSLETTER_FIELDS.listed} value={props.listId} />
        <input type="hidden" name="lang" value={props.locale} />
        {props.blockRef ? (
          <input type="hidden" name={NEWSLETTER_FIELDS.block} value={props.blockRef} />
        ) : null}
      </div>
      <SpamFields startToken={props.startToken} locale={props.locale} />
      <div className="elementskit_form_wraper elementskit_inline_form">
        {props.showName
          ? field(NEWSLETTER_FIELDS.firstName, t.firstNameLabel, 'text', 'given-name')
          : null}
        {props.showName
          ? field(NEWSLETTER_FIELDS.lastName, t.lastNameLabel, 'text', 'family-name')
          : null}
        {field(NEWSLETTER_FIELDS.email, t.emailLabel, 'email', 'email', true)}
        {props.showPhone ? field(NEWSLETTER_FIELDS.phone, t.phoneLabel, 'tel', 'tel') : null}
        <div className="ekit_submit_input_holder elementskit_input_wraper">
          <button
            type="submit"
            className="ekit-mail-submit button button-primary"
            aria-disabled={busy}
          >
            {busy ? t.sending : t.submit}
          </button>
        </div>
      </div>
      <p className="newsletter-consent" id={`${idPrefix}-consent`}>
        {t.consent}
      </p>
    </form>
  )
}
