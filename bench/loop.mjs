// Loop grid benchmark: Elementor Pro's refresh-loop for a filtered property grid (the call a
// filter click makes), and the per-request render of the same filtered address without
// JavaScript. Prints req/s and latency; never fails for time (exit 1 only when the server fails
// or answers are not 2xx).
// Usage: node bench/loop.mjs [--duration 20] [--connections 50] [--port 3100]
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { visitorAddress } from './lib/feedback-kit.mjs'
import { startServer } from './lib/server.mjs'
import { printTable } from './lib/table.mjs'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3100' },
  },
})
const WARMUP_SECONDS = 3
const FILTERED =
  '/properties?e-filter-properties-district=vake~vera~saburtalo&e-filter-properties-type=!house'

async function propertiesPageId(url) {
  const res = await fetch(`${url}/api/pages?where[slug][equals]=properties&depth=0&limit=1`)
  const body = await res.json()
  const id = body.docs?.[0]?.id
  if (!id) throw new Error('The seeded /properties page was not found.')
  return id
}

async function measure(name, options, connections, duration) {
  let visitor = 0
  const run = (seconds) =>
    autocannon({
      ...options,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': visitorAddress(visitor++) },
          }),
        },
      ],
    })
  console.error(`warming up ${name}: ${connections} connections, ${WARMUP_SECONDS}s`)
  await run(WARMUP_SECONDS)
  console.error(`autocannon ${name}: ${connections} connections, ${duration}s`)
  const r = await run(duration)
  return [
    name,
    Math.round(r.requests.average),
    r.latency.p50,
    r.latency.p99,
    r.non2xx,
    r.errors + r.timeouts,
  ]
}

// A crowd of visitors behind a proxy: each request its own address (per-visitor limits apply).
process.env.TRUST_PROXY ??= '127.0.0.1'
const server = await startServer({ port: Number(args.port) })
try {
  const postId = await propertiesPageId(server.url)
  const body = JSON.stringify({
    post_id: postId,
    widget_id: 'properties',
    widget_filters: {
      taxonomy: {
        district: { terms: ['vake', 'vera', 'saburtalo'], logicalJoin: 'OR' },
        type: { terms: ['!house'], logicalJoin: 'OR' },
      },
    },
    pagination_base_url: FILTERED,
  })
  const connections = Number(args.connections)
  const duration = Number(args.duration)
  const check = await fetch(`${server.url}/wp-json/elementor-pro/v1/refresh-loop`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  const answer = await check.json()
  const cardsShown = (answer.data?.match(/data-property-id=/g) ?? []).length
  console.error(`refresh-loop answers ${check.status} with ${cardsShown} cards`)
  const rows = [
    await measure(
      'refresh-loop (filtered properties)',
      {
        url: `${server.url}/wp-json/elementor-pro/v1/refresh-loop`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      },
      connections,
      duration,
    ),
    await measure(
      'GET filtered address (no JS)',
      { url: `${server.url}${FILTERED}` },
      connections,
      duration,
    ),
  ]
  console.log('\nLoop grid\n')
  printTable(['what', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'], rows)
  if (check.status !== 200 || rows.some((r) => r[4] > 0)) process.exitCode = 1
} finally {
  await server.stop()
}
