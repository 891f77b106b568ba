// The compressed JavaScript of pages side by side: what a block's client code adds to a page.
// Usage: node bench/js.mjs [--port 3100] [path ...]   (default: / /news /contact; BENCH_URL reuses a server)
import { parseArgs } from 'node:util'

import { getPage, PageError } from './lib/discover.mjs'
import { measureScripts, printScripts } from './lib/scripts.mjs'
import { startServerOrExit } from './lib/server.mjs'
import { printTable } from './lib/table.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '3100' } },
})
const paths = positionals.length ? positionals : ['/', '/news', '/contact']

const server = await startServerOrExit({ port: Number(values.port) })
try {
  const results = []
  for (const p of paths) {
    // The second request is served from the cache, as most visitors' are.
    await getPage(server.url, p)
    const measured = await measureScripts(server.url, await getPage(server.url, p))
    printScripts(p, measured)
    results.push([p, measured.rows.filter((r) => r.counted).length, measured.total])
  }
  console.log('\nSummary (compressed JavaScript per page)\n')
  printTable(['path', 'files', 'bytes'], results)
} catch (err) {
  if (!(err instanceof PageError)) throw err
  console.error(`Page check failed: ${err.message}`)
  process.exitCode = 1
} finally {
  await server.stop()
}
