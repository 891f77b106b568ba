/** Numbers as the blocks show them: grouped as the language groups digits. Isomorphic. */
import type { Locale } from '@/i18n/locales'

const formats = new Map<string, Intl.NumberFormat>()

function format(locale: Locale, digits: number, sign = false): Intl.NumberFormat {
  const key = `${locale}|${digits}|${sign}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale === 'ka' ? 'ka-GE' : 'en-GB', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      ...(sign ? { signDisplay: 'exceptZero' as const } : {}),
    })
    formats.set(key, f)
  }
  return f
}

/** A value: whole lari from 100 up, two decimals below (rent per m², a rate). */
export function formatValue(value: number, locale: Locale): string {
  return format(locale, Math.abs(value) >= 100 ? 0 : 2).format(value)
}

/** A change with its sign: "+1,2" / "−34". */
export function formatChange(value: number, locale: Locale, percent = false): string {
  const digits = percent || Math.abs(value) < 100 ? 2 : 0
  return format(locale, digits, true).format(value) + (percent ? '%' : '')
}

export type Direction = 'up' | 'down' | 'flat'
export const directionOf = (change: number): Direction =>
  change > 0 ? 'up' : change < 0 ? 'down' : 'flat'
