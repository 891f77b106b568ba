'use client'

import { useActionState } from 'react'

import type { ContactFormStrings } from '@/features/contact-forms/messages'
import { noJsPermalink, type NoJsFormState } from '@/features/contact-forms/model/feedback'
import { statusClassOf } from '@/features/contact-forms/model/status'
import type { Locale } from '@/i18n/locales'

import { langTagOf } from './behaviours'

export interface RemovedContactFormProps {
  formId: number
  /** The unit tag the form had: its permalink picks up the answer to a post made to it. */
  unitTag: string
  locale: Locale
  strings: Pick<ContactFormStrings, 'postedValues'>
  /** The contact form's server action, which the page still holding the form posts to. */
  action: (state: NoJsFormState, formData: FormData) => Promise<NoJsFormState>
  initialState?: NoJsFormState
}

const EMPTY_STATE: NoJsFormState = { response: null, values: {} }

/**
 * Where a deleted form stood on a page. Nothing shows, unless a page rendered before the deletion
 * (cached, or still open in a browser) posted to it without JavaScript: then the answer says the
 * message was not sent, and what the visitor wrote is shown to copy.
 */
export function RemovedContactForm({
  formId,
  unitTag,
  locale,
  strings,
  action,
  initialState,
}: RemovedContactFormProps) {
  // The same permalink as the form had, so that React hands its post's answer to this component.
  const [state] = useActionState(
    action,
    initialState ?? EMPTY_STATE,
    noJsPermalink(formId, unitTag),
  )
  const answer = state.response
  if (!answer) return null
  const status = statusClassOf(answer.status)
  const written = Object.entries(state.values).filter(([, values]) => values.some((v) => v.trim()))
  return (
    <div className="wpcf7 no-js" id={unitTag} lang={langTagOf(locale)} dir="ltr">
      <div className={`wpcf7-form ${status}`} data-status={status}>
        <div className="wpcf7-response-output" role="alert">
          {answer.message}
        </div>
        {written.length ? (
          <fieldset className="wpcf7-posted-values">
            <legend>{strings.postedValues}</legend>
            {written.map(([field, values], index) => (
              <p key={field}>
                <label htmlFor={`${unitTag}-posted-${index}`}>{field}</label>
                <br />
                <textarea
                  id={`${unitTag}-posted-${index}`}
                  readOnly
                  rows={Math.min(10, Math.max(2, values.join('\n').split('\n').length))}
                  value={values.join('\n')}
                />
              </p>
            ))}
          </fieldset>
        ) : null}
      </div>
    </div>
  )
}
