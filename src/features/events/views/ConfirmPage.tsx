/**
 * `/events/confirm?id=…&token=…`: the link of a held seat's mail opens a confirmation (a GET
 * never confirms: mail scanners open links, and a seat confirmed by a scanner would prove no
 * one reads the mailbox), whose POST confirms the seat.
 */
import type { Locale } from '@/i18n/locales'

import { eventStrings, type EventStrings } from '../messages'
import { CONFIRM_LINK_PURPOSE } from '../model/constants'
import { MailedLinkPage, type MailedLinkSearch } from './MailedLinkPage'

export type ConfirmSearch = MailedLinkSearch

const RESULTS: Record<string, { status: 'success' | 'danger'; key: keyof EventStrings }> = {
  confirmed: { status: 'success', key: 'seatConfirmed' },
  already: { status: 'success', key: 'seatAlreadyConfirmed' },
  expired: { status: 'danger', key: 'seatExpired' },
}

export function ConfirmPage({ locale, search }: { locale: Locale; search: ConfirmSearch }) {
  const s = eventStrings(locale)
  return (
    <MailedLinkPage
      locale={locale}
      search={search}
      title={s.confirmTitle}
      purpose={CONFIRM_LINK_PURPOSE}
      action="/events/confirm/seat"
      prompt={s.confirmPrompt}
      button={s.confirmButton}
      resultNotice={(result) => {
        const known = Object.hasOwn(RESULTS, result) ? RESULTS[result] : undefined
        return known ? { status: known.status, text: s[known.key] } : null
      }}
    />
  )
}
