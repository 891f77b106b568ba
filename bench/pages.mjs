// Throughput/latency benchmark of the public pages plus the news list's JS transfer size.
// Usage: node bench/pages.mjs [--duration 20] [--connections 50] [--port 3100] [--lighthouse]
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startServerOrExit } from './lib/server.mjs'
import { discoverPages, getPage, PageError } from './lib/discover.mjs'
import { measureScripts, printScripts } from './lib/scripts.mjs'
import { printTable, verdict } from './lib/table.mjs'

// Targets from the speed issue (9): the cached pages beat WordPress behind nginx's page cache.
const TARGET_RPS = 3300
const TARGET_P99_MS = 50
const JS_BUDGET_KB = 130
// What a browser sends: the page cache answers with brotli, as it would to a visitor.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' }
const WARMUP_REQUESTS = 20

async function warm(url, paths) {
  // Cached (ISR/full-route) pages are what visitors hit, so fill the cache before measuring.
  for (const p of paths) {
    for (let i = 0; i < WARMUP_REQUESTS; i++) await getPage(url, p)
  }
}

async function load(url, path, { connections, duration }) {
  console.error(`autocannon ${path}: ${connections} connections, ${duration}s`)
  let answered = 0
  let hits = 0
  const r = await autocannon({
    url: url + path,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        headers: BROWSER_HEADERS,
        onResponse: (_status, _body, _context, headers) => {
          answered++
          // autocannon keeps the header names' case as sent.
          const name = Object.keys(headers).find((key) => key.toLowerCase() === 'x-page-cache')
          if (name && headers[name] === 'HIT') hits++
        },
      },
    ],
  })
  return {
    path,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    hitShare: answered ? `${Math.round((hits / answered) * 1000) / 10} %` : '-',
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

// Slugs may be Georgian, percent-encoded on the wire; show them readable.
function displayPath(p) {
  try {
    return decodeURIComponent(p)
  } catch {
    return p
  }
}

function printLoad(results) {
  console.log(`\nThroughput (targets: >= ${TARGET_RPS} req/s, p99 < ${TARGET_P99_MS} ms)\n`)
  printTable(
    [
      'path',
      'req/s',
      'p50 ms',
      'p99 ms',
      'cache hits',
      'non-2xx',
      'errors',
      'req/s target',
      'p99 target',
    ],
    results.map((r) => [
      displayPath(r.path),
      r.rps,
      r.p50,
      r.p99,
      r.hitShare,
      r.non2xx,
      r.errors,
      verdict(r.rps >= TARGET_RPS),
      verdict(r.p99 < TARGET_P99_MS),
    ]),
  )
}

async function measureJs(baseUrl, pathname, html) {
  printScripts(pathname, await measureScripts(baseUrl, html), JS_BUDGET_KB, verdict)
  console.log(
    '(inline <script> content, e.g. the RSC payload, is part of the HTML and not counted here)',
  )
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '50' },
      port: { type: 'string', default: '3100' },
      lighthouse: { type: 'boolean', default: false },
    },
  })
  const duration = Number(values.duration)
  const connections = Number(values.connections)
  if (!(duration > 0) || !(connections > 0)) {
    console.error('--duration and --connections must be positive numbers')
    process.exit(2)
  }

  const server = await startServerOrExit({ port: Number(values.port) })

  try {
    const { paths } = await discoverPages(server.url)
    console.error(`Pages: ${paths.join(', ')}`)
    await warm(server.url, paths)

    const results = []
    for (const p of paths) results.push(await load(server.url, p, { connections, duration }))
    printLoad(results)

    // Re-fetch /news after warm-up so the script list matches what cached visitors get.
    await measureJs(server.url, '/news', await getPage(server.url, '/news'))

    if (values.lighthouse) {
      try {
        // Imported lazily: Lighthouse is heavy and only needed with --lighthouse.
        const { printLighthouse, runLighthouse } = await import('./lighthouse.mjs')
        printLighthouse(await runLighthouse(paths.map((p) => server.url + p)))
      } catch (err) {
        // A missing browser isn't a page failure; report it loudly but keep the benchmark's exit code.
        console.error(`\nLighthouse could not run: ${err.message}`)
      }
    }
  } catch (err) {
    if (err instanceof PageError) {
      console.error(`Page check failed: ${err.message}`)
      process.exitCode = 1
    } else {
      throw err
    }
  } finally {
    await server.stop()
  }
}

await main()
