// Newsletter sign-up benchmark: GET /wp-json/elementskit/v1/widget/mailchimp/sendmail/?listed={id}
// as ElementsKit's script sends it, each request its own visitor (X-Forwarded-For) and e-mail, then
// proves that every acknowledged sign-up was stored with its confirmation mail queued.
// Usage: node bench/newsletter.mjs [--duration 20] [--connections 50] [--port 3100]
// It prints figures and never fails for time (exit 1 only when the server or the count fails).
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { findTags, getPage } from './lib/discover.mjs'
import {
  adminToken,
  BENCH_ADMIN,
  countDocs,
  fetchNonce,
  formStartToken,
  visitorAddress,
} from './lib/feedback-kit.mjs'
import { repoRoot, startServer } from './lib/server.mjs'
import { printTable, verdict } from './lib/table.mjs'

const TARGET_RPS = 300
const TARGET_P99_MS = 200

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3100' },
  },
})

/** The seeded newsletter page's list id, as ElementsKit's script reads `data-listed`. */
async function discoverList(url) {
  const html = await getPage(url, '/newsletter')
  const form = findTags(html, 'form').find((f) => f['data-listed'])
  const listed = Number(form?.['data-listed'])
  if (!listed) throw new Error('No newsletter form (data-listed) found on /newsletter')
  return listed
}

async function main() {
  process.env.DATABASE_URL ??= `file:${path.join(repoRoot, 'data', 'bench.db')}`
  process.env.ADMIN_EMAIL = BENCH_ADMIN.email
  process.env.ADMIN_PASSWORD = BENCH_ADMIN.password
  process.env.TRUST_PROXY ??= '127.0.0.1'
  const opts = { connections: Number(args.connections), duration: Number(args.duration) }
  const server = await startServer({ port: Number(args.port) })
  try {
    const listed = await discoverList(server.url)
    const runId = `bench-${randomUUID().slice(0, 8)}`
    const startToken = await formStartToken(server.url)
    const nonce = await fetchNonce(server.url, 'sakhli_newsletter_subscribe')
    const fixed = new URLSearchParams({
      listed: String(listed),
      firstname: 'ნინო',
      lang: 'ka',
      _sakhli_start: startToken,
      _sakhli_pointer: JSON.stringify([
        [12, 40, 0],
        [80, 120, 150],
      ]),
      _sakhli_website: '',
    }).toString()
    // The signed start must be older than a person's fill time.
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    let visitor = 0
    let acknowledged = 0
    let unexpected = 0
    console.error(`autocannon sign-ups: ${opts.connections} connections, ${opts.duration}s`)
    const result = await autocannon({
      url: `${server.url}/wp-json/elementskit/v1/widget/mailchimp/sendmail`,
      method: 'GET',
      connections: opts.connections,
      duration: opts.duration,
      headers: {
        accept: 'application/json',
        'user-agent': 'Mozilla/5.0 (bench)',
        'x-wp-nonce': nonce,
      },
      requests: [
        {
          setupRequest: (request) => {
            const n = visitor++
            request.path = `/wp-json/elementskit/v1/widget/mailchimp/sendmail?${fixed}&email=${runId}-${n}%40example.ge`
            request.headers = { ...request.headers, 'x-forwarded-for': visitorAddress(n) }
            return request
          },
          onResponse: (status, body) => {
            try {
              const parsed = JSON.parse(JSON.parse(body).success.body)
              if (status === 200 && parsed.status === 'pending') acknowledged++
              else unexpected++
            } catch {
              unexpected++
            }
          },
        },
      ],
    })
    const token = await adminToken(server.url)
    const stored = await countDocs(server.url, token, 'subscribers', {
      'where[email][like]': runId,
    })
    const mailed = await countDocs(server.url, token, 'mail-outbox', {
      'where[source][equals]': 'subscribers',
      'where[to][like]': runId,
    })
    const rps = Math.round(result.requests.average)
    console.log(
      `\nNewsletter sign-ups (targets: >= ${TARGET_RPS} req/s, p99 < ${TARGET_P99_MS} ms, none lost)\n`,
    )
    printTable(
      [
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'errors',
        'acknowledged',
        'unexpected',
        'stored',
        'mailed',
        'req/s',
        'p99',
        'none lost',
      ],
      [
        [
          rps,
          result.latency.p50,
          result.latency.p99,
          result.non2xx,
          result.errors + result.timeouts,
          acknowledged,
          unexpected,
          stored,
          mailed,
          verdict(rps >= TARGET_RPS),
          verdict(result.latency.p99 < TARGET_P99_MS),
          verdict(stored >= acknowledged && mailed === stored),
        ],
      ],
    )
    if (stored < acknowledged || mailed !== stored) process.exitCode = 1
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
