// The main thread's blocking time on cold loads, as the browser itself reports it (Long Tasks API),
// without Lighthouse's throttling simulation: a figure to compare two builds side by side on this
// machine, where Lighthouse's simulated TBT swings by a factor of two between runs.
// Usage: node bench/main-thread.mjs [--runs 10] [--port 3100] [path ...]
//        (default: / /news, a post and /contact; BENCH_URL reuses a server)
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs'
import { findPostPath, getPage, PageError } from './lib/discover.mjs'
import { startServerOrExit } from './lib/server.mjs'
import { printTable } from './lib/table.mjs'

// A long task blocks input for whatever it runs past 50 ms (the definition TBT sums).
const LONG_TASK_MS = 50
const SETTLE_MS = 500

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '3100' }, runs: { type: 'string', default: '10' } },
})
const runs = Math.max(1, Number(values.runs) || 10)

const median = (sorted) => sorted[Math.floor(sorted.length / 2)]

/** One cold load (new context: no cache, no compiled code): the long tasks until the page settles. */
async function coldLoad(browser, url) {
  const context = await browser.newContext()
  try {
    await context.addInitScript(() => {
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(SETTLE_MS)
    return await page.evaluate(() => window.__longTasks)
  } finally {
    await context.close()
  }
}

const server = await startServerOrExit({ port: Number(values.port) })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
try {
  let paths = positionals
  if (!paths.length) {
    const post = findPostPath(await getPage(server.url, '/news'), server.url)
    paths = ['/', '/news', post, '/contact'].filter(Boolean)
  }
  const rows = []
  for (const path of paths) {
    // Twice first: the page cache holds it, as it does for most visitors.
    await getPage(server.url, path)
    await getPage(server.url, path)
    await coldLoad(browser, server.url + path) // the browser's own first start is not the page's
    const blocking = []
    const longest = []
    const counts = []
    for (let i = 0; i < runs; i++) {
      const tasks = await coldLoad(browser, server.url + path)
      blocking.push(Math.round(tasks.reduce((s, d) => s + Math.max(0, d - LONG_TASK_MS), 0)))
      longest.push(Math.round(Math.max(0, ...tasks)))
      counts.push(tasks.length)
    }
    for (const list of [blocking, longest, counts]) list.sort((a, b) => a - b)
    rows.push([
      decodeURI(path),
      median(blocking),
      blocking[0],
      blocking.at(-1),
      median(longest),
      median(counts),
    ])
  }
  console.log(
    `\nMain-thread blocking on cold loads (ms past ${LONG_TASK_MS} ms per long task, unthrottled; ${runs} loads per page)\n`,
  )
  printTable(['path', 'median', 'min', 'max', 'longest task', 'long tasks'], rows)
} catch (err) {
  if (!(err instanceof PageError)) throw err
  console.error(`Page check failed: ${err.message}`)
  process.exitCode = 1
} finally {
  await browser.close()
  await server.stop()
}
