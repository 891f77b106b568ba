import type { Locale } from '@/i18n/locales'

export interface BlockProps<T> {
  block: T
  locale: Locale
  /** Position in the page: the first block is above the fold. */
  index: number
}
