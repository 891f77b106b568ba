import { revalidatePath } from 'next/cache'

import { forgetPublished } from '@/data/published-memo'

import { PAGE_CACHE } from '../../server/symbols.mjs'

/**
 * Revalidates every public page of this server: Next's full-route cache (the root layout covers
 * both locales), the front's page cache (server/page-cache.mjs, same process; absent under
 * `next dev` and in tests) and the site-wide data kept between requests (src/data/published-memo.ts). Only inside a Next request: see src/hooks/revalidate.ts.
 */
export function revalidatePublicSite(): void {
  forgetPublished()
  revalidatePath('/', 'layout')
  const cache = (globalThis as { [PAGE_CACHE]?: { purge: () => void } })[PAGE_CACHE]
  cache?.purge()
}
