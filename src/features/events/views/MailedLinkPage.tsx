/**
 * The page a mailed seat link opens (`/events/confirm`, `/events/cancel`): opening it changes
 * nothing (mail scanners and link previews open links); a valid link shows a button whose POST
 * acts, and the POST's redirect comes back here with `result` (and the event's slug).
 */
import { localizePath, type Locale } from '@/i18n/locales'
import { checkLinkToken } from '@/lib/signed-links'

import { eventStrings } from '../messages'
import { eventPaths } from '../model/paths'
import '../events.css'

export interface MailedLinkSearch {
  id?: string | string[]
  token?: string | string[]
  result?: string | string[]
  event?: string | string[]
}

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

export interface MailedLinkPageProps {
  locale: Locale
  search: MailedLinkSearch
  title: string
  /** The link token's purpose (`@/lib/signed-links`). */
  purpose: string
  /** Where the button posts (unlocalized path). */
  action: string
  prompt: string
  button: string
  /** The notice for a `result` the POST came back with; null for one this page does not know. */
  resultNotice: (result: string) => { status: 'success' | 'danger'; text: string } | null
}

export function MailedLinkPage(props: MailedLinkPageProps) {
  const { locale, search } = props
  const s = eventStrings(locale)
  const result = one(search.result)
  const id = one(search.id)
  const token = one(search.token)
  const eventSlug = one(search.event)
  let body
  if (result) {
    const notice = props.resultNotice(result) ?? { status: 'danger', text: s.cancelInvalid }
    body = (
      <>
        <p role="status" className={`alert alert-${notice.status}`}>
          {notice.text}
        </p>
        {eventSlug && /^[a-z0-9-]{1,100}$/.test(eventSlug) ? (
          <p>
            <a href={eventPaths.event(eventSlug, locale)}>{s.backToEvent}</a>
          </p>
        ) : null}
      </>
    )
  } else if (/^[0-9a-f]{32}$/.test(id) && checkLinkToken(token, props.purpose, id).ok) {
    body = (
      <form method="post" action={localizePath(props.action, locale)}>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="token" value={token} />
        <p>{props.prompt}</p>
        <button type="submit" className="button button-primary">
          {props.button}
        </button>
      </form>
    )
  } else {
    body = <p className="alert alert-danger">{s.cancelInvalid}</p>
  }
  return (
    <div className="container event-cancel">
      <h1>{props.title}</h1>
      {body}
      <p>
        <a href={eventPaths.list(locale)}>{s.events}</a>
      </p>
    </div>
  )
}
