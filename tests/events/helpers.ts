import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { ajaxRoute } from '@/features/ajax'
import { attendedCounts } from '@/features/events/server/queries'
import { issueAjaxNonce } from '@/lib/compat/ajax-dispatcher'
import { issueFormStart, SPAM_FIELDS } from '@/features/spam'

import { startPayload, type DatabaseKind, type TestPayload } from '../helpers/payload'
import { useTestPayload } from './payload-mock'

// Many joins for one address and without a client address: the per-e-mail limit is off here
// unless a test sets it.
process.env.RATE_LIMIT_EVENT_JOIN ??= 'off'
process.env.RATE_LIMIT_EVENT_JOIN_EMAIL ??= 'off'
// The outbox rows are what these tests read: no worker delivers (or outlives) them.
process.env.MAIL_WORKER ??= 'off'

const context = { disableRevalidate: true }

/** The theme's answer to a join (`stm_ajax_add_event_member`), with the seats it counted. */
export interface JoinAnswer {
  status: 'success' | 'danger'
  response: string
  errors: Record<string, boolean>
  waitlisted?: boolean
  attended?: number
  seats_left?: number | null
}

/**
 * One Payload on `kind` for the describe block that calls this: started before its tests (and
 * answered by the file's `@/data/payload` mock, `./payload-mock.ts`), stopped after them.
 */
export function eventsSuite(kind: DatabaseKind) {
  let started: TestPayload | undefined
  beforeAll(async () => {
    started = await startPayload(kind)
    useTestPayload(started.payload)
  })
  afterAll(async () => {
    useTestPayload(undefined)
    await started?.cleanup()
  })
  const payload = () => {
    if (!started) throw new Error('The suite has not started.')
    return started.payload
  }
  // The admin-ajax route as the app mounts it, given this suite's Payload.
  const dispatch = ajaxRoute(async () => payload())
  /** An admin-ajax call as the theme's script posts it: the HTTP status and the JSON answer. */
  const call = async <T>(form: URLSearchParams, headers: Record<string, string> = {}) => {
    const response = await dispatch(ajaxPost(form, headers))
    return { http: response.status, body: (await response.json()) as T }
  }
  return {
    get payload() {
      return payload()
    },
    /** Its `getPayload` cache key, for Payload's REST handler (`handleEndpoints`). */
    get key() {
      if (!started) throw new Error('The suite has not started.')
      return started.key
    },
    call,
    /** A join from the client address `ip` (unknown when absent: no per-address cap). */
    join: (form: URLSearchParams, ip?: string) =>
      call<JoinAnswer>(form, ip ? { 'x-forwarded-for': ip } : {}),
    /** The attended counter: seats held and confirmed. */
    attended: async (eventId: number) => (await attendedCounts(payload(), [eventId])).get(eventId),
  }
}
const DAY = 24 * 60 * 60 * 1000

let counter = 0

export async function createCategory(payload: Payload, slug: string, ka: string, en: string) {
  const doc = await payload.create({
    collection: 'event-categories',
    locale: 'ka',
    data: { title: ka, slug },
    context,
  })
  await payload.update({
    collection: 'event-categories',
    id: doc.id,
    locale: 'en',
    data: { title: en },
    context,
  })
  return doc.id
}

export async function createEvent(
  payload: Payload,
  opts: {
    inDays?: number
    capacity?: number | null
    waitlist?: boolean
    category?: number
    title?: string
    slug?: string
  } = {},
) {
  counter += 1
  const doc = await payload.create({
    collection: 'events',
    locale: 'ka',
    data: {
      title: opts.title ?? `ღონისძიება ${counter}`,
      slug: opts.slug ?? `test-event-${counter}-${Date.now()}`,
      startsAt: new Date(Date.now() + (opts.inDays ?? 5) * DAY).toISOString(),
      capacity: opts.capacity ?? undefined,
      waitlist: opts.waitlist ?? false,
      category: opts.category,
      venue: { address: 'თბილისი', latitude: 41.7, longitude: 44.8 },
      lessons: [{ title: 'შესავალი', time: '19:00', content: 'ტექსტი' }],
    },
    context,
  })
  await payload.update({
    collection: 'events',
    id: doc.id,
    locale: 'en',
    data: { title: `Event ${counter}` },
    context,
  })
  return doc
}

/** The join form as a person sends it: the theme's fields, spam signals, the security token. */
export function joinForm(eventId: number | string, overrides: Record<string, string> = {}) {
  const nonce = issueAjaxNonce('stm_ajax_add_event_member')!.nonce
  return new URLSearchParams({
    action: 'stm_ajax_add_event_member',
    security: nonce,
    event_member_id: String(eventId),
    name: 'ნინო ბერიძე',
    email: `nino.${Math.random().toString(36).slice(2)}@example.ge`,
    phone: '+995 555 12 34 56',
    company: 'სახლი',
    [SPAM_FIELDS.start]: issueFormStart(Date.now() - 8_000),
    [SPAM_FIELDS.pointer]: JSON.stringify([
      [10, 20, 0],
      [40, 60, 150],
    ]),
    [SPAM_FIELDS.honeypot]: '',
    [SPAM_FIELDS.keys]: '25',
    ...overrides,
  })
}

export function loadForm(fields: Record<string, string>) {
  const nonce = issueAjaxNonce('stm_ajax_load_events')!.nonce
  return new URLSearchParams({ action: 'stm_ajax_load_events', security: nonce, ...fields })
}

export function ajaxPost(body: URLSearchParams, headers: Record<string, string> = {}) {
  return new Request('http://localhost/wp-admin/admin-ajax.php', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
      ...headers,
    },
    body,
  })
}

export async function members(payload: Payload, eventId: number) {
  const found = await payload.find({
    collection: 'event-members',
    where: { event: { equals: eventId } },
    limit: 1000,
    depth: 0,
    sort: 'createdAt',
    overrideAccess: true,
  })
  return found.docs
}

export async function outboxFor(payload: Payload, memberId: number) {
  const found = await payload.find({
    collection: 'mail-outbox',
    where: { and: [{ source: { equals: 'event-members' } }, { sourceId: { equals: memberId } }] },
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

/** The first link of the newest mail of `kind` to a member (`event-pending`, `event-confirmed`…). */
export async function mailedLink(payload: Payload, memberId: number, kind: string) {
  const mails = (await outboxFor(payload, memberId)).filter((m) => m.kind === kind)
  const text = mails.sort((a, b) => b.id - a.id)[0]?.text ?? ''
  const link = text.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error(`No ${kind} mail with a link for member ${memberId}.`)
  return new URL(link)
}

/** Follows a held seat's mailed confirm link (the confirm page's button), as the member would. */
export async function confirmByMail(
  payload: Payload,
  memberId: number,
  kind = 'event-pending',
  now = new Date(),
) {
  const { confirmByLink } = await import('@/features/events/server/confirm')
  const link = await mailedLink(payload, memberId, kind)
  return confirmByLink(
    payload,
    link.searchParams.get('id'),
    link.searchParams.get('token'),
    'ka',
    now,
  )
}
