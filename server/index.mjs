#!/usr/bin/env node
// Serves the site: Next's request handler behind the front (server/front.mjs). `npm start` runs
// this after migrating, seeding and building; `node server/index.mjs --dev` serves the dev build.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createFrontServer } from './front.mjs'
import { createPageCache, exposePageCache } from './page-cache.mjs'
import { createStaticAssets } from './static-assets.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The app finds its files from the working directory (the default database and upload folders,
// the SQLite writer thread's script): it is the project's folder, wherever this was started from.
process.chdir(root)
const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
const cdnMaxAge = Number(process.env.CDN_MAX_AGE ?? 60)
if (!Number.isInteger(cdnMaxAge) || cdnMaxAge < 0) {
  throw new Error(`CDN_MAX_AGE must be a whole number of seconds, not ${process.env.CDN_MAX_AGE}`)
}

// React and Next pick their builds from NODE_ENV when they load, as `next start` sets it.
process.env.NODE_ENV ??= dev ? 'development' : 'production'
const { default: next } = await import('next')
const app = next({ dev, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

// Development renders every request anew; PAGE_CACHE=off turns the cache off in production too.
const pageCache = dev || process.env.PAGE_CACHE === 'off' ? undefined : createPageCache()
if (pageCache) exposePageCache(pageCache)

const server = createFrontServer({
  handle: (req, res) => handle(req, res),
  pageCache,
  // Build assets in brotli, from the copies scripts/precompress.mjs wrote after the build.
  staticAssets: dev ? undefined : createStaticAssets(root),
  trustProxy: process.env.TRUST_PROXY,
  dev,
  cdnMaxAge,
})
server.listen(port, hostname, () => {
  console.log(`▶ Ready on http://localhost:${port}${dev ? ' (development)' : ''}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold close() open; they get a moment, then the process ends.
    setTimeout(() => process.exit(0), 5_000).unref()
    server.closeIdleConnections()
  })
}
