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
      <span aria-hidden="true">{direction === 'up' ? '▲' : direction === 'down' ? '▼' : '•'}</span>{' '}
      <span className="visually-hidden">{words}: </span>
      {formatChange(percent, locale, true)}
    </span>
  )
}
