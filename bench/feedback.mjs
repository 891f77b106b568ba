// Contact form feedback benchmark: POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback with
// a valid and with an invalid submission, then proves that every acknowledged submission was stored.
// Usage: node bench/feedback.mjs [--duration 20] [--warmup 5] [--connections 50] [--port 3100]
// It prints figures and never fails for time (exit 1 only when the server or the count fails).
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import {
  adminToken,
  BENCH_ADMIN,
  countDocs,
  discoverForm,
  formStartToken,
  multipartTemplate,
  submission,
  visitorAddress,
} from './lib/feedback-kit.mjs'
import { repoRoot, startServer } from './lib/server.mjs'
import { printTable, verdict } from './lib/table.mjs'

// The speed issue's targets (9): valid and invalid submissions alike.
const TARGET_RPS = 850
const TARGET_P99_MS = 100

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    // Seconds of each kind of submission before its measured run (stored under their own run id,
    // not counted): a server just started is still loading route code and filling its caches.
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3100' },
  },
})

async function load(url, formId, name, body, expectedStatus, opts) {
  const endpoint = `${url}/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`
  let acknowledged = 0
  let unexpected = 0
  let visitor = opts.firstVisitor
  console.error(`autocannon ${name}: ${opts.connections} connections, ${opts.duration}s`)
  const result = await autocannon({
    url: endpoint,
    method: 'POST',
    connections: opts.connections,
    duration: opts.duration,
    headers: {
      'content-type': body.contentType,
      accept: 'application/json',
      'user-agent': 'Mozilla/5.0 (bench)',
    },
    // Each request is its own visitor behind a proxy (its own address and e-mail), as a crowd is:
    // the per-visitor rate limits must not throttle it.
    requests: [
      {
        setupRequest: (request) => {
          const n = visitor++
          request.body = body.forVisitor(n)
          request.headers = { ...request.headers, 'x-forwarded-for': visitorAddress(n) }
          return request
        },
        onResponse: (status, responseBody) => {
          try {
            if (status === 200 && JSON.parse(responseBody).status === expectedStatus) acknowledged++
            else unexpected++
          } catch {
            unexpected++
          }
        },
      },
    ],
  })
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    acknowledged,
    unexpected,
  }
}

/** Submissions of this run with `status`, and the site's own mail of this run in the outbox. */
async function storedCount(url, token, runId, status) {
  const stored = await countDocs(url, token, 'form-submissions', {
    'where[searchText][like]': runId,
    'where[status][equals]': status,
  })
  // Each mail_sent submission queues one `mail` message (its body holds the visitor's text).
  const mailed =
    status === 'mail_sent'
      ? await countDocs(url, token, 'mail-outbox', {
          'where[source][equals]': 'form-submissions',
          'where[kind][equals]': 'mail',
          'where[text][like]': runId,
        })
      : 0
  return { stored, mailed }
}

async function main() {
  // Its own database, seeded with a known admin, so the count can be read through the admin API.
  process.env.DATABASE_URL ??= `file:${path.join(repoRoot, 'data', 'bench.db')}`
  process.env.ADMIN_EMAIL = BENCH_ADMIN.email
  process.env.ADMIN_PASSWORD = BENCH_ADMIN.password
  // The load generator is the proxy in front of many visitors (see visitorAddress).
  process.env.TRUST_PROXY ??= '127.0.0.1'
  const opts = { connections: Number(args.connections), duration: Number(args.duration) }
  const server = await startServer({ port: Number(args.port) })
  try {
    const { formId, hidden } = await discoverForm(server.url)
    const runId = `bench-${randomUUID()}`
    const startToken = await formStartToken(server.url)
    const valid = await multipartTemplate(submission(hidden, startToken, runId, true))
    const invalid = await multipartTemplate(submission(hidden, startToken, runId, false))
    const warmup = Number(args.warmup)
    if (warmup > 0) {
      // Its own run id, which the measured run's id does not contain: the counts stay exact.
      const warmId = `warmup-${randomUUID()}`
      for (const [ok, expected] of [
        [true, 'mail_sent'],
        [false, 'validation_failed'],
      ]) {
        const body = await multipartTemplate(submission(hidden, startToken, warmId, ok))
        await load(server.url, formId, `warm-up ${expected}`, body, expected, {
          ...opts,
          duration: warmup,
          firstVisitor: ok ? 1 << 22 : 1 << 23,
        })
      }
    }
    const results = [
      await load(server.url, formId, 'valid (mail_sent)', valid, 'mail_sent', {
        ...opts,
        firstVisitor: 0,
      }),
      await load(server.url, formId, 'invalid (validation_failed)', invalid, 'validation_failed', {
        ...opts,
        firstVisitor: 1 << 20,
      }),
    ]
    const token = await adminToken(server.url)
    const [valids, invalids] = [
      await storedCount(server.url, token, runId, 'mail_sent'),
      await storedCount(server.url, token, runId, 'validation_failed'),
    ]
    const stored = [valids.stored, invalids.stored]

    console.log(
      `\nContact form feedback (targets: valid and invalid >= ${TARGET_RPS} req/s, p99 < ${TARGET_P99_MS} ms, none lost)\n`,
    )
    printTable(
      [
        'submission',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'errors',
        'acknowledged',
        'stored',
        'lost',
        'req/s',
        'p99',
        'none lost',
      ],
      results.map((r, i) => [
        r.name,
        r.rps,
        r.p50,
        r.p99,
        r.non2xx,
        r.errors,
        r.acknowledged,
        stored[i],
        Math.max(0, r.acknowledged - stored[i]),
        verdict(r.rps >= TARGET_RPS),
        verdict(r.p99 < TARGET_P99_MS),
        verdict(stored[i] >= r.acknowledged),
      ]),
    )
    // Every stored mail_sent submission must have its mail queued (or already delivered).
    console.log(
      `\nmail of the valid submissions: ${valids.mailed} of ${valids.stored} queued or delivered ${verdict(valids.mailed === valids.stored)}`,
    )
    // These counts are the hard check: an acknowledged submission not stored, or stored without
    // its mail queued, is a bug.
    if (results.some((r, i) => stored[i] < r.acknowledged) || valids.mailed !== valids.stored) {
      process.exitCode = 1
    }
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
