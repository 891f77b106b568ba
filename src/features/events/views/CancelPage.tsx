/**
 * `/events/cancel?id=…&token=…`: the mailed cancel link opens a confirmation (a GET never
 * cancels: mail scanners open links), whose POST frees the seat.
 */
import { localizePath, type Locale } from '@/i18n/locales'
import { checkLinkToken } from '@/lib/signed-links'

import { eventStrings } from '../messages'
import { CANCEL_LINK_PURPOSE } from '../model/constants'
import { eventPaths } from '../model/paths'
import '../events.css'

export interface CancelSearch {
  id?: string | string[]
  token?: string | string[]
  result?: string | string[]
  event?: string | string[]
}

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

export function CancelPage({ locale, search }: { locale: Locale; search: CancelSearch }) {
  const s = eventStrings(locale)
  const result = one(search.result)
  const id = one(search.id)
  const token = one(search.token)
  const eventSlug = one(search.event)
  let body
  if (result) {
    body = (
      <>
        <p role="status" className={`alert alert-${result === 'cancelled' ? 'success' : 'danger'}`}>
          {result === 'cancelled' ? s.cancelled : s.cancelInvalid}
        </p>
        {eventSlug && /^[a-z0-9-]{1,100}$/.test(eventSlug) ? (
          <p>
            <a href={eventPaths.event(eventSlug, locale)}>{s.backToEvent}</a>
          </p>
        ) : null}
      </>
    )
  } else if (/^[0-9a-f]{32}$/.test(id) && checkLinkToken(token, CANCEL_LINK_PURPOSE, id).ok) {
    body = (
      <form method="post" action={localizePath('/events/cancel/confirm', locale)}>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="token" value={token} />
        <p>{s.cancelConfirm}</p>
        <button type="submit" className="button button-primary">
          {s.cancelButton}
        </button>
      </form>
    )
  } else {
    body = <p className="alert alert-danger">{s.cancelInvalid}</p>
  }
  return (
    <div className="container event-cancel">
      <h1>{s.cancelTitle}</h1>
      {body}
      <p>
        <a href={eventPaths.list(locale)}>{s.events}</a>
      </p>
    </div>
  )
}
