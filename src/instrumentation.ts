/**
 * Runs once when the server starts: Payload is initialised at once (not on the first visit), so the
 * contact-form mail worker resumes queued and retried mail right after a restart; and the hooks the
 * server's front asks (server/body-caps.mjs, server/page-posts.mjs, server/loop-query.mjs,
 * server/page-limits.mjs, server/page-queries.mjs) and the hot routes it serves past Next's router
 * (server/app-routes.mjs) are registered.
 */
import { FRONT_HOOKS } from '../server/symbols.mjs'

import { isWebServer } from './lib/runtime'

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (!isWebServer()) return
  const [
    { getPayload },
    { default: config },
    { pageBodyCap },
    { contactFormRoutes },
    { consumeRateLimit },
    { loopQueryNormaliser },
    { provideActionPayload },
    { searchPageLimit },
    { searchPageQuery },
  ] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/features/contact-forms'),
    import('@/features/contact-forms/server/routes'),
    import('@/lib/rate-limit'),
    import('@/features/loop-grid/server/loop-query'),
    import('@/lib/action-payload'),
    import('@/features/search/server/page-limit'),
    import('@/features/search/server/page-query'),
  ])
  const payload = await getPayload({ config })
  // Server actions are called by Next: they get the instance from here.
  provideActionPayload(async () => payload)
  const contactForms = contactFormRoutes(async () => payload)
  ;(globalThis as { [FRONT_HOOKS]?: unknown })[FRONT_HOOKS] = {
    pageBodyCap: (url: URL) => pageBodyCap(payload, url),
    // A post with files to a page (the contact form without JavaScript) is counted against the
    // contact form's per-address limit before the front reads its body, apart from the
    // submission the form's action counts once it runs.
    largePostLimit: (ip: string) =>
      consumeRateLimit('contact-feedback', { ip }, { scope: 'upload' }),
    loopQuery: (pathname: string) => loopQueryNormaliser(payload, pathname),
    // Site search is limited per address before Next renders a query (server/page-limits.mjs).
    pageLimit: (url: URL, ip: string) => searchPageLimit(url, ip),
    // …and read by its query alone, so the front's page cache keeps repeated searches.
    pageQuery: (url: URL) => searchPageQuery(url),
    routes: { feedback: contactForms.frontFeedback },
  }
}
