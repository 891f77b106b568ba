/**
 * Regression, "an <img> on another site can sign an address up", as it stood for events: the event
 * page's forms without JavaScript (join, confirm a held seat, cancel) are route handlers at page
 * paths, which the front's Origin check (server actions only) leaves to them, and they took any
 * post. A form on another site's page that posts itself joined an event through each visitor's
 * browser, and so from each visitor's address (the per-address cap counts those): a seat held for 3
 * hours and a mail to whatever address the form carried. The join's admin-ajax call refused that
 * already (`writes`); the page's forms now refuse it too, before anything is counted or read.
 */
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import {
  confirmCancel,
  confirmSeatWithoutScript,
  joinWithoutScript,
} from '@/features/events/server/no-js'

import { createEvent, eventsSuite, joinForm, mailedLink, members } from './helpers'
import { databaseKinds } from '../helpers/payload'

vi.mock('@/data/payload', () => import('./payload-mock'))

const SITE = 'http://localhost'
/** What a browser sends with a form on another site's page that posts itself. */
const FROM_ELSEWHERE = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  origin: 'https://evil.example',
  referer: 'https://evil.example/page',
}
/** The same form on the event's own page. */
const FROM_THE_SITE = { 'sec-fetch-site': 'same-origin', origin: SITE }

function formPost(path: string, body: URLSearchParams, headers: Record<string, string>) {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'Mozilla/5.0 (test)',
      'x-forwarded-for': '198.51.100.77',
      ...headers,
    },
  })
}

async function mailsTo(payload: Payload, email: string) {
  const found = await payload.find({
    collection: 'mail-outbox',
    where: { to: { equals: email } },
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

describe.each(databaseKinds)('event forms posted from another site, on %s', (kind) => {
  const t = eventsSuite(kind)
  const getPayload = async () => t.payload

  it('an <img> on another site can sign an address up: a form on another site can no longer join an event (no seat, no mail)', async () => {
    const event = await createEvent(t.payload, { capacity: 12 })
    const join = (email: string, headers: Record<string, string>) =>
      joinWithoutScript(
        getPayload,
        formPost(`/events/${event.slug}/join`, joinForm(event.id, { email }), headers),
        'ka',
        event.slug!,
      )

    const refused = await join('victim@example.ge', FROM_ELSEWHERE)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'cross_site' })
    // A browser that names only the other page (no Sec-Fetch-*, no Origin) is refused alike.
    const byReferer = await join('victim@example.ge', { referer: 'https://evil.example/page' })
    expect(byReferer.status).toBe(403)
    expect(await members(t.payload, event.id)).toHaveLength(0)
    expect(await mailsTo(t.payload, 'victim@example.ge')).toHaveLength(0)

    // The event page's own form joins as before.
    const own = await join('own@example.ge', FROM_THE_SITE)
    expect(own.status).toBe(303)
    expect(own.headers.get('location')).toBe(`/events/${event.slug}?joined=pending#join-form`)
    expect((await members(t.payload, event.id)).map((m) => m.email)).toEqual(['own@example.ge'])
  })

  it('nor confirm or cancel a seat by posting its mailed link’s id and token', async () => {
    const event = await createEvent(t.payload, { capacity: 5 })
    const joined = await t.join(joinForm(event.id, { email: 'held@example.ge' }))
    expect(joined.body.status).toBe('success')
    const [member] = await members(t.payload, event.id)
    const confirmLink = await mailedLink(t.payload, member!.id, 'event-pending')
    const confirm = (headers: Record<string, string>) =>
      confirmSeatWithoutScript(
        getPayload,
        formPost('/events/confirm/seat', confirmLink.searchParams, headers),
        'ka',
      )
    expect((await confirm(FROM_ELSEWHERE)).status).toBe(403)
    expect((await members(t.payload, event.id))[0]!.status).toBe('pending')
    const confirmed = await confirm(FROM_THE_SITE)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toContain('result=confirmed')

    const cancelLink = await mailedLink(t.payload, member!.id, 'event-confirmed')
    const cancel = (headers: Record<string, string>) =>
      confirmCancel(
        getPayload,
        formPost('/events/cancel/confirm', cancelLink.searchParams, headers),
        'ka',
      )
    expect((await cancel(FROM_ELSEWHERE)).status).toBe(403)
    expect((await members(t.payload, event.id))[0]!.status).toBe('confirmed')
    const cancelled = await cancel(FROM_THE_SITE)
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toContain('result=cancelled')
    expect((await members(t.payload, event.id))[0]!.status).toBe('cancelled')
  })
})
