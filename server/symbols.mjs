// Where the front and the app (same process) find each other: the app registers hooks the front
// asks (body caps), the front exposes its page cache for the app to purge.

/** The app's hooks for the front (src/instrumentation.ts); see body-caps.mjs. */
export const FRONT_HOOKS = Symbol.for('sakhli.front.hooks')

/** The front's page cache (server/page-cache.mjs), purged by src/utilities/page-cache.ts. */
export const PAGE_CACHE = Symbol.for('sakhli.front.page-cache')

/** Site-wide published data kept between requests (src/lib/published-memo.ts), emptied on purge. */
export const PUBLISHED_MEMO = Symbol.for('sakhli.published-memo')
