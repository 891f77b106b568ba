import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

export interface BlockProps<T> {
  block: T
  locale: Locale
  /** Position in the page: the first block is above the fold. */
  index: number
  /** The page the block is on (a form's `_wpcf7_container_post`); absent outside pages. */
  pageId?: number
  /** The page's public path (`/en/about`), for links that name the page (share buttons). */
  path?: string
  /**
   * The page's query (loop grid filters and pages), only where the route renders per request
   * (an address with `e-filter-`/`e-page-` parameters); static renders see none.
   */
  search?: URLSearchParams
  /** Every block of the same layout, for blocks bound to another (a filter to its loop grid). */
  siblings?: NonNullable<Page['layout']>
}
