/**
 * Findings of a review of the newsletter: "the newsletter answers 'Member Exists' for confirmed
 * addresses; an <img> on another site can sign an address up (the confirmation mail goes out) and a
 * GET on the confirm link confirms". Each test fails on the code before the fix.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { GET as nonceGet } from '@/app/(compat)/wp-json/sakhli/v1/nonce/route'
import { ajaxRoute } from '@/features/ajax'
import { newsletterStrings } from '@/features/newsletter/messages'
import { NEWSLETTER_TOKEN_ACTION } from '@/features/newsletter/model/status'
import { newsletterRoutes } from '@/features/newsletter/server/routes'
import { ConfirmPage } from '@/features/newsletter/views/pages'
import { createToken } from '@/lib/tokens'
import { resetRateLimits } from '@/lib/rate-limit'
import type { Subscriber } from '@/payload-types'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'
import { answerOf, createList, linkIn, nextIp, outboxFor, sendmail, signupQuery } from './helpers'

const current: { payload?: TestPayload['payload'] } = {}
// The pages and the admin-ajax alias read the app's Payload: this test's.
vi.mock('@/data/payload', () => ({ getPayloadClient: async () => current.payload }))

const SITE = 'http://localhost'
const EVIL = 'https://evil.example'
/** What a browser adds to an <img> on another site's page (no custom header, no Origin). */
const IMG_FROM_ELSEWHERE = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-dest': 'image',
  referer: `${EVIL}/page`,
}
/** A form on another site's page that posts itself. */
const FORM_FROM_ELSEWHERE = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  origin: EVIL,
  referer: `${EVIL}/page`,
}

/** Every element of a server component's output, depth first (no rendering needed). */
function elementsOf(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf)
  if (!isValidElement<Record<string, unknown>>(node)) return []
  return [node, ...elementsOf(node.props.children as ReactNode)]
}

