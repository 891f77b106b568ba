// Costs that stay flat as content grows (issue 9): the same figures with the demo content and
// after growing it to 10,000 posts and 100,000 submissions (bench/scale-seed.ts), side by side.
// Renders are forced past every cache (Next's on-demand revalidation header, and an Authorization
// header the front's page cache never answers). The CSV export's memory is the server's resident
// size sampled while the whole file streams.
// Usage: node bench/scale.mjs [--port 3100] [--posts 10000] [--submissions 100000]
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { findTags, getPage } from './lib/discover.mjs'
import { adminToken, countDocs } from './lib/feedback-kit.mjs'
import { payloadRunUntil, sendOneSubmission, freshBenchDatabase } from './lib/grow.mjs'
import { repoRoot, startServer } from './lib/server.mjs'
import { printTable } from './lib/table.mjs'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3100' },
    posts: { type: 'string', default: '10000' },
    submissions: { type: 'string', default: '100000' },
  },
})
const RUNS = 5
const MAX_RATIO = 2

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

function previewModeId() {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, '.next/prerender-manifest.json')))
  return manifest.preview.previewModeId
}

/** The server's process id, from the socket listening on its port. */
function serverPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = /pid=(\d+)/.exec(out)?.[1]
  if (!pid) throw new Error(`No process listens on port ${port}`)
  return Number(pid)
}

const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024

async function timed(fn) {
  const started = performance.now()
  await fn()
  return performance.now() - started
}

/** Median ms of a forced, uncached render of `pathname`. */
async function render(url, pathname, revalidate) {
  const times = []
  for (let i = 0; i < RUNS; i++) {
    times.push(
      await timed(async () => {
        const res = await fetch(url + pathname, {
          headers: { 'x-prerender-revalidate': revalidate, authorization: 'Bearer bench-scale' },
        })
        if (res.status >= 500) throw new Error(`${pathname}: ${res.status}`)
        await res.arrayBuffer()
      }),
    )
  }
  return median(times)
}

async function adminList(url, token, formId) {
  const query = `where[form][equals]=${formId}&sort=-createdAt&limit=10&depth=0`
  const times = []
  for (let i = 0; i < RUNS; i++) {
    times.push(
      await timed(async () => {
        const res = await fetch(`${url}/api/form-submissions?${query}`, {
          headers: { Authorization: `JWT ${token}` },
        })
        if (!res.ok) throw new Error(`admin list: ${res.status}`)
        await res.json()
      }),
    )
  }
  return median(times)
}

/**
 * The CSV of every submission: time, rows and the server's resident memory growth, at its end and
 * once the first `earlyRows` rows had arrived (memory that grew with the rows would differ).
 */
async function csvExport(url, token, pid, earlyRows) {
  const before = rssOf(pid)
  let peak = before
  let earlyPeak = 0
  let rows = 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid))
    if (rows < earlyRows) earlyPeak = peak
  }, 50)
  let firstRowMs = 0
  const started = performance.now()
  const ms = await timed(async () => {
    const res = await fetch(`${url}/api/form-submissions/export.csv`, {
      headers: { Authorization: `JWT ${token}` },
    })
    if (!res.ok) throw new Error(`CSV export: ${res.status}`)
    for await (const chunk of res.body) {
      for (const byte of chunk) if (byte === 10) rows++
      // The header line ends with the first newline; the first row with the second.
      if (!firstRowMs && rows >= 2) firstRowMs = performance.now() - started
    }
  })
  clearInterval(sampler)
  const mb = (bytes) => Math.max(0, bytes - before) / 1024 / 1024
  return {
    ms,
    firstRowMs,
    rows: rows - 1,
    growthMb: mb(peak),
    earlyGrowthMb: mb(earlyPeak || peak),
  }
}

async function measure(url, token, formId, pid, deepPage, earlyRows) {
  const revalidate = previewModeId()
  const news = await getPage(url, '/news')
  const category = findTags(news, 'a')
    .map((a) => a.href)
    .find((href) => href?.startsWith('/news/category/'))
  const post = findTags(news, 'a')
    .map((a) => a.href)
    .find((href) => /^\/news\/(?!page\/|category\/|tag\/)[^/]+$/.test(href ?? ''))
  return {
    '/news': await render(url, '/news', revalidate),
    [`/news/page/N (N=${deepPage})`]: await render(url, `/news/page/${deepPage}`, revalidate),
    'a category page': await render(url, category, revalidate),
    'a post': await render(url, post, revalidate),
    'sitemap.xml': await render(url, '/sitemap.xml', revalidate),
    'admin list, filtered': await adminList(url, token, formId),
    ...(await csvExport(url, token, pid, earlyRows).then((csv) => ({
      'CSV export, first row (ms)': csv.firstRowMs,
      'CSV export (ms)': csv.ms,
      'CSV export rows': csv.rows,
      'CSV memory growth, first tenth (MB)': csv.earlyGrowthMb,
      'CSV memory growth (MB)': csv.growthMb,
    }))),
  }
}

async function main() {
  freshBenchDatabase('scale')
  const port = Number(args.port)
  const server = await startServer({ port })
  try {
    const formId = await sendOneSubmission(server.url, 'scale')
    const token = await adminToken(server.url)
    const pid = serverPid(port)
    console.error('measuring with the demo content')
    const demo = await measure(server.url, token, formId, pid, 2, 1)
    console.error(`growing to ${args.posts} posts and ${args.submissions} submissions`)
    await payloadRunUntil(
      'bench/scale-seed.ts',
      { SCALE_POSTS: args.posts, SCALE_SUBMISSIONS: args.submissions },
      async () =>
        (await countDocs(server.url, token, 'form-submissions', {})) >= Number(args.submissions),
    )
    console.error('measuring at scale')
    const scaled = await measure(server.url, token, formId, pid, 500, Number(args.submissions) / 10)
    if (scaled['CSV export rows'] < Number(args.submissions))
      throw new Error(`the export streamed ${scaled['CSV export rows']} of the rows`)
    const rows = Object.keys(demo).map((key, i) => {
      const a = demo[key]
      const b = Object.values(scaled)[i]
      const name = Object.keys(scaled)[i]
      const ratio = key.includes('rows') ? '' : (b / Math.max(a, 1)).toFixed(2)
      const flat = key.includes('rows')
        ? ''
        : key.includes('first tenth')
          ? ''
          : key.includes('memory')
            ? b < 64
              ? 'ok'
              : 'MISS'
            : b <= MAX_RATIO * Math.max(a, 1)
              ? 'ok'
              : 'MISS'
      return [
        name,
        a.toFixed(key.includes('rows') ? 0 : 1),
        b.toFixed(key.includes('rows') ? 0 : 1),
        ratio,
        flat,
      ]
    })
    console.log(
      `\nCosts as content grows (ms unless noted; target: within ${MAX_RATIO}x of the demo figure; CSV memory under 64 MB)\n`,
    )
    printTable(['figure', 'demo', 'scaled', 'ratio', 'flat'], rows)
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
