import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as nonceGet } from '@/app/(compat)/wp-json/sakhli/v1/nonce/route'
import { NEWSLETTER_TOKEN_ACTION } from '@/features/newsletter/model/status'
import { confirmSubscription } from '@/features/newsletter/server/links'
import { newsletterRoutes } from '@/features/newsletter/server/routes'
import { createToken } from '@/lib/tokens'
import { resetRateLimits } from '@/lib/rate-limit'
import { RATE_LIMIT_DEFAULTS } from '@/lib/rate-limit/config'
import type { Subscriber } from '@/payload-types'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'
import { answerOf, createList, linkIn, nextIp, outboxFor, sendmail, signupQuery } from './helpers'

const subscriberOf = async (t: TestPayload, email: string) =>
  (
    await t.payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs[0] as Subscriber | undefined

describe.each(databaseKinds)('GET …/widget/mailchimp/sendmail on %s', (kind) => {
  let t: TestPayload
  let doubleList: number
  let singleList: number
  beforeAll(async () => {
    t = await startPayload(kind)
    doubleList = await createList(t.payload)
    singleList = await createList(t.payload, { title: 'Single', doubleOptIn: false })
  })
  afterAll(async () => {
    await t?.cleanup()
  })
  beforeEach(async () => {
    await resetRateLimits()
  })

  it('double opt-in (the default): pending, with a confirmation mail that confirms', async () => {
    const response = await sendmail(
      t.payload,
      signupQuery(doubleList, { email: 'Nino@Example.ge', lang: 'en' }),
      { referer: 'http://localhost/en/newsletter' },
    )
    expect(response.status).toBe(200)
    const { json, body } = await answerOf(response)
    expect(json.error).toBe('')
    expect(body.status).toBe('pending')
    expect(typeof body.title).toBe('string')

    const subscriber = (await subscriberOf(t, 'nino@example.ge'))!
    expect(subscriber.status).toBe('pending')
    expect(subscriber.locale).toBe('en')
    expect(subscriber.firstName).toBe('ნინო')
    expect(subscriber.consent?.at).toBeTruthy()
    expect(subscriber.consent?.ip).toMatch(/^198\.51\./)
    expect(subscriber.consent?.page).toBe('http://localhost/en/newsletter')
    expect(subscriber.consent?.text).toContain('unsubscribe')

    const mail = (await outboxFor(t.payload, subscriber.id))[0]!
    expect(mail.to).toBe('nino@example.ge')
    expect(mail.kind).toBe('newsletter-confirm')
    const headers = mail.headers as Record<string, string>
    expect(headers['List-Unsubscribe']).toMatch(
      /^<https?:\/\/.*\/en\/newsletter\/unsubscribe\/one-click\?id=.*&token=.*>$/,
    )
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(linkIn(mail.text!, '/en/newsletter/unsubscribe').searchParams.get('token')).toBeTruthy()

    const confirm = linkIn(mail.text!, '/en/newsletter/confirm')
    // A forged or another purpose's token confirms nothing.
    const unsubscribeToken = linkIn(mail.text!, '/en/newsletter/unsubscribe').searchParams.get(
      'token',
    )
    expect(
      (await confirmSubscription(t.payload, confirm.searchParams.get('id'), unsubscribeToken)).ok,
    ).toBe(false)
    const confirmed = await confirmSubscription(
      t.payload,
      confirm.searchParams.get('id'),
      confirm.searchParams.get('token'),
    )
    expect(confirmed.ok).toBe(true)
    const after = (await subscriberOf(t, 'nino@example.ge'))!
    expect(after.status).toBe('subscribed')
    expect(after.confirmedAt).toBeTruthy()
  })

  it('single opt-in: subscribed at once, with a welcome mail that can unsubscribe', async () => {
    const { json, body } = await answerOf(
      await sendmail(t.payload, signupQuery(singleList, { email: 'giorgi@example.ge' })),
    )
    expect(json.error).toBe('')
    expect(body.status).toBe('subscribed')
    const subscriber = (await subscriberOf(t, 'giorgi@example.ge'))!
    expect(subscriber.status).toBe('subscribed')
    expect(subscriber.locale).toBe('ka')
    const mail = (await outboxFor(t.payload, subscriber.id))[0]!
    expect(mail.kind).toBe('newsletter-welcome')

    // RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` to the header's URL.
    const header = (mail.headers as Record<string, string>)['List-Unsubscribe']!
    const url = header.slice(1, -1)
    const response = await newsletterRoutes(async () => t.payload).oneClick(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      'ka',
    )
    expect(response.status).toBe(200)
    expect((await subscriberOf(t, 'giorgi@example.ge'))!.status).toBe('unsubscribed')

    // Back again after unsubscribing: subscribed with a fresh consent and a new mail.
    const again = await answerOf(
      await sendmail(t.payload, signupQuery(singleList, { email: 'giorgi@example.ge' })),
    )
    expect(again.body.status).toBe('subscribed')
    expect((await outboxFor(t.payload, subscriber.id)).length).toBe(2)
  })

  it('an address still pending: pending again, a confirmation link for the same key mailed again', async () => {
    await sendmail(t.payload, signupQuery(doubleList, { email: 'again@example.ge' }))
    const { json, body } = await answerOf(
      await sendmail(t.payload, signupQuery(doubleList, { email: 'Again@example.ge', lang: 'en' })),
    )
    expect(json.error).toBe('')
    expect(body.status).toBe('pending')
    const subscriber = (await subscriberOf(t, 'again@example.ge'))!
    const mails = await outboxFor(t.payload, subscriber.id)
    expect(mails).toHaveLength(2)
    const first = linkIn(mails[0]!.text!, '/newsletter/confirm')
    const second = linkIn(mails[1]!.text!, '/en/newsletter/confirm')
    // The same subscriber's key; the signature is fresh (it carries its own expiry), so within the
    // same second the two tokens are equal and across a second they differ: either one confirms.
    expect(second.searchParams.get('id')).toBe(first.searchParams.get('id'))
    expect(second.searchParams.get('token')).toBeTruthy()
    // The first mail's link still confirms.
    const confirmed = await confirmSubscription(
      t.payload,
      first.searchParams.get('id'),
      first.searchParams.get('token'),
    )
    expect(confirmed.ok).toBe(true)
    expect((await subscriberOf(t, 'again@example.ge'))!.status).toBe('subscribed')
  })

  it('the same address on two lists is two subscribers; two at once on one list is one', async () => {
    const results = await Promise.all(
      [0, 1].map(() => sendmail(t.payload, signupQuery(singleList, { email: 'race@example.ge' }))),
    )
    const bodies = await Promise.all(results.map(answerOf))
    expect(results.every((r) => r.status === 200)).toBe(true)
    // Both answer alike (the answer never tells an address's state); one row is stored.
    expect(bodies.map((b) => b.body.status)).toEqual(['subscribed', 'subscribed'])
    const onSingle = await t.payload.count({
      collection: 'subscribers',
      where: { email: { equals: 'race@example.ge' } },
      overrideAccess: true,
    })
    expect(onSingle.totalDocs).toBe(1)
    await sendmail(t.payload, signupQuery(doubleList, { email: 'race@example.ge' }))
    const rows = await t.payload.find({
      collection: 'subscribers',
      where: { email: { equals: 'race@example.ge' } },
      overrideAccess: true,
    })
    expect(rows.totalDocs).toBe(2)
  })

  it('a bad e-mail or an unknown list: a non-empty error, 4xx, nothing stored', async () => {
    const before = await t.payload.count({ collection: 'subscribers', overrideAccess: true })
    for (const [query, status] of [
      [signupQuery(doubleList, { email: 'not-an-email' }), 400],
      [signupQuery(doubleList, { email: null }), 400],
      [signupQuery(doubleList, { email: `${'a'.repeat(250)}@example.ge` }), 400],
      [signupQuery(999_999, { email: 'a1@example.ge' }), 404],
      [signupQuery('abc', { email: 'a2@example.ge' }), 404],
      [signupQuery('', { email: 'a3@example.ge' }), 404],
    ] as const) {
      const response = await sendmail(t.payload, query)
      expect(response.status).toBe(status)
      const { json } = await answerOf(response)
      expect(json.error.length).toBeGreaterThan(0)
    }
    const after = await t.payload.count({ collection: 'subscribers', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('never reflects markup from the input: every text is plain', async () => {
    const evil = '<img src=x onerror=alert(1)>'
    for (const query of [
      signupQuery(doubleList, { email: `${evil}@example.ge` }),
      signupQuery(doubleList, { email: 'evil@example.ge', firstname: evil, lastname: evil }),
      signupQuery(doubleList, { email: 'evil@example.ge', firstname: evil }),
      signupQuery(`${evil}`, { email: 'evil2@example.ge' }),
    ]) {
      const text = await (await sendmail(t.payload, query)).text()
      expect(text).not.toMatch(/[<>]/)
      expect(text).not.toContain('onerror')
    }
  })

  it('spam (no signed start time, or the honeypot filled): refused, nothing stored', async () => {
    for (const query of [
      signupQuery(doubleList, { email: 'bot1@example.ge', _sakhli_start: null }),
      signupQuery(doubleList, { email: 'bot2@example.ge', _sakhli_website: 'http://spam' }),
    ]) {
      const response = await sendmail(t.payload, query)
      expect(response.status).toBe(403)
      expect((await answerOf(response)).json.error.length).toBeGreaterThan(0)
    }
    expect(await subscriberOf(t, 'bot1@example.ge')).toBeUndefined()
    expect(await subscriberOf(t, 'bot2@example.ge')).toBeUndefined()
  })

  it('is rate limited per address and per e-mail (429 with Retry-After)', async () => {
    const ip = nextIp()
    // The per-address rule's own number (20 in 10 minutes: an office signing up together).
    const points = RATE_LIMIT_DEFAULTS.newsletter.ip!.points
    const statuses: number[] = []
    let refusal = ''
    for (let i = 0; i <= points; i++) {
      const r = await sendmail(t.payload, signupQuery(doubleList, { email: `ip${i}@example.ge` }), {
        'x-forwarded-for': ip,
      })
      statuses.push(r.status)
      if (r.status === 429) {
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0)
        refusal = (await answerOf(r)).json.error
      }
    }
    expect(statuses.slice(0, points).every((s) => s === 200)).toBe(true)
    expect(statuses[points]).toBe(429)
    // The visitor is told the connection made too many attempts, and when to try again.
    expect(refusal).toMatch(/კავშირიდან|this connection/)
    expect(refusal).toMatch(/წუთში|in \d+ minutes?/)
    const byEmail: number[] = []
    for (let i = 0; i < 4; i++) {
      byEmail.push(
        (await sendmail(t.payload, signupQuery(doubleList, { email: 'same@example.ge' }))).status,
      )
    }
    expect(byEmail.slice(0, 3)).toEqual([200, 200, 200])
    expect(byEmail[3]).toBe(429)
  })

  it('refuses a call without a valid X-WP-Nonce header: missing, invalid and expired apart', async () => {
    const valid = createToken(NEWSLETTER_TOKEN_ACTION)
    const expired = createToken(NEWSLETTER_TOKEN_ACTION, { now: Date.now() - 2 * 86_400_000 })
    const other = createToken('some_other_action')
    const ok = await sendmail(t.payload, signupQuery(doubleList, { email: 'n1@example.ge' }), {
      'x-wp-nonce': valid,
    })
    expect(ok.status).toBe(200)
    // A token in the URL (`_wpnonce`) proves nothing: anyone can fetch one and put it in an <img>.
    const query = signupQuery(doubleList, { email: 'n0@example.ge', _wpnonce: valid })
    const inQuery = await sendmail(t.payload, query, { 'x-wp-nonce': '' })
    expect(inQuery.status).toBe(403)
    expect(((await inQuery.json()) as { code: string }).code).toBe('missing_nonce')
    expect(await subscriberOf(t, 'n0@example.ge')).toBeUndefined()
    for (const [nonce, code] of [
      ['', 'missing_nonce'],
      [expired, 'nonce_expired'],
      [other, 'invalid_nonce'],
      ['garbage', 'invalid_nonce'],
    ] as const) {
      const r = await sendmail(t.payload, signupQuery(doubleList, { email: 'n2@example.ge' }), {
        'x-wp-nonce': nonce,
      })
      expect(r.status).toBe(403)
      const json = (await r.json()) as { code: string; error: string }
      expect(json.code).toBe(code)
      expect(json.error.length).toBeGreaterThan(0)
    }
    expect(await subscriberOf(t, 'n2@example.ge')).toBeUndefined()

    // The browser's way to a token: the nonce route issues one for the newsletter's action.
    const issued = await nonceGet(
      new Request(`http://localhost/wp-json/sakhli/v1/nonce?action=${NEWSLETTER_TOKEN_ACTION}`, {
        headers: { 'x-forwarded-for': nextIp() },
      }),
    )
    expect(issued.status).toBe(200)
    const { nonce } = (await issued.json()) as { nonce: string }
    const withIssued = await sendmail(
      t.payload,
      signupQuery(doubleList, { email: 'n3@example.ge' }),
      { 'x-wp-nonce': nonce },
    )
    expect(withIssued.status).toBe(200)
  })

  it('the form posted without JavaScript answers 303 to the result page, with its block reference', async () => {
    const post = (fields: Record<string, string>) =>
      newsletterRoutes(async () => t.payload).formPost(
        new Request('http://localhost/en/newsletter/subscribe', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': nextIp(),
            'user-agent': 'Mozilla/5.0 (test)',
          },
          body: signupQuery(doubleList, fields).toString(),
        }),
        'en',
      )
    const ok = await post({ email: 'nojs@example.ge', _sakhli_block: '12:abc_DEF-1' })
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe(
      '/en/newsletter/result?status=pending&block=12%3Aabc_DEF-1',
    )
    expect((await subscriberOf(t, 'nojs@example.ge'))?.status).toBe('pending')
    // A reference that is not one is dropped, never passed on.
    const bad = await post({ email: 'nojs2@example.ge', _sakhli_block: '12:<b>x</b>' })
    expect(bad.headers.get('location')).toBe('/en/newsletter/result?status=pending')
  })
})
