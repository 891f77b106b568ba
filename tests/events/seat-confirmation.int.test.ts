/**
 * Findings of a review of event joins, each test named after its finding:
 * - seats without a mailbox, and past events: a join holds a seat until the mailed link is
 *   followed (a POST from the page it opens), an unconfirmed hold is released after 3 hours and
 *   the next on the waiting list gets it, one client address holds at most 3 places of an event,
 *   and joins close when the event starts;
 * - joins relay visitor text: mail to an address not yet confirmed carries none of it;
 * - a join's answer tells whether an address already joined: it no longer does;
 * - CR/LF in a join name is stored as typed: one-line fields are stored on one line.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { eventStrings, fillIn } from '@/features/events/messages'
import { SEAT_HOLD_MS, SEATS_PER_CLIENT } from '@/features/events/model/constants'
import { clientKeyOf } from '@/features/events/server/client-key'
import { releaseExpiredHolds } from '@/features/events/server/holds'
import { confirmSeatWithoutScript, joinWithoutScript } from '@/features/events/server/no-js'
import { insertMember } from '@/features/events/server/join-decision'
import { queueNotice } from '@/features/events/server/seats'
import { ConfirmPage } from '@/features/events/views/ConfirmPage'

import {
  confirmByMail,
  createEvent,
  eventsSuite,
  joinForm,
  mailedLink,
  members,
  outboxFor,
} from './helpers'
import { databaseKinds } from '../helpers/payload'

vi.mock('@/data/payload', () => import('./payload-mock'))

const ka = eventStrings('ka')
const HOUR = 60 * 60 * 1000

describe.each(databaseKinds)('event joins hardened, on %s', (kind) => {
  const t = eventsSuite(kind)
  const { join, attended } = t

  it('seats without a mailbox: a join holds its seat until the mailed link is followed, by POST', async () => {
    const event = await createEvent(t.payload, { capacity: 12 })
    const before = Date.now()
    const { body } = await join(joinForm(event.id, { email: 'held@example.ge' }))
    expect(body.status).toBe('success')
    const [member] = await members(t.payload, event.id)
    expect(member!.status).toBe('pending')
    const hold = Date.parse(member!.holdUntil!) - before
    expect(hold).toBeGreaterThanOrEqual(SEAT_HOLD_MS)
    expect(hold).toBeLessThan(SEAT_HOLD_MS + 60_000)
    // A held seat counts: the page's counter and seats left agree with the script's "+1".
    expect(await attended(event.id)).toBe(1)

    // Opening the link (a GET, as a mail scanner does) only shows the page and its button.
    const link = await mailedLink(t.payload, member!.id, 'event-pending')
    expect(link.pathname).toBe('/events/confirm')
    const search = { id: link.searchParams.get('id')!, token: link.searchParams.get('token')! }
    const page = renderToStaticMarkup(createElement(ConfirmPage, { locale: 'ka', search }))
    expect(page).toMatch(/<form (?=[^>]*method="post")(?=[^>]*action="\/events\/confirm\/seat")/)
    expect(page).toContain(ka.confirmButton)
    expect((await members(t.payload, event.id))[0]!.status).toBe('pending')

    // A forged token confirms nothing.
    const post = (fields: Record<string, string>) =>
      confirmSeatWithoutScript(
        async () => t.payload,
        new Request('http://localhost/events/confirm/seat', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }),
        'ka',
      )
    const forged = await post({ ...search, token: 'forged' })
    expect(forged.status).toBe(303)
    expect(forged.headers.get('location')).toBe('/events/confirm?result=invalid')
    expect((await members(t.payload, event.id))[0]!.status).toBe('pending')

    // The page's button confirms it, and the member, whose address is now known, is mailed.
    const confirmed = await post(search)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(
      `/events/confirm?result=confirmed&event=${event.slug}`,
    )
    const [after] = await members(t.payload, event.id)
    expect(after).toMatchObject({ status: 'confirmed', holdUntil: null })
    expect(after!.confirmedAt).toBeTruthy()
    expect((await outboxFor(t.payload, member!.id)).map((m) => m.kind).sort()).toEqual([
      'event-confirmed',
      'event-pending',
    ])
    expect(await attended(event.id)).toBe(1)
    // Pressing it again changes nothing and says so.
    expect((await post(search)).headers.get('location')).toContain('result=already')
  })

  it('seats without a mailbox: a hold nobody confirms is released after 3 hours, and the next on the waiting list gets it', async () => {
    const event = await createEvent(t.payload, { capacity: 1, waitlist: true })
    const start = new Date()
    await join(joinForm(event.id, { email: 'nobody@example.ge' }))
    await join(joinForm(event.id, { email: 'waiting@example.ge' }))
    const [ghost, waiting] = await members(t.payload, event.id)
    expect([ghost!.status, waiting!.status]).toEqual(['pending', 'waitlisted'])

    // Within the hold nothing is released. (The count is of every event the test database holds.)
    await releaseExpiredHolds(t.payload, new Date(start.getTime() + 2 * HOUR))
    expect((await members(t.payload, event.id))[0]!.status).toBe('pending')

    const later = new Date(start.getTime() + SEAT_HOLD_MS + 60_000)
    expect(await releaseExpiredHolds(t.payload, later)).toBeGreaterThanOrEqual(1)
    const [released, promoted] = await members(t.payload, event.id)
    expect(released!.status).toBe('expired')
    // The next in line holds the seat now, for 3 hours from the release, and is mailed the link.
    expect(promoted!.status).toBe('pending')
    expect(Date.parse(promoted!.holdUntil!)).toBe(later.getTime() + SEAT_HOLD_MS)
    expect((await mailedLink(t.payload, promoted!.id, 'event-promoted')).pathname).toBe(
      '/events/confirm',
    )
    expect(await attended(event.id)).toBe(1)
    // A second run releases nothing more; the released member's link no longer confirms.
    expect(await releaseExpiredHolds(t.payload, later)).toBe(0)
    expect((await members(t.payload, event.id)).map((m) => m.status)).toEqual([
      'expired',
      'pending',
    ])
    expect(await confirmByMail(t.payload, ghost!.id, 'event-pending', later)).toMatchObject({
      ok: false,
      reason: 'expired',
    })

    // A hold past its time is not confirmed even before a release has run.
    const tooLate = new Date(later.getTime() + SEAT_HOLD_MS + 1)
    expect(await confirmByMail(t.payload, promoted!.id, 'event-promoted', tooLate)).toMatchObject({
      ok: false,
      reason: 'expired',
    })
    expect(await confirmByMail(t.payload, promoted!.id, 'event-promoted', later)).toMatchObject({
      ok: true,
    })
    expect((await members(t.payload, event.id)).map((m) => m.status)).toEqual([
      'expired',
      'confirmed',
    ])
  })

  it('seats without a mailbox: ten joins from one address with made-up addresses take at most 3 places', async () => {
    const event = await createEvent(t.payload, { capacity: 12, waitlist: true })
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        join(joinForm(event.id, { email: `made-up-${i}@example.ge` }), '203.0.113.9'),
      ),
    )
    expect(answers.filter((a) => a.body.status === 'success')).toHaveLength(SEATS_PER_CLIENT)
    const refused = answers.filter((a) => a.body.status === 'danger')
    expect(refused).toHaveLength(10 - SEATS_PER_CLIENT)
    for (const a of refused) {
      expect(a).toEqual({
        http: 200,
        body: { status: 'danger', response: ka.clientLimit, errors: {} },
      })
    }
    const stored = await members(t.payload, event.id)
    expect(stored).toHaveLength(SEATS_PER_CLIENT)
    expect(await attended(event.id)).toBe(SEATS_PER_CLIENT)

    // The address is stored as a keyed hash, never as itself.
    const key = clientKeyOf(t.payload.secret, '203.0.113.9')
    expect(stored.every((m) => m.clientKey === key)).toBe(true)
    expect(JSON.stringify(stored)).not.toContain('203.0.113')

    // Another address joins as before; one IPv6 /64 counts as one address.
    expect((await join(joinForm(event.id), '198.51.100.4')).body.status).toBe('success')
    const v6 = []
    for (let i = 1; i <= 4; i++) {
      v6.push((await join(joinForm(event.id), `2001:db8:1:2::${i}`)).body.response)
    }
    expect(v6.filter((r) => r === ka.clientLimit)).toHaveLength(1)
  })

  it('past events: a join after the event started is refused, and the attended count stays', async () => {
    const event = await createEvent(t.payload, { inDays: -0.01, capacity: 5 })
    const { http, body } = await join(joinForm(event.id))
    expect(http).toBe(200)
    expect(body).toEqual({ status: 'danger', response: ka.joinsClosed, errors: {} })
    expect(await members(t.payload, event.id)).toHaveLength(0)
    expect(await attended(event.id)).toBe(0)

    // Without JavaScript: the page says so.
    const page = await joinWithoutScript(
      async () => t.payload,
      new Request(`http://localhost/events/${event.slug}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: joinForm(event.id),
      }),
      'ka',
      event.slug!,
    )
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe(`/events/${event.slug}?joined=closed#join-form`)

    // And the seat step itself refuses it, whatever its caller checked.
    const direct = await insertMember(
      t.payload,
      {
        eventId: event.id,
        name: 'x',
        email: 'late@example.ge',
        phone: '+995555000000',
        company: '',
        locale: 'ka',
        ref: 'f'.repeat(32),
        spam: false,
        spamScore: 0,
        spamReasons: '',
        clientKey: null,
      },
      {
        pending: { kind: 'event-pending', to: 'late@example.ge', subject: 's', text: 't' },
        waitlisted: { kind: 'event-waitlisted', to: 'late@example.ge', subject: 's', text: 't' },
      },
    )
    expect(direct).toEqual({ ok: false, reason: 'closed' })
    expect(await members(t.payload, event.id)).toHaveLength(0)
  })

  it('joins relay visitor text: mail to an address not yet confirmed carries nothing the visitor wrote', async () => {
    const event = await createEvent(t.payload, { capacity: 1, waitlist: true })
    const spam = {
      name: 'გამარჯობა, Cheap loans at https://loans.example/x',
      company: 'Loans Inc https://loans2.example',
    }
    const start = new Date()
    await join(joinForm(event.id, { ...spam, email: 'victim-1@example.ge' }))
    await join(joinForm(event.id, { ...spam, email: 'victim-2@example.ge' }))
    const [first, second] = await members(t.payload, event.id)
    // The second is promoted when the first's hold runs out: a third kind of mail.
    await releaseExpiredHolds(t.payload, new Date(start.getTime() + SEAT_HOLD_MS + 60_000))
    const unconfirmed = [
      ...(await outboxFor(t.payload, first!.id)),
      ...(await outboxFor(t.payload, second!.id)),
    ]
    expect(unconfirmed.map((m) => m.kind).sort()).toEqual([
      'event-pending',
      'event-promoted',
      'event-waitlisted',
    ])
    for (const mail of unconfirmed) {
      const text = `${mail.subject}\n${mail.text}`
      expect(text).not.toMatch(/Cheap|loans|Loans/)
      expect(text).toMatch(/^გამარჯობა!$/m)
    }

    // Once the address has followed the link, the mail to it greets the member by name.
    await confirmByMail(t.payload, second!.id, 'event-promoted', new Date(start.getTime() + HOUR))
    const [confirmedMail] = (await outboxFor(t.payload, second!.id)).filter(
      (m) => m.kind === 'event-confirmed',
    )
    expect(confirmedMail!.text).toContain(spam.name)
  })

  it("a join's answer tells whether an address already joined: a second join gets a first join's answer, and one mail", async () => {
    const event = await createEvent(t.payload, { capacity: 2, waitlist: true })
    const email = 'known@example.ge'
    const first = await join(joinForm(event.id, { email }))
    const again = await join(joinForm(event.id, { email: email.toUpperCase() }))
    const third = await join(joinForm(event.id, { email }))
    expect(first).toEqual({
      http: 200,
      body: {
        status: 'success',
        response: fillIn(ka.joined, { hours: 3 }),
        errors: {},
        attended: 1,
        seats_left: 1,
      },
    })
    expect(again).toEqual(first)
    expect(third).toEqual(first)
    const [member] = await members(t.payload, event.id)
    expect(await members(t.payload, event.id)).toHaveLength(1)
    // At most one mail about it per hour, without anything the visitor wrote; a held seat's
    // mail says how to confirm it again.
    const notices = (await outboxFor(t.payload, member!.id)).filter(
      (m) => m.kind === 'event-already',
    )
    expect(notices).toHaveLength(1)
    expect(notices[0]!.to).toBe(email)
    expect(notices[0]!.text).toMatch(/\/events\/confirm\?id=/)
    expect(notices[0]!.text).not.toContain('ნინო')
    const mail = { kind: 'event-already', to: email, subject: 's', text: 't' }
    expect(await queueNotice(t.payload, member!.id, mail)).toBe(false)
    expect(await queueNotice(t.payload, member!.id, mail, new Date(Date.now() + 2 * HOUR))).toBe(
      true,
    )

    // Full with a waiting list: a new address and a confirmed one get the same answer.
    await confirmByMail(t.payload, member!.id)
    await join(joinForm(event.id, { email: 'other@example.ge' }))
    const fresh = await join(joinForm(event.id, { email: 'fresh@example.ge' }))
    const known = await join(joinForm(event.id, { email }))
    expect(fresh.body).toMatchObject({ status: 'danger', waitlisted: true })
    expect(known).toEqual(fresh)
  })

  it('CR/LF in a join name is stored as typed: one-line fields are stored on one line', async () => {
    const event = await createEvent(t.payload)
    const { body } = await join(
      joinForm(event.id, {
        name: 'ნინო\r\nBcc: x@y.ge\u2028',
        company: 'სახლი\t\u0000LLC\u202e',
      }),
    )
    expect(body.status).toBe('success')
    const [member] = await members(t.payload, event.id)
    expect(member!.name).toBe('ნინო Bcc: x@y.ge')
    expect(member!.company).toBe('სახლი LLC')
  })
})
