import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

/**
 * What the block renderer's caller (a page, the fragment route, the style guide) hands every block:
 * blocks never import the Payload config or the app's data layer.
 */
export interface BlockSite {
  payload: Payload
  /**
   * The signed-in editor this request shows drafts to (the live preview), or null. Asked only by a
   * block that needs it: it reads the request's headers in draft mode.
   */
  draftViewer: () => Promise<{ id: number } | null>
}

export interface BlockProps<T> {
  block: T
  locale: Locale
  site: BlockSite
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
