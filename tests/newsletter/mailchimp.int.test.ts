import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { confirmSubscription } from '@/features/newsletter/server/links'
import { forwardDueSubscribers } from '@/features/newsletter/server/mailchimp'
import { resetRateLimits } from '@/lib/rate-limit'
import type { Subscriber } from '@/payload-types'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'
import { answerOf, createList, linkIn, outboxFor, sendmail, signupQuery } from './helpers'

interface Call {
  path: string
  auth: string | undefined
  body: { email_address: string; status: string; merge_fields: Record<string, string> }
}

/** A fake Mailchimp member API on loopback: fails the first `failFirst` calls with a 503. */
function startFakeMailchimp() {
  const calls: Call[] = []
  const state = { failFirst: 0 }
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const body = JSON.parse(raw) as Call['body']
      calls.push({ path: req.url ?? '', auth: req.headers.authorization, body })
      res.setHeader('content-type', 'application/json')
      if (state.failFirst > 0) {
        state.failFirst--
        res.statusCode = 503
        res.end(JSON.stringify({ title: 'Service Unavailable' }))
        return
      }
      res.end(JSON.stringify({ id: 'm1', email_address: body.email_address, status: body.status }))
    })
  })
  return new Promise<{ server: Server; calls: Call[]; state: typeof state; url: string }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve({
          server,
          calls,
          state,
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        }),
      ),
  )
}

describe.each(databaseKinds)('forwarding confirmed subscribers to Mailchimp on %s', (kind) => {
  let t: TestPayload
  let fake: Awaited<ReturnType<typeof startFakeMailchimp>>
  const saved = {
    MAILCHIMP_API_BASE: process.env.MAILCHIMP_API_BASE,
    MAILCHIMP_RETRY_DELAY_MS: process.env.MAILCHIMP_RETRY_DELAY_MS,
  }
  beforeAll(async () => {
    fake = await startFakeMailchimp()
    process.env.MAILCHIMP_API_BASE = fake.url
    process.env.MAILCHIMP_RETRY_DELAY_MS = '0'
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
    await new Promise<void>((resolve) => fake.server.close(() => resolve()))
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })
  beforeEach(async () => {
    await resetRateLimits()
  })

  const subscriber = async (id: number) =>
    (await t.payload.findByID({
      collection: 'subscribers',
      id,
      overrideAccess: true,
    })) as Subscriber

  it('a confirmed subscriber is forwarded once, after retries; a pending one never', async () => {
    const list = await createList(t.payload, {
      mailchimpApiKey: 'abc123-us21',
      mailchimpAudienceId: 'aud42',
    })
    const plain = await createList(t.payload, { title: 'No Mailchimp' })
    await sendmail(t.payload, signupQuery(plain, { email: 'local@example.ge' }))
    await answerOf(await sendmail(t.payload, signupQuery(list, { email: 'mc@example.ge' })))
    const id = (
      await t.payload.find({
        collection: 'subscribers',
        where: { email: { equals: 'mc@example.ge' } },
        overrideAccess: true,
      })
    ).docs[0]!.id
    // Pending: nothing to forward yet.
    expect(await forwardDueSubscribers(t.payload)).toBe(0)
    expect(fake.calls).toHaveLength(0)

    const mail = (await outboxFor(t.payload, id))[0]!
    const confirm = linkIn(mail.text!, '/newsletter/confirm')
    fake.state.failFirst = 2
    await confirmSubscription(
      t.payload,
      confirm.searchParams.get('id'),
      confirm.searchParams.get('token'),
    )
    expect((await subscriber(id)).mailchimp?.state).toBe('queued')

    await forwardDueSubscribers(t.payload)
    expect((await subscriber(id)).mailchimp).toMatchObject({ state: 'retrying', attempts: 1 })
    await forwardDueSubscribers(t.payload)
    await forwardDueSubscribers(t.payload)
    expect((await subscriber(id)).mailchimp).toMatchObject({ state: 'sent', attempts: 3 })
    expect(fake.calls).toHaveLength(3)
    expect(fake.calls[2]).toMatchObject({
      path: '/3.0/lists/aud42/members',
      auth: 'apikey abc123-us21',
      body: {
        email_address: 'mc@example.ge',
        status: 'subscribed',
        merge_fields: { FNAME: 'ნინო' },
      },
    })
    // Done: nothing more is sent, and the list without a key never forwarded anything.
    expect(await forwardDueSubscribers(t.payload)).toBe(0)
    expect(fake.calls.map((c) => c.body.email_address)).not.toContain('local@example.ge')
  })
})
