/**
 * Cached `Intl.DateTimeFormat`s. Building one (ICU data, a time zone) costs far more than
 * formatting with it: a list of event cards built three per card, most of an ajax answer's time.
 * Isomorphic; the cache holds one formatter per distinct (language tag, options), a handful.
 */
import type { Locale } from './locales'

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The language tag dates are written in: Georgian month names for ka, British order for en. */
export const dateLanguage = (locale: Locale): string => (locale === 'ka' ? 'ka-GE' : 'en-GB')

export function dateFormatter(
  tag: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, options)
    formatters.set(key, formatter)
  }
  return formatter
}
