import type { Locale } from '@/i18n/locales'

import { marketStrings } from '../messages'
import { directionOf, formatChange } from '../model/format'

/** A change on the month before: an arrow and the per cent, and in words for screen readers. */
export function PriceChange({
  change,
  percent,
  locale,
}: {
  change: number
  percent: number
  locale: Locale
}) {
  const s = marketStrings(locale)
  const direction = directionOf(change)
  const words = direction === 'up' ? s.rose : direction === 'down' ? s.fell : s.unchanged
  return (
    <span className="market-change" data-direction={direction}>
      <svg className="market-arrow" viewBox="0 0 10 10" width="10" height="10" aria-hidden="true">
        {direction === 'flat' ? (
          <circle cx="5" cy="5" r="2.5" fill="currentColor" />
        ) : (
          <path d={direction === 'up' ? 'M5 1 9 9H1z' : 'M5 9 1 1h8z'} fill="currentColor" />
        )}
      </svg>{' '}
      <span className="visually-hidden">{words}: </span>
      {formatChange(percent, locale, true)}
    </span>
  )
}
