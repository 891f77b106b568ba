// Contact form feedback benchmark: POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback with
// a valid and with an invalid submission, then proves that every acknowledged submission was stored.
// Usage: node bench/feedback.mjs [--duration 20] [--connections 50] [--port 3100]
// It prints figures and never fails for time (exit 1 only when the server or the count fails).
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { findTags, getPage } from './lib/discover.mjs'
import { repoRoot, startServer } from './lib/server.mjs'
import { printTable, verdict } from './lib/table.mjs'

const TARGET_RPS = 300
const TARGET_P99_MS = 200
const ADMIN = { email: 'bench-admin@sakhli.ge', password: 'bench-password-123' }

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3100' },
  },
})

/** The contact page's form: its id and hidden fields, as a browser would read them. */
async function discoverForm(url) {
  const html = await getPage(url, '/contact')
  const hidden = {}
  for (const input of findTags(html, 'input')) {
    if (input.type === 'hidden' && input.name?.startsWith('_wpcf7'))
      hidden[input.name] = input.value ?? ''
  }
  const formId = Number(hidden._wpcf7)
  if (!formId) throw new Error('No contact form (_wpcf7) found on /contact')
  return { formId, hidden }
}

/** A fresh signed form-start token, as the contact form's script asks for one. */
async function formStartToken(url) {
  const res = await fetch(`${url}/wp-json/sakhli/v1/nonce?action=sakhli_form_start`)
  if (!res.ok) throw new Error(`No form-start token (${res.status})`)
  return (await res.json()).nonce
}

/** A multipart body built once and sent by every request (autocannon replays it). */
async function multipart(fields) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  const request = new Request('http://x/', { method: 'POST', body: data })
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type'),
  }
}

function submission(hidden, startToken, runId, valid) {
  return {
    ...hidden,
    // The server-signed time the form was shown, as the page's script fetches it.
    _sakhli_start: startToken,
    _sakhli_pointer: JSON.stringify([
      [12, 40, 0],
      [80, 120, 150],
    ]),
    _sakhli_website: '',
    'your-name': 'ნინო ბერიძე',
    'your-email': valid ? 'nino@example.ge' : 'nino-at-example',
    'your-phone': '+995 555 12 34 56',
    'your-subject': 'ბინის ყიდვა',
    'your-message': `მაინტერესებს ბინის ყიდვა ვაკეში. ${runId}`,
    'privacy-terms': '1',
  }
}

async function load(url, formId, name, body, expectedStatus, opts) {
  const endpoint = `${url}/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`
  let acknowledged = 0
  let unexpected = 0
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
    body: body.body,
    requests: [
      {
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

async function adminToken(url) {
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok) throw new Error(`admin login failed (${login.status})`)
  return (await login.json()).token
}

/** How many documents of a collection match `where` (bracketed query parameters). */
async function countDocs(url, token, collection, where) {
  const query = new URLSearchParams({ ...where, limit: '1', depth: '0' })
  const res = await fetch(`${url}/api/${collection}?${query}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  if (!res.ok) throw new Error(`counting ${collection} failed (${res.status})`)
  return (await res.json()).totalDocs
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
  process.env.ADMIN_EMAIL = ADMIN.email
  process.env.ADMIN_PASSWORD = ADMIN.password
  const opts = { connections: Number(args.connections), duration: Number(args.duration) }
  const server = await startServer({ port: Number(args.port) })
  try {
    const { formId, hidden } = await discoverForm(server.url)
    const runId = `bench-${randomUUID()}`
    const startToken = await formStartToken(server.url)
    const valid = await multipart(submission(hidden, startToken, runId, true))
    const invalid = await multipart(submission(hidden, startToken, runId, false))
    const results = [
      await load(server.url, formId, 'valid (mail_sent)', valid, 'mail_sent', opts),
      await load(
        server.url,
        formId,
        'invalid (validation_failed)',
        invalid,
        'validation_failed',
        opts,
      ),
    ]
    const token = await adminToken(server.url)
    const [valids, invalids] = [
      await storedCount(server.url, token, runId, 'mail_sent'),
      await storedCount(server.url, token, runId, 'validation_failed'),
    ]
    const stored = [valids.stored, invalids.stored]

    console.log(
      `\nContact form feedback (targets: valid >= ${TARGET_RPS} req/s, p99 < ${TARGET_P99_MS} ms, none lost)\n`,
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
        i === 0 ? verdict(r.rps >= TARGET_RPS) : '',
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
