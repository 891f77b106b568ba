/**
 * The parts of a CF7 form that say how a submission went: the screen-reader response (the status
 * message as a polite live region, and the field errors linking to their fields) at the top, and
 * the visible response output CF7 puts at the end of the form. Isomorphic.
 */
import type { ContactFormStrings } from '@/features/contact-forms/messages'
import type { FormStatus } from '@/features/contact-forms/model/status'

import { errorIdOf, splitLead, type FieldError } from './behaviours'

export function ScreenReaderResponse({
  status,
  message,
  fieldErrors,
  errorTargets,
  unitTag,
  strings,
}: {
  status: FormStatus
  message: string
  fieldErrors: FieldError[]
  /** Field → the id its entry in the error list links to. */
  errorTargets: ReadonlyMap<string, string>
  unitTag: string
  strings: ContactFormStrings
}) {
  return (
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
  )
}

/** CF7's visible response output, the last element of the form. */
export function ResponseOutput({ message }: { message: string }) {
  return (
    <div className="wpcf7-response-output" aria-hidden="true">
      {message}
    </div>
  )
}

/** CF7's warning for a form placed inside another form (it cannot work there). */
export function WrongPlace({ text }: { text: string }) {
  const [lead, rest] = splitLead(text)
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
