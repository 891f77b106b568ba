// Lighthouse scores (mobile, default throttling) for the public pages.
// Usage: node bench/lighthouse.mjs [--throttling simulate|devtools] [url...]
//   (no URLs: starts the server and audits /, /news and a post)
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer } from './lib/server.mjs'
import { discoverPages, PageError } from './lib/discover.mjs'
import { printTable, verdict } from './lib/table.mjs'

import { chromiumFlags as CHROME_FLAGS, chromiumPath as CHROME_PATH } from '../scripts/chromium.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const TARGETS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }
// The issue's own targets for two metrics (numeric values: ms and unitless).
const METRIC_TARGETS = { 'total-blocking-time': 50, 'cumulative-layout-shift': 0.01 }
// Lighthouse's own report shows audits at >= 0.9 as passed.
const AUDIT_PASS = 0.9
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings'])
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]

/**
 * `simulate` (Lighthouse's default, the issue's measure): an unthrottled load, its metrics
 * estimated for a slow phone by Lantern's model. `devtools`: the same network and CPU profile
 * applied to the load itself, metrics as observed.
 */
export const THROTTLING_METHODS = ['simulate', 'devtools']

export async function runLighthouse(urls, { throttling = 'simulate' } = {}) {
  if (!THROTTLING_METHODS.includes(throttling))
    throw new Error(`--throttling is one of ${THROTTLING_METHODS.join(', ')}, not ${throttling}`)
  if (!existsSync(CHROME_PATH))
    throw new Error(`${CHROME_PATH} not found (apt-get install -y chromium)`)
  // Fresh profile per run so caches/service workers from earlier runs can't skew scores.
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'sakhli-lh-'))
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
    handleSIGINT: true,
  })
  // Chrome runs in its own process group; don't leave it behind if we exit mid-run (e.g. SIGTERM).
  const cleanup = () => {
    chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
  process.on('exit', cleanup)
  const results = []
  try {
    for (const url of urls) {
      console.error(`lighthouse ${url}`)
      // Lighthouse's default config: mobile form factor, throttled by `throttling`.
      const run = await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES },
        { extends: 'lighthouse:default', settings: { throttlingMethod: throttling } },
      )
      const lhr = run.lhr
      const scores = {}
      const failing = {}
      for (const id of CATEGORIES) {
        const cat = lhr.categories[id]
        scores[id] = cat?.score == null ? null : Math.round(cat.score * 100)
        if (scores[id] !== null && scores[id] >= TARGETS[id]) continue
        failing[id] = (cat?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter(
            (a) =>
              a && SCORED_MODES.has(a.scoreDisplayMode) && a.score !== null && a.score < AUDIT_PASS,
          )
          .map((a) => a.id)
      }
      const metrics = Object.fromEntries(
        METRICS.map((m) => [m, lhr.audits[m]?.displayValue ?? 'n/a']),
      )
      const metricMisses = Object.entries(METRIC_TARGETS)
        .filter(([id, max]) => !((lhr.audits[id]?.numericValue ?? Infinity) < max))
        .map(([id]) => id)
      results.push({
        url,
        throttling,
        scores,
        failing,
        metrics,
        metricMisses,
        causes: causesOf(lhr),
        runtimeError: lhr.runtimeError?.message ?? null,
      })
    }
  } finally {
    process.off('exit', cleanup)
    cleanup()
  }
  return results
}

/** What a run's shifts and blocking time come from: the elements that moved, the longest tasks. */
function causesOf(lhr) {
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? '?'}`,
  )
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 5)
    .map(
      (item) =>
        `${Math.round(item.duration)} ms ${String(item.url).replace(/^https?:\/\/[^/]+/, '')}`,
    )
  return { shifts, tasks }
}

// Georgian slugs are percent-encoded in URLs; show them readable.
function displayUrl(url) {
  try {
    return decodeURI(url)
  } catch {
    return url
  }
}

export function printLighthouse(results) {
  const targetText = CATEGORIES.map(
    (c) => `${c} ${c === 'performance' ? '>= ' : ''}${TARGETS[c]}`,
  ).join(', ')
  const metricText = Object.entries(METRIC_TARGETS)
    .map(([id, max]) => `${id} < ${max}`)
    .join(', ')
  const method = results[0]?.throttling ?? 'simulate'
  console.log(
    `\nLighthouse, mobile, ${method} throttling (targets: ${targetText}; ${metricText})\n`,
  )
  printTable(
    ['url', ...CATEGORIES, 'targets met'],
    results.map((r) => [
      displayUrl(r.url),
      ...CATEGORIES.map((c) => r.scores[c] ?? 'n/a'),
      verdict(
        !r.metricMisses.length &&
          CATEGORIES.every((c) => r.scores[c] !== null && r.scores[c] >= TARGETS[c]),
      ),
    ]),
  )
  for (const r of results) {
    console.log(`\n${displayUrl(r.url)}`)
    if (r.runtimeError) console.log(`  runtime error: ${r.runtimeError}`)
    console.log(`  metrics: ${METRICS.map((m) => `${m}=${r.metrics[m]}`).join(', ')}`)
    for (const id of r.metricMisses)
      console.log(`  ${id} misses its target (< ${METRIC_TARGETS[id]})`)
    if (r.causes.shifts.length) console.log(`  layout shifts: ${r.causes.shifts.join('; ')}`)
    if (r.causes.tasks.length) console.log(`  long tasks: ${r.causes.tasks.join('; ')}`)
    for (const [cat, ids] of Object.entries(r.failing)) {
      console.log(
        `  ${cat} below target, failing audits: ${ids.length ? ids.join(', ') : '(none scored below 0.9)'}`,
      )
    }
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { throttling: { type: 'string', default: 'simulate' } },
    allowPositionals: true,
  })
  const { throttling } = values
  let urls = positionals
  if (!THROTTLING_METHODS.includes(throttling)) {
    console.error(`--throttling takes one of ${THROTTLING_METHODS.join(', ')}`)
    process.exit(2)
  }
  let server = null
  if (!urls.length) {
    try {
      server = await startServer({ port: 3100 })
    } catch (err) {
      console.error(`Server failed to start: ${err.message}`)
      process.exit(1)
    }
  }
  try {
    if (server) urls = (await discoverPages(server.url)).paths.map((p) => server.url + p)
    printLighthouse(await runLighthouse(urls, { throttling }))
  } catch (err) {
    // Scores never fail the run, but a missing browser or a broken page does.
    console.error(
      err instanceof PageError
        ? `Page check failed: ${err.message}`
        : `Lighthouse could not run: ${err.message}`,
    )
    process.exitCode = 1
  } finally {
    await server?.stop()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main()
