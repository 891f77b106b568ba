/**
 * `/events/cancel?id=…&token=…`: the mailed cancel link opens a confirmation (a GET never
 * cancels: mail scanners open links), whose POST frees the seat.
 */
import type { Locale } from '@/i18n/locales'

import { eventStrings } from '../messages'
import { CANCEL_LINK_PURPOSE } from '../model/constants'
import { MailedLinkPage, type MailedLinkSearch } from './MailedLinkPage'

export type CancelSearch = MailedLinkSearch

export function CancelPage({ locale, search }: { locale: Locale; search: CancelSearch }) {
  const s = eventStrings(locale)
  return (
    <MailedLinkPage
      locale={locale}
      search={search}
      title={s.cancelTitle}
      purpose={CANCEL_LINK_PURPOSE}
      action="/events/cancel/confirm"
      prompt={s.cancelConfirm}
      button={s.cancelButton}
      resultNotice={(result) =>
        result === 'cancelled' ? { status: 'success', text: s.cancelled } : null
      }
    />
  )
}
