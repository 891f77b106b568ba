// Rate-limit load test: 300 contact form submissions from one address are limited, 300 from 300
// addresses are all accepted, and the stored rows equal the acknowledged answers.
// Usage: node bench/limits.mjs [--port 3100]   (or BENCH_URL=… for a running server that trusts
// the load generator as its proxy: TRUST_PROXY=127.0.0.1). Exit 1 only when a check fails.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { parseArgs } from 'node:util'

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

const SUBMISSIONS = 300
const CONCURRENCY = 20

const { values: args } = parseArgs({ options: { port: { type: 'string', default: '3100' } } })

/** Sends `count` submissions, `CONCURRENCY` at a time; `visitor(i)` says who sends the i-th. */
async function send(url, formId, body, count, visitor) {
  const endpoint = `${url}/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`
  const tally = { acknowledged: 0, limited: 0, other: 0, retryAfter: new Set() }
  let next = 0
  const began = performance.now()
  const worker = async () => {
    while (next < count) {
      const i = next++
      const who = visitor(i)
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': body.contentType,
          accept: 'application/json',
          'user-agent': 'Mozilla/5.0 (bench)',
          'x-forwarded-for': visitorAddress(who.address),
        },
        body: body.forVisitor(who.email),
      })
      const text = await res.text()
      if (res.status === 200 && JSON.parse(text).status === 'mail_sent') tally.acknowledged++
      else if (res.status === 429) {
        tally.limited++
        tally.retryAfter.add(res.headers.get('retry-after'))
      } else tally.other++
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { ...tally, seconds: (performance.now() - began) / 1000 }
}

async function main() {
  process.env.DATABASE_URL ??= `file:${path.join(repoRoot, 'data', 'bench.db')}`
  process.env.ADMIN_EMAIL = BENCH_ADMIN.email
  process.env.ADMIN_PASSWORD = BENCH_ADMIN.password
  process.env.TRUST_PROXY ??= '127.0.0.1'
  const server = await startServer({ port: Number(args.port) })
  try {
    const { formId, hidden } = await discoverForm(server.url)
    const runId = `limits-${randomUUID()}`
    const body = await multipartTemplate(
      submission(hidden, await formStartToken(server.url), runId, true),
    )
    // Distinct e-mails in both runs, so only the address decides; the first run's address is not
    // reused by the second.
    const base = Math.floor(Math.random() * 1_000_000) * 1000
    const one = await send(server.url, formId, body, SUBMISSIONS, (i) => ({
      address: base,
      email: base + i,
    }))
    const many = await send(server.url, formId, body, SUBMISSIONS, (i) => ({
      address: base + 1 + i,
      email: base + 500 + i,
    }))
    const token = await adminToken(server.url)
    const stored = await countDocs(server.url, token, 'form-submissions', {
      'where[searchText][like]': runId,
    })
    const acknowledged = one.acknowledged + many.acknowledged

    console.log(`\nRate limits: ${SUBMISSIONS} valid submissions each, ${CONCURRENCY} at a time\n`)
    printTable(
      ['senders', 'accepted', '429', 'other', 'Retry-After', 'seconds', 'as expected'],
      [
        [
          'one address',
          one.acknowledged,
          one.limited,
          one.other,
          [...one.retryAfter].join(' '),
          one.seconds.toFixed(1),
          verdict(one.limited > 0 && one.acknowledged < SUBMISSIONS / 10 && one.other === 0),
        ],
        [
          `${SUBMISSIONS} addresses`,
          many.acknowledged,
          many.limited,
          many.other,
          '',
          many.seconds.toFixed(1),
          verdict(many.acknowledged === SUBMISSIONS),
        ],
      ],
    )
    console.log(
      `\nstored rows of this run: ${stored}, acknowledged answers: ${acknowledged} ${verdict(stored === acknowledged)}`,
    )
    if (
      stored !== acknowledged ||
      one.limited === 0 ||
      one.other > 0 ||
      many.acknowledged !== SUBMISSIONS
    ) {
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
