/**
 * `stm_ajax_add_event_member` as the theme's script posts it (custom.js `#event-members-form`):
 * `{status, response, errors}`, messages from the catalogue in the visitor's language, exact
 * seats under concurrency, one seat per address, the mail with the signed confirm link, and the
 * promotion of the first waitlisted member when a seat is freed. (The review's findings on seats:
 * `seat-confirmation.int.test.ts`.)
 */
import { describe, expect, it, vi } from 'vitest'

import { eventStrings, fillIn } from '@/features/events/messages'
import { cancelByLink } from '@/features/events/server/cancel'
import { exportMembersCsv } from '@/features/events/server/export-csv'
import { SPAM_FIELDS } from '@/features/spam'
import { resetRateLimits } from '@/lib/rate-limit'
import { tooManyAttemptsMessage } from '@/i18n/too-many-attempts'

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
const en = eventStrings('en')
const joinedKa = fillIn(ka.joined, { hours: 3 })
const joinedEn = fillIn(en.joined, { hours: 3 })

describe.each(databaseKinds)('stm_ajax_add_event_member on %s', (kind) => {
  const t = eventsSuite(kind)
  const { join } = t

  it('holds a seat, answers in Georgian, and queues a mail with the confirm link', async () => {
    const event = await createEvent(t.payload, { capacity: 5 })
    const { http, body } = await join(joinForm(event.id, { email: 'Gela@Example.ge' }))
    expect(http).toBe(200)
    // With the seats it counted, for the page's figures: this seat taken, 4 of 5 left.
    expect(body).toEqual({
      status: 'success',
      response: joinedKa,
      errors: {},
      attended: 1,
      seats_left: 4,
    })
    const [member] = await members(t.payload, event.id)
    // Addresses are stored lower-cased: one address, one seat, however it is typed.
    expect(member).toMatchObject({ status: 'pending', email: 'gela@example.ge', locale: 'ka' })
    const mails = await outboxFor(t.payload, member!.id)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: 'gela@example.ge', kind: 'event-pending' })
    expect(mails[0]!.state).toBe('queued')
    expect(mails[0]!.text).toMatch(/\/events\/confirm\?id=[0-9a-f]{32}&token=/)
    // Following it confirms the seat; that mail carries the cancel link.
    expect(await confirmByMail(t.payload, member!.id)).toMatchObject({ ok: true })
    expect((await members(t.payload, event.id))[0]!.status).toBe('confirmed')
    expect((await mailedLink(t.payload, member!.id, 'event-confirmed')).pathname).toBe(
      '/events/cancel',
    )
  })

  it('exports the members as CSV for editors, with the event title, and refuses visitors', async () => {
    const event = await createEvent(t.payload, { title: 'ბინის ყიდვის სემინარი' })
    await join(joinForm(event.id, { email: 'csv-member@example.ge' }))
    const editor = await t.payload.create({
      collection: 'users',
      data: {
        email: `events-csv-${kind}@sakhli.test`,
        password: 'csv-password-1',
        name: 'CSV',
        role: 'editor',
      },
    })
    const request = (user: unknown) =>
      ({ payload: t.payload, user, query: { where: { event: { equals: event.id } } } }) as never
    const response = exportMembersCsv(request({ ...editor, collection: 'users' }))
    expect(response.headers.get('content-type')).toContain('text/csv')
    const [header, row, ...rest] = (await response.text()).trim().split('\n')
    expect(header).toBe('id,createdAt,event,name,email,phone,company,status,locale,spam')
    expect(rest).toHaveLength(0)
    expect(row).toContain(',ბინის ყიდვის სემინარი,')
    expect(row).toContain(',csv-member@example.ge,')
    expect(row).toMatch(/,pending,ka,no$/)
    expect(exportMembersCsv(request(null)).status).toBe(403)
  })

  it('answers in English for lang=en', async () => {
    const event = await createEvent(t.payload)
    const { body } = await join(joinForm(event.id, { lang: 'en' }))
    expect(body).toEqual({
      status: 'success',
      response: joinedEn,
      errors: {},
      attended: 1,
      seats_left: null,
    })
    const [member] = await members(t.payload, event.id)
    expect(member!.locale).toBe('en')
  })

  it('marks each bad field in errors and stores nothing', async () => {
    const event = await createEvent(t.payload)
    const { http, body } = await join(
      joinForm(event.id, { name: '', email: 'not-an-email', phone: 'abc' }),
    )
    expect(http).toBe(200)
    expect(body).toEqual({
      status: 'danger',
      response: ka.fillAll,
      errors: { name: true, email: true, phone: true },
    })
    expect(await members(t.payload, event.id)).toHaveLength(0)
  })

  it('answers a missing or unknown event with a 4xx, never a 5xx', async () => {
    const missing = await join(joinForm(''))
    expect(missing.http).toBe(400)
    expect(missing.body.status).toBe('danger')
    const unknown = await join(joinForm(987654))
    expect(unknown.http).toBe(404)
    expect(unknown.body).toMatchObject({ status: 'danger', response: ka.notFound })
    const garbage = await join(joinForm('1e9; DROP TABLE events'))
    expect(garbage.http).toBe(400)
  })

  it('lets one address join an event once, whatever the browser says', async () => {
    const event = await createEvent(t.payload)
    const first = await join(joinForm(event.id, { email: 'once@example.ge' }))
    expect(first.body.status).toBe('success')
    await join(joinForm(event.id, { email: 'ONCE@example.ge' }))
    expect(await members(t.payload, event.id)).toHaveLength(1)
  })

  it('stores spam unseated and unmailed', async () => {
    const event = await createEvent(t.payload, { capacity: 1 })
    const { body } = await join(joinForm(event.id, { [SPAM_FIELDS.honeypot]: 'http://spam' }))
    expect(body).toMatchObject({ status: 'danger', response: ka.spam })
    const [member] = await members(t.payload, event.id)
    expect(member).toMatchObject({ spam: true, status: 'cancelled' })
    expect(await outboxFor(t.payload, member!.id)).toHaveLength(0)
    // The seat is still free.
    expect((await join(joinForm(event.id))).body.status).toBe('success')
  })

  it('50 parallel joins on 10 seats without a waitlist: exactly 10 in, 40 refused', async () => {
    const event = await createEvent(t.payload, { capacity: 10, waitlist: false })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => join(joinForm(event.id, { email: `p${i}@example.ge` }))),
    )
    expect(answers.every((a) => a.http === 200)).toBe(true)
    expect(answers.filter((a) => a.body.status === 'success')).toHaveLength(10)
    expect(answers.filter((a) => a.body.response === ka.eventFull)).toHaveLength(40)
    const stored = await members(t.payload, event.id)
    expect(stored.filter((m) => m.status === 'pending')).toHaveLength(10)
    expect(stored).toHaveLength(10)
  })

  it('50 parallel joins on 10 seats with a waitlist: 10 held, 40 waitlisted', async () => {
    const event = await createEvent(t.payload, { capacity: 10, waitlist: true })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => join(joinForm(event.id, { email: `w${i}@example.ge` }))),
    )
    expect(answers.filter((a) => a.body.status === 'success')).toHaveLength(10)
    expect(answers.filter((a) => a.body.waitlisted === true)).toHaveLength(40)
    const stored = await members(t.payload, event.id)
    expect(stored.filter((m) => m.status === 'pending')).toHaveLength(10)
    expect(stored.filter((m) => m.status === 'waitlisted')).toHaveLength(40)
    const waitMails = await outboxFor(t.payload, stored.find((m) => m.status === 'waitlisted')!.id)
    expect(waitMails.map((m) => m.kind)).toEqual(['event-waitlisted'])
  })

  it('cancelling frees the seat and gives it to the first waitlisted member, mailed', async () => {
    const event = await createEvent(t.payload, { capacity: 1, waitlist: true })
    await join(joinForm(event.id, { email: 'first@example.ge' }))
    await join(joinForm(event.id, { email: 'second@example.ge' }))
    await join(joinForm(event.id, { email: 'third@example.ge' }))
    const before = await members(t.payload, event.id)
    expect(before.map((m) => m.status)).toEqual(['pending', 'waitlisted', 'waitlisted'])
    await confirmByMail(t.payload, before[0]!.id)
    const link = await mailedLink(t.payload, before[0]!.id, 'event-confirmed')

    // A forged token changes nothing.
    expect(
      await cancelByLink(t.payload, link.searchParams.get('id'), 'forged', 'ka'),
    ).toMatchObject({ ok: false })
    expect((await members(t.payload, event.id))[0]!.status).toBe('confirmed')

    const result = await cancelByLink(
      t.payload,
      link.searchParams.get('id'),
      link.searchParams.get('token'),
      'ka',
    )
    expect(result).toMatchObject({ ok: true })
    const after = await members(t.payload, event.id)
    // The seat is held for the promoted member until they follow their mail's link.
    expect(after.map((m) => m.status)).toEqual(['cancelled', 'pending', 'waitlisted'])
    const promoted = await outboxFor(t.payload, after[1]!.id)
    expect(promoted.map((m) => m.kind).sort()).toEqual(['event-promoted', 'event-waitlisted'])
    expect(await confirmByMail(t.payload, after[1]!.id, 'event-promoted')).toMatchObject({
      ok: true,
    })
    // A second use of the link changes nothing more.
    expect(
      await cancelByLink(
        t.payload,
        link.searchParams.get('id'),
        link.searchParams.get('token'),
        'ka',
      ),
    ).toMatchObject({ ok: false })
    expect((await members(t.payload, event.id)).map((m) => m.status)).toEqual([
      'cancelled',
      'confirmed',
      'waitlisted',
    ])
  })

  it('limits joins per e-mail address (event-join)', async () => {
    vi.stubEnv('RATE_LIMIT_EVENT_JOIN_EMAIL', '2/600')
    await resetRateLimits()
    try {
      const events = await Promise.all([1, 2, 3].map(() => createEvent(t.payload)))
      const email = `limit-${kind}@example.ge`
      const answers = []
      for (const e of events) answers.push(await join(joinForm(e.id, { email })))
      expect(answers.map((a) => a.http)).toEqual([200, 200, 429])
      expect(answers[2]!.body).toMatchObject({
        status: 'danger',
        response: tooManyAttemptsMessage('ka', 600, 'email'),
      })
    } finally {
      vi.unstubAllEnvs()
      await resetRateLimits()
    }
  })
})
