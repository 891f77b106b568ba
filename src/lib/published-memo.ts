/**
 * Published site-wide data (the site settings, header and footer globals, the header's menu) kept
 * in the web server between requests: every page's layout reads them, and a page rendered per
 * request (a search, a filtered loop grid, an account page) would otherwise read them from the
 * database each time. Emptied with the caches of every public page on each revalidation
 * (`revalidatePublicSite`, src/utilities/page-cache.ts, finds this store on globalThis), which
 * every publish and every change of these globals and menus triggers, and once more when the
 * request that asked for it has ended: a revalidation runs in Payload's afterChange hook, before
 * the change is committed (PostgreSQL), and a render in between may read the old row. An entry
 * also lives at most MAX_AGE_MS, for what changes without a revalidation (an event's slug a menu
 * links to). Drafts an editor previews are never kept here.
 *
 * Only the web server keeps anything (under Next, `NEXT_RUNTIME`): revalidations reach that
 * process, while a CLI script or a test changes data without revalidating its own. Entries are
 * per Payload instance (a test may hold one per database), and frozen: the same objects serve
 * every request, so a renderer that changed one would change it for all (it throws instead).
 */
import type { Payload } from 'payload'

import { PUBLISHED_MEMO } from '../../server/symbols.mjs'

/** The longest an entry is kept (ms). */
export const MAX_AGE_MS = 60_000

interface Entry {
  value: Promise<unknown>
  readAt: number
}

/** What the revalidation finds on globalThis (src/utilities/page-cache.ts). */
export interface PublishedMemoStore {
  byPayload: WeakMap<Payload, Map<string, Entry>>
  forget: () => void
}

// On globalThis: Next may bundle this module more than once (a page's render and the revalidation
// route), and they must share one store.
const store: PublishedMemoStore = ((globalThis as { [PUBLISHED_MEMO]?: PublishedMemoStore })[
  PUBLISHED_MEMO
] ??= {
  byPayload: new WeakMap(),
  forget() {
    this.byPayload = new WeakMap()
  },
})

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/**
 * `read()`'s answer for `key` on `payload`'s database, read once until the next revalidation or
 * for MAX_AGE_MS (a failure is not kept); outside the web server, read every time.
 */
export function memoPublished<T>(
  payload: Payload,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  if (!process.env.NEXT_RUNTIME) return read()
  let entries = store.byPayload.get(payload)
  if (!entries) store.byPayload.set(payload, (entries = new Map()))
  const now = Date.now()
  const entry = entries.get(key)
  if (entry && now - entry.readAt < MAX_AGE_MS) return entry.value as Promise<T>
  const kept: Entry = { value: read().then(deepFreeze), readAt: now }
  entries.set(key, kept)
  kept.value.catch(() => {
    if (entries.get(key) === kept) entries.delete(key)
  })
  return kept.value as Promise<T>
}

/**
 * Forgets everything kept: a read still under way when this runs is not kept either (it may have
 * read before the change was saved).
 */
export function forgetPublished(): void {
  store.forget()
}
