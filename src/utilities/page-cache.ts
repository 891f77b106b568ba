import { revalidatePath } from 'next/cache'
import { after } from 'next/server'

import { PAGE_CACHE, PUBLISHED_MEMO } from '../../server/symbols.mjs'

/**
 * Revalidates every public page of this server: Next's full-route cache (the root layout covers
 * both locales), the front's page cache (server/page-cache.mjs, same process; absent under
 * `next dev` and in tests) and the site-wide data kept between requests
 * (src/lib/published-memo.ts). Only inside a Next request: see src/hooks/revalidate.ts.
 */
export function revalidatePublicSite(): void {
  const memo = (globalThis as { [PUBLISHED_MEMO]?: { forget: () => void } })[PUBLISHED_MEMO]
  memo?.forget()
  revalidatePath('/', 'layout')
  // The change is committed only after the hook that called this (PostgreSQL): a render in
  // between may have kept the old data, so the kept data is forgotten again once the request ends.
  if (memo) after(() => memo.forget())
  const cache = (globalThis as { [PAGE_CACHE]?: { purge: () => void } })[PAGE_CACHE]
  cache?.purge()
}
