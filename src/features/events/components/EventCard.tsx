/**
 * One event in a list: the page and the `stm_ajax_load_events` answer both render this (the
 * answer through `@/lib/static-html`), so it uses host elements and plain components only.
 */
import { MediaImage } from '@/components/MediaImage'
import type { Locale } from '@/i18n/locales'
import type { Event } from '@/payload-types'

import { eventStrings } from '../messages'
import { eventPaths } from '../model/paths'
import { formatEventDate, formatEventDay, tbilisiIso } from '../model/time'

interface Props {
  event: Event
  attended: number
  locale: Locale
  headingLevel?: 2 | 3
}

export function EventCard({ event, attended, locale, headingLevel = 2 }: Props) {
  const s = eventStrings(locale)
  const href = eventPaths.event(event.slug ?? String(event.id), locale)
  const day = formatEventDay(event.startsAt, locale)
  const category = typeof event.category === 'object' ? event.category : null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className="event-card tile" data-event-id={event.id}>
      <article>
        <MediaImage
          media={event.image}
          size="card"
          sizes="(max-width: 767px) 100vw, 400px"
          className="event-card-image"
        />
        <div className="event-card-body">
          <p className="event-card-date" aria-hidden="true">
            <span className="event-card-day">{day.day}</span>
            <span className="event-card-month">{day.month}</span>
          </p>
          {category ? <p className="event-card-category">{category.title}</p> : null}
          <Heading className="event-card-title">
            <a href={href}>{event.title}</a>
          </Heading>
          <p className="event-card-meta">
            <time dateTime={tbilisiIso(event.startsAt)}>
              {formatEventDate(event.startsAt, locale)}
            </time>
            {event.venue?.address ? (
              <span className="event-card-venue">{event.venue.address}</span>
            ) : null}
          </p>
          <p className="event-card-attended">
            {s.attended}:{' '}
            <span className="event-attended-count" data-attended-for={event.id}>
              {attended}
            </span>
            {event.capacity ? <span> / {event.capacity}</span> : null}
          </p>
        </div>
      </article>
    </li>
  )
}

/** Event cards as a list; `id` names the events page's list, which "load more" extends. */
export function EventCards({
  list,
  locale,
  id,
  headingLevel,
}: {
  list: { docs: Event[]; attended: Map<number, number> }
  locale: Locale
  id?: string
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="event-list tiles stm_events_modern_list" role="list" id={id}>
      {list.docs.map((event) => (
        <EventCard
          key={event.id}
          event={event}
          attended={list.attended.get(event.id) ?? 0}
          locale={locale}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  )
}
