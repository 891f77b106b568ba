/** The menus' visitor-facing words, Georgian first. Isomorphic. */
import type { Locale } from '@/i18n/locales'

const ka = {
  /** Read after the label of a link that opens in a new tab. */
  newTab: '(იხსნება ახალ ჩანართში)',
}

const en: typeof ka = {
  newTab: '(opens in a new tab)',
}

export function menuStrings(locale: Locale): typeof ka {
  return locale === 'ka' ? ka : en
}
