import type { Locale } from '@/i18n/locales'

export interface BlockProps<T> {
  block: T
  locale: Locale
  /** Position in the page: the first block is above the fold. */
  index: number
  /** The page the block is on (a form's `_wpcf7_container_post`); absent outside pages. */
  pageId?: number
}