describe.each(databaseKinds)('newsletter hardened, on %s', (kind) => {
  let t: TestPayload
  let doubleList: number
  let singleList: number
  const routes = () => newsletterRoutes(async () => t.payload)
  // The admin-ajax route as the app mounts it, given this test's Payload.
  const dispatchAjax = (request: Request) => ajaxRoute(async () => t.payload)(request)

  beforeAll(async () => {
    t = await startPayload(kind)
    current.payload = t.payload
    doubleList = await createList(t.payload)
    singleList = await createList(t.payload, { title: 'Single', doubleOptIn: false })
  })
  afterAll(async () => {
    await t?.cleanup()
  })
  beforeEach(async () => {
    await resetRateLimits()
  })

  const subscriberOf = async (email: string, list = doubleList) =>
    (
      await t.payload.find({
        collection: 'subscribers',
        where: { and: [{ email: { equals: email } }, { list: { equals: list } }] },
        overrideAccess: true,
      })
    ).docs[0] as Subscriber | undefined
  const mailsTo = async (email: string) =>
    (
      await t.payload.find({
        collection: 'mail-outbox',
        where: { to: { equals: email } },
        sort: 'id',
        overrideAccess: true,
      })
    ).docs
  const issuedNonce = async () => {
    const issued = await nonceGet(
      new Request(`${SITE}/wp-json/sakhli/v1/nonce?action=${NEWSLETTER_TOKEN_ACTION}`, {
        headers: { 'x-forwarded-for': nextIp() },
      }),
    )
    return ((await issued.json()) as { nonce: string }).nonce
  }

  it('the newsletter no longer answers "Member Exists" for confirmed addresses: new, pending, subscribed and unsubscribed addresses get one answer', async () => {
    const answerFor = async (email: string, list = doubleList) => {
      const response = await sendmail(t.payload, signupQuery(list, { email, lang: 'en' }))
      return { status: response.status, text: await response.text() }
    }
    const fresh = await answerFor('state-new@example.ge')
    expect(fresh.status).toBe(200)
    const { body } = await answerOf(new Response(fresh.text))
    expect(body).toEqual({ status: 'pending', title: newsletterStrings('en').pendingTitle })

    // Pending (asked again), subscribed (confirmed) and unsubscribed: byte for byte the same.
    await answerFor('state-pending@example.ge')
    expect(await answerFor('state-pending@example.ge')).toEqual(fresh)
    await answerFor('state-subscribed@example.ge')
    const subscribed = (await subscriberOf('state-subscribed@example.ge'))!
    await t.payload.update({
      collection: 'subscribers',
      id: subscribed.id,
      data: { status: 'subscribed', confirmedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    const before = (await outboxFor(t.payload, subscribed.id)).length
    expect(await answerFor('state-subscribed@example.ge')).toEqual(fresh)
    expect(await answerFor('STATE-subscribed@example.ge')).toEqual(fresh)
    await answerFor('state-left@example.ge')
    const left = (await subscriberOf('state-left@example.ge'))!
    await t.payload.update({
      collection: 'subscribers',
      id: left.id,
      data: { status: 'unsubscribed' },
      overrideAccess: true,
    })
    expect(await answerFor('state-left@example.ge')).toEqual(fresh)

    // The subscribed address stays subscribed; its owner is told, with the way out and no more.
    const after = (await subscriberOf('state-subscribed@example.ge'))!
    expect(after.status).toBe('subscribed')
    expect(after.linkKey).toBe(subscribed.linkKey)
    const notes = (await outboxFor(t.payload, subscribed.id)).slice(before)
    expect(notes.map((m) => m.kind)).toEqual([
      'newsletter-already-subscribed',
      'newsletter-already-subscribed',
    ])
    expect(notes[0]!.subject).toBe(newsletterStrings('en').alreadySubject)
    expect(notes[0]!.text).not.toContain('/newsletter/confirm')
    expect(linkIn(notes[0]!.text!, '/newsletter/unsubscribe').searchParams.get('id')).toBe(
      subscribed.linkKey,
    )
    expect((notes[0]!.headers as Record<string, string>)['List-Unsubscribe-Post']).toBe(
      'List-Unsubscribe=One-Click',
    )

    // A single opt-in list: `subscribed` for a new and a subscribed address alike.
    const once = await answerFor('single@example.ge', singleList)
    expect(JSON.parse(JSON.parse(once.text).success.body).status).toBe('subscribed')
    expect(await answerFor('single@example.ge', singleList)).toEqual(once)
  })

  it('an <img> on another site can no longer sign an address up (no subscriber, no mail), whatever path it takes', async () => {
    const fields = (email: string) => signupQuery(doubleList, { email })
    const refused = async (response: Response, code: string, status = 403) => {
      expect(response.status).toBe(status)
      // The newsletter's own answers carry `code`; the admin-ajax dispatcher's, `data.code`.
      const body = (await response.json()) as { code?: string; data?: { code?: string } }
      expect(body.code ?? body.data?.code).toBe(code)
    }
    // The token anyone can fetch (here: the other site's server did), put in the <img>'s URL.
    const nonce = await issuedNonce()
    const img = (path: string, query: URLSearchParams, headers: Record<string, string> = {}) =>
      new Request(`${SITE}${path}?${query}`, {
        headers: { 'x-forwarded-for': nextIp(), 'user-agent': 'Mozilla/5.0 (test)', ...headers },
      })

    // The REST call: a modern browser marks the <img> as cross-site...
    const rest = fields('img-1@example.ge')
    rest.set('_wpnonce', nonce)
    await refused(
      await routes().sendmail(
        img('/wp-json/elementskit/v1/widget/mailchimp/sendmail/', rest, IMG_FROM_ELSEWHERE),
      ),
      'cross_site',
    )
    // ...and an older one, which sends no Sec-Fetch-* and no Referer, still sends no header.
    const old = fields('img-2@example.ge')
    old.set('_wpnonce', nonce)
    await refused(
      await routes().sendmail(img('/wp-json/elementskit/v1/widget/mailchimp/sendmail/', old)),
      'missing_nonce',
    )

    // Its admin-ajax alias, by GET (an <img>) and by a form posting itself from elsewhere.
    const ajax = fields('img-3@example.ge')
    ajax.set('action', NEWSLETTER_TOKEN_ACTION)
    ajax.set('_wpnonce', nonce)
    expect((await dispatchAjax(img('/wp-admin/admin-ajax.php', ajax))).status).toBe(405)
    const posted = (headers: Record<string, string>) =>
      dispatchAjax(
        new Request(`${SITE}/wp-admin/admin-ajax.php`, {
          method: 'POST',
          body: ajax.toString(),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': nextIp(),
            'user-agent': 'Mozilla/5.0 (test)',
            ...headers,
          },
        }),
      )
    await refused(await posted(FORM_FROM_ELSEWHERE), 'cross_site')
    // A browser that names no origin: the token in a form field is not the header.
    await refused(await posted({}), 'missing_nonce')

    // The form of the page without JavaScript, posted from another site.
    const form = await routes().formPost(
      new Request(`${SITE}/en/newsletter/subscribe`, {
        method: 'POST',
        body: fields('img-4@example.ge').toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': nextIp(),
          'user-agent': 'Mozilla/5.0 (test)',
          ...FORM_FROM_ELSEWHERE,
        },
      }),
      'en',
    )
    await refused(form, 'cross_site')

    for (const n of [1, 2, 3, 4]) {
      expect(await subscriberOf(`img-${n}@example.ge`)).toBeUndefined()
      expect(await mailsTo(`img-${n}@example.ge`)).toHaveLength(0)
    }

    // This site's own script and form still work: the header from the same origin, the form from
    // this site's page.
    const own = await sendmail(t.payload, fields('own-1@example.ge'), {
      'x-wp-nonce': nonce,
      'sec-fetch-site': 'same-origin',
    })
    expect((await answerOf(own)).body.status).toBe('pending')
    const ownAjax = fields('own-2@example.ge')
    ownAjax.set('action', NEWSLETTER_TOKEN_ACTION)
    const alias = await dispatchAjax(
      new Request(`${SITE}/wp-admin/admin-ajax.php`, {
        method: 'POST',
        body: ownAjax.toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': nextIp(),
          'user-agent': 'Mozilla/5.0 (test)',
          'x-wp-nonce': createToken(NEWSLETTER_TOKEN_ACTION),
          origin: SITE,
        },
      }),
    )
    expect(alias.status).toBe(200)
    const ownForm = await routes().formPost(
      new Request(`${SITE}/en/newsletter/subscribe`, {
        method: 'POST',
        body: fields('own-3@example.ge').toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': nextIp(),
          'user-agent': 'Mozilla/5.0 (test)',
          'sec-fetch-site': 'same-origin',
          origin: SITE,
        },
      }),
      'en',
    )
    expect(ownForm.status).toBe(303)
    for (const n of [1, 2, 3])
      expect((await subscriberOf(`own-${n}@example.ge`))?.status).toBe('pending')
  })

  it('a GET on the confirm link no longer confirms: the page shows a button, and only its POST (from this site) confirms', async () => {
    await sendmail(t.payload, signupQuery(doubleList, { email: 'confirm@example.ge', lang: 'en' }))
    const subscriber = (await subscriberOf('confirm@example.ge'))!
    const link = linkIn(
      (await outboxFor(t.payload, subscriber.id))[0]!.text!,
      '/en/newsletter/confirm',
    )
    const id = link.searchParams.get('id')!
    const token = link.searchParams.get('token')!

    // Opening the link (a mail scanner, a preview, an <img>): a page with a button, nothing else.
    const page = await ConfirmPage({ payload: t.payload, locale: 'en', query: { id, token } })
    expect((await subscriberOf('confirm@example.ge'))!.status).toBe('pending')
    const form = elementsOf(page).find((e) => e.type === 'form')!
    expect(form.props.method).toBe('post')
    expect(form.props.action).toBe('/en/newsletter/confirm/submit')
    const hidden = elementsOf(form).filter((e) => e.type === 'input')
    expect(Object.fromEntries(hidden.map((e) => [e.props.name, e.props.value]))).toEqual({
      id,
      token,
    })
    const button = elementsOf(form).find((e) => e.type === 'button')!
    expect(button.props.children).toBe(newsletterStrings('en').confirmButton)

    const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
      routes().confirm(
        new Request(`${SITE}/en/newsletter/confirm/submit`, {
          method: 'POST',
          body: new URLSearchParams(body).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        }),
        'en',
      )
    // From another site's page, or with a wrong token: refused, still pending.
    expect((await post({ id, token }, FORM_FROM_ELSEWHERE)).status).toBe(403)
    const forged = await post({ id, token: 'forged' }, { origin: SITE })
    expect(forged.status).toBe(303)
    expect(forged.headers.get('location')).toBe('/en/newsletter/confirm?invalid=1')
    expect((await subscriberOf('confirm@example.ge'))!.status).toBe('pending')

    // The button: confirmed, and the link's page says so from now on.
    const done = await post({ id, token }, { origin: SITE, 'sec-fetch-site': 'same-origin' })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(
      `/en/newsletter/confirm?${new URLSearchParams({ id, token })}`,
    )
    const confirmed = (await subscriberOf('confirm@example.ge'))!
    expect(confirmed.status).toBe('subscribed')
    expect(confirmed.confirmedAt).toBeTruthy()
    const again = await ConfirmPage({ payload: t.payload, locale: 'en', query: { id, token } })
    expect(elementsOf(again).some((e) => e.type === 'form')).toBe(false)
    expect(elementsOf(again).find((e) => e.props.role === 'status')!.props.children).toBe(
      newsletterStrings('en').confirmText.replace('{email}', 'confirm@example.ge'),
    )
  })

  it('mail to an unconfirmed address carries no visitor-written text', async () => {
    const typed = 'Cheap loans at https://spam.example'
    await sendmail(
      t.payload,
      signupQuery(doubleList, { email: 'relay@example.ge', firstname: typed, lastname: typed }),
    )
    await sendmail(
      t.payload,
      signupQuery(singleList, { email: 'relay@example.ge', firstname: typed }),
    )
    const mails = await mailsTo('relay@example.ge')
    expect(mails.map((m) => m.kind).sort()).toEqual(['newsletter-confirm', 'newsletter-welcome'])
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}`).not.toContain('Cheap loans')
      expect(mail.text).not.toContain('spam.example')
    }
  })
})
