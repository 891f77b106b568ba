// Events benchmark: `stm_ajax_load_events` throughput (req/s) and 50 parallel joins
// (`stm_ajax_add_event_member`) on a fresh 10-seat event: how many were accepted, how long it took,
// and how many seats the database holds (pending their mailed link or confirmed: must be exactly 10).
// Usage: node bench/events.mjs [--duration 20] [--connections 50] [--port 3100]
// It prints figures and never fails for time (exit 1 only when the server or the seat count fails).
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import {
  adminToken,
  BENCH_ADMIN,
  fetchNonce,
  formStartToken,
  visitorAddress,
} from './lib/feedback-kit.mjs'
import { repoRoot, startServer } from './lib/server.mjs'
import { printTable, verdict } from './lib/table.mjs'

const TARGET_LOAD_RPS = 300
const SEATS = 10
const JOINS = 50

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3100' },
  },
})

const WARMUP_SECONDS = 3

async function loadMore(url, opts) {
  const security = await fetchNonce(url, 'stm_ajax_load_events')
  let visitor = 0
  const body = new URLSearchParams({
    action: 'stm_ajax_load_events',
    security,
    page: '1',
    load_by: '3',
    filter: 'upcoming',
    category: 'all',
  }).toString()
  const run = (duration) =>
    autocannon({
      url: `${url}/wp-admin/admin-ajax.php`,
      method: 'POST',
      connections: opts.connections,
      duration,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Mozilla/5.0 (bench)',
      },
      body,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': visitorAddress(visitor++) },
          }),
        },
      ],
    })
  // A first pass, not counted: the route's modules load and the JIT warms, as on a live site.
  console.error(`warming up: ${opts.connections} connections, ${WARMUP_SECONDS}s`)
  await run(WARMUP_SECONDS)
  console.error(`autocannon load more: ${opts.connections} connections, ${opts.duration}s`)
  const result = await run(opts.duration)
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

async function createEvent(url, token) {
  const res = await fetch(`${url}/api/events?locale=ka`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({
      title: `Bench ${Date.now()}`,
      slug: `bench-${Date.now()}`,
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      capacity: SEATS,
      waitlist: false,
    }),
  })
  if (!res.ok) throw new Error(`creating the event failed (${res.status})`)
  return (await res.json()).doc.id
}

async function parallelJoins(url, eventId) {
  const [security, start] = await Promise.all([
    fetchNonce(url, 'stm_ajax_add_event_member'),
    formStartToken(url),
  ])
  // The form was shown a while ago, as a person's would have been.
  await new Promise((resolve) => setTimeout(resolve, 2_100))
  const began = performance.now()
  const answers = await Promise.all(
    Array.from({ length: JOINS }, async (_, n) => {
      const res = await fetch(`${url}/wp-admin/admin-ajax.php`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': 'Mozilla/5.0 (bench)',
          'x-forwarded-for': visitorAddress((1 << 20) + n),
        },
        body: new URLSearchParams({
          action: 'stm_ajax_add_event_member',
          security,
          event_member_id: String(eventId),
          name: `Bench ${n}`,
          email: `bench-${eventId}-${n}@example.ge`,
          phone: '+995555000000',
          company: 'Bench',
          _sakhli_start: start,
          _sakhli_pointer: JSON.stringify([
            [1, 2, 0],
            [30, 40, 200],
          ]),
          _sakhli_keys: '30',
        }),
      })
      return { http: res.status, body: await res.json().catch(() => ({})) }
    }),
  )
  const ms = Math.round(performance.now() - began)
  return {
    ms,
    accepted: answers.filter((a) => a.body.status === 'success').length,
    refused: answers.filter((a) => a.http === 200 && a.body.status === 'danger').length,
    other: answers.filter((a) => a.http !== 200).length,
  }
}

async function confirmedCount(url, token, eventId) {
  const query = new URLSearchParams({
    'where[event][equals]': String(eventId),
    // A join holds its seat until the mailed link is followed: held and confirmed seats count.
    'where[status][in]': 'pending,confirmed',
    limit: '1',
  })
  const res = await fetch(`${url}/api/event-members?${query}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  return (await res.json()).totalDocs
}

async function main() {
  process.env.DATABASE_URL ??= `file:${path.join(repoRoot, 'data', 'bench.db')}`
  process.env.ADMIN_EMAIL = BENCH_ADMIN.email
  process.env.ADMIN_PASSWORD = BENCH_ADMIN.password
  process.env.TRUST_PROXY ??= '127.0.0.1'
  const opts = { connections: Number(args.connections), duration: Number(args.duration) }
  const server = await startServer({ port: Number(args.port) })
  let failed = false
  try {
    const load = await loadMore(server.url, opts)
    const token = await adminToken(server.url)
    const eventId = await createEvent(server.url, token)
    const joins = await parallelJoins(server.url, eventId)
    const confirmed = await confirmedCount(server.url, token, eventId)
    failed = joins.accepted !== SEATS || confirmed !== SEATS

    console.log(`\nstm_ajax_load_events (target >= ${TARGET_LOAD_RPS} req/s)\n`)
    printTable(
      ['call', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'req/s'],
      [
        [
          'load more',
          load.rps,
          load.p50,
          load.p99,
          load.non2xx,
          load.errors,
          verdict(load.rps >= TARGET_LOAD_RPS),
        ],
      ],
    )
    console.log(`\n${JOINS} parallel joins on a ${SEATS}-seat event (no waitlist)\n`)
    printTable(
      ['ms', 'accepted', 'refused', 'other', 'seats held in db', 'exact'],
      [[joins.ms, joins.accepted, joins.refused, joins.other, confirmed, verdict(!failed)]],
    )
  } finally {
    await server.stop()
  }
  if (failed) process.exit(1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
