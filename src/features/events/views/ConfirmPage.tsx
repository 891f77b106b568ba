/**
 * `/events/confirm?id=…&token=…`: the link of a held seat's mail opens a confirmation (a GET
 * never confirms: mail scanners open links, and a seat confirmed by a scanner would prove no
 * one reads the mailbox), whose POST confirms the seat.
 */
import { localizePath, type Locale } from '@/i18n/locales'
import { checkLinkToken } from '@/lib/signed-links'

import { eventStrings, type EventStrings } from '../messages'
import { CONFIRM_LINK_PURPOSE } from '../model/constants'
import { eventPaths } from '../model/paths'
import '../events.css'

export interface ConfirmSearch {
  id?: string | string[]
  token?: string | string[]
  result?: string | string[]
  event?: string | string[]
}

const RESULTS: Record<string, { status: 'success' | 'danger'; key: keyof EventStrings }> = {
  confirmed: { status: 'success', key: 'seatConfirmed' },
  already: { status: 'success', key: 'seatAlreadyConfirmed' },
  expired: { status: 'danger', key: 'seatExpired' },
  invalid: { status: 'danger', key: 'cancelInvalid' },
}

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

export function ConfirmPage({ locale, search }: { locale: Locale; search: ConfirmSearch }) {
  const s = eventStrings(locale)
  const result = RESULTS[one(search.result)] ?? (one(search.result) ? RESULTS.invalid : null)
  const id = one(search.id)
  const token = one(search.token)
  const eventSlug = one(search.event)
  let body
  if (result) {
    body = (
      <>
        <p role="status" className={`alert alert-${result.status}`}>
          {s[result.key]}
        </p>
        {eventSlug && /^[a-z0-9-]{1,100}$/.test(eventSlug) ? (
          <p>
            <a href={eventPaths.event(eventSlug, locale)}>{s.backToEvent}</a>
          </p>
        ) : null}
      </>
    )
  } else if (/^[0-9a-f]{32}$/.test(id) && checkLinkToken(token, CONFIRM_LINK_PURPOSE, id).ok) {
    body = (
      <form method="post" action={localizePath('/events/confirm/seat', locale)}>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="token" value={token} />
        <p>{s.confirmPrompt}</p>
        <button type="submit" className="button button-primary">
          {s.confirmButton}
        </button>
      </form>
    )
  } else {
    body = <p className="alert alert-danger">{s.cancelInvalid}</p>
  }
  return (
    <div className="container event-cancel">
      <h1>{s.confirmTitle}</h1>
      {body}
      <p>
        <a href={eventPaths.list(locale)}>{s.events}</a>
      </p>
    </div>
  )
}
