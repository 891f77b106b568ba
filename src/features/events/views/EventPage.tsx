/** `/events/{slug}`: one event, its lesson tabs, the attended counter, the map link and joining. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import { MediaImage } from '@/components/MediaImage'
import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { issueFormStart } from '@/features/spam'
import { mapLink } from '@/lib/map-link'
import { isLocale, type Locale } from '@/i18n/locales'
import { buildMetadata } from '@/utilities/metadata'
import { serverUrl } from '@/utilities/server-url'

import { JoinForm } from '../components/JoinForm.lazy'
import { LessonTabs } from '../components/LessonTabs'
import { eventStrings, fillIn, type EventStrings } from '../messages'
import { JOIN_FIELDS, SEAT_HOLD_HOURS, type JoinField } from '../model/constants'
import { eventJsonLd } from '../model/json-ld'
import { eventPaths } from '../model/paths'
import { seatsLeft, seatsLeftText } from '../model/seats-left'
import { formatEventDate, hasStarted, tbilisiIso } from '../model/time'
import { attendedCounts, findEventBySlug } from '../server/queries'
import '../events.css'

export interface EventSearch {
  joined?: string | string[]
  invalid?: string | string[]
}

/** The join's outcomes (`JoinAnswer['outcome']`) as the page shows them after a post. */
const NO_JS_ANSWERS: Record<string, { status: 'success' | 'danger'; key: keyof EventStrings }> = {
  pending: { status: 'success', key: 'joined' },
  waitlisted: { status: 'danger', key: 'waitlisted' },
  invalid: { status: 'danger', key: 'fillAll' },
  full: { status: 'danger', key: 'eventFull' },
  closed: { status: 'danger', key: 'joinsClosed' },
  'client-limit': { status: 'danger', key: 'clientLimit' },
  spam: { status: 'danger', key: 'spam' },
  'rate-limited': { status: 'danger', key: 'tooMany' },
  failed: { status: 'danger', key: 'failed' },
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export async function eventPageMetadata(
  payload: Payload,
  locale: string,
  slug: string,
): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const event = await findEventBySlug(payload, slug, locale)
  if (!event) return {}
  return buildMetadata({
    locale,
    path: `/events/${slug}`,
    title: event.title,
    description: event.description,
    image: event.image,
  })
}

export async function EventPage({
  payload,
  locale,
  slug,
  search,
  popups,
}: {
  payload: Payload
  locale: Locale
  slug: string
  search: EventSearch
  /** The page's popups (the route hands the popups' slot in: a feature does not import blocks). */
  popups?: (page: { collection: 'events'; docId: number; path: string }) => ReactNode
}) {
  const event = await findEventBySlug(payload, slug, locale)
  if (!event) notFound()
  const s = eventStrings(locale)
  const attended = (await attendedCounts(payload, [event.id])).get(event.id) ?? 0
  const origin = serverUrl()
  const path = eventPaths.event(slug, locale)
  const category = typeof event.category === 'object' ? event.category : null
  const lessons = (event.lessons ?? []).map((l, i) => ({
    id: `lesson-${i + 1}`,
    title: l.title ?? '',
    time: l.time,
    content: l.content,
  }))
  const answer = NO_JS_ANSWERS[one(search.joined) ?? '']
  const invalid = (one(search.invalid) ?? '')
    .split(',')
    .filter((f): f is JoinField => (JOIN_FIELDS as readonly string[]).includes(f))
  const left = seatsLeft(event.capacity, attended)
  // Joins close when the event starts (the join service refuses them too).
  const started = hasStarted(event.startsAt)
  const { latitude, longitude } = event.venue ?? {}
  return (
    <>
      <article className="container event-page">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: eventJsonLd(event, locale, `${origin}${path}`, origin),
          }}
        />
        <Breadcrumbs locale={locale} trail={[{ href: eventPaths.list(locale), label: s.events }]} />
        <header className="page-header">
          {category ? <p className="eyebrow">{category.title}</p> : null}
          <h1>{event.title}</h1>
        </header>
        <MediaImage media={event.image} size="hero" className="event-page-image" priority />
        <dl className="event-facts event-members-box-table">
          <div>
            <dt>{s.starts}</dt>
            <dd>
              <time dateTime={tbilisiIso(event.startsAt)}>
                {formatEventDate(event.startsAt, locale)}
              </time>
            </dd>
          </div>
          {event.endsAt ? (
            <div>
              <dt>{s.ends}</dt>
              <dd>
                <time dateTime={tbilisiIso(event.endsAt)}>
                  {formatEventDate(event.endsAt, locale)}
                </time>
              </dd>
            </div>
          ) : null}
          {event.venue?.address ? (
            <div>
              <dt>{s.venue}</dt>
              <dd>
                {event.venue.address}
                {typeof latitude === 'number' && typeof longitude === 'number' ? (
                  <>
                    {' '}
                    <a href={mapLink(latitude, longitude)} className="event-map-link">
                      {s.openMap}
                    </a>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{s.attended}</dt>
            <dd>
              <span className="event-attended-count" data-attended-for={event.id}>
                {attended}
              </span>
              {event.capacity ? ` / ${event.capacity}` : null}
            </dd>
          </div>
          <div>
            <dt>{s.seatsLeft}</dt>
            <dd data-seats-left-for={event.id}>{seatsLeftText(left, s)}</dd>
          </div>
        </dl>
        {event.description ? <p className="lead event-description">{event.description}</p> : null}
        <p className="event-ical">
          <a href={eventPaths.ical(slug, locale)} type="text/calendar">
            {s.addToCalendar}
          </a>
        </p>
        {lessons.length ? (
          <section className="event-program" aria-labelledby="event-program-title">
            <h2 id="event-program-title">{s.lessons}</h2>
            <LessonTabs lessons={lessons} label={s.lessons} />
          </section>
        ) : null}
        {started ? (
          <section id="join-form" className="event-join">
            <p className="alert alert-info">{s.joinsClosed}</p>
          </section>
        ) : (
          <JoinForm
            eventId={event.id}
            locale={locale}
            action={`${path}/join`}
            startToken={issueFormStart()}
            notice={
              answer
                ? { status: answer.status, text: fillIn(s[answer.key], { hours: SEAT_HOLD_HOURS }) }
                : null
            }
            invalid={invalid}
          />
        )}
      </article>
      {popups?.({ collection: 'events', docId: event.id, path })}
    </>
  )
}
