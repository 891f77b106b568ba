/** Reading events for the pages, the ajax list and the sitemap. */
import type { Payload, Where } from 'payload'

import { selectRows } from '@/db/dialect'
import type { Locale } from '@/i18n/locales'
import type { Event, EventCategory } from '@/payload-types'

import { SEAT_STATUSES, type EventFilter } from '../model/constants'

export interface EventListQuery {
  locale: Locale
  filter: EventFilter
  /** A category slug, or `all`. */
  category: string
  offset: number
  limit: number
  now?: Date
}

export interface EventList {
  docs: Event[]
  totalDocs: number
  /** Seats held per event id (`attendedCounts`). */
  attended: Map<number, number>
}

/**
 * The attended counter: seats held per event, confirmed and still pending (a pending seat holds
 * its place until its link is followed or its hold runs out, so the counter and the seats left
 * agree, and the theme's script adding one on success matches the next page load). One grouped
 * query for the events shown.
 */
export async function attendedCounts(
  payload: Payload,
  ids: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(ids.map((id) => [id, 0]))
  if (!ids.length) return counts
  const { sql } = await import('@payloadcms/db-sqlite/drizzle')
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const statuses = sql.join(
    SEAT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )
  const query = sql`SELECT "event_id" AS id, count(*) AS n FROM "event_members"
    WHERE "status" IN (${statuses}) AND "event_id" IN (${list}) GROUP BY "event_id"`
  const rows = await selectRows(payload, query)
  for (const row of rows) counts.set(Number(row.id), Number(row.n))
  return counts
}

export async function findCategory(
  payload: Payload,
  slug: string,
  locale: Locale,
): Promise<EventCategory | null> {
  const found = await payload.find({
    collection: 'event-categories',
    where: { slug: { equals: slug } },
    locale,
    limit: 1,
    depth: 0,
  })
  return found.docs[0] ?? null
}

export async function listEventCategories(payload: Payload, locale: Locale) {
  const found = await payload.find({
    collection: 'event-categories',
    locale,
    limit: 100,
    depth: 0,
    sort: 'title',
  })
  return found.docs
}

/** A page of events: upcoming soonest first, past most recent first, all by date. */
export async function listEvents(payload: Payload, q: EventListQuery): Promise<EventList> {
  const now = (q.now ?? new Date()).toISOString()
  const and: Where[] = []
  if (q.filter === 'upcoming') and.push({ startsAt: { greater_than_equal: now } })
  if (q.filter === 'past') and.push({ startsAt: { less_than: now } })
  if (q.category !== 'all') {
    const category = await findCategory(payload, q.category, q.locale)
    if (!category) return { docs: [], totalDocs: 0, attended: new Map() }
    and.push({ category: { equals: category.id } })
  }
  // Offsets are multiples of the page size (the theme's `page * load_by`).
  const found = await payload.find({
    collection: 'events',
    where: and.length ? { and } : {},
    sort: q.filter === 'past' ? '-startsAt' : 'startsAt',
    locale: q.locale,
    depth: 1,
    limit: q.limit,
    page: Math.floor(q.offset / q.limit) + 1,
    select: {
      title: true,
      slug: true,
      startsAt: true,
      endsAt: true,
      venue: true,
      category: true,
      image: true,
      capacity: true,
    },
  })
  const docs = found.docs as Event[]
  return {
    docs,
    totalDocs: found.totalDocs,
    attended: await attendedCounts(
      payload,
      docs.map((d) => d.id),
    ),
  }
}

export async function findEventBySlug(
  payload: Payload,
  slug: string,
  locale: Locale,
): Promise<Event | null> {
  const found = await payload.find({
    collection: 'events',
    where: { slug: { equals: slug } },
    locale,
    depth: 1,
    limit: 1,
  })
  return (found.docs[0] as Event | undefined) ?? null
}

export async function listEventSlugs(payload: Payload) {
  const found = await payload.find({
    collection: 'events',
    limit: 1000,
    depth: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
  })
  return found.docs.map((d) => ({ slug: d.slug ?? String(d.id), updatedAt: d.updatedAt }))
}
