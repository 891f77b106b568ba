/**
 * `/events` and `/en/events`: upcoming (or past) events, category filters as links, and a
 * load-more link to the next page that the script turns into `stm_ajax_load_events` calls.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { buildMetadata } from '@/utilities/metadata'

import { EventCards } from '../components/EventCard'
import { LoadMoreEvents } from '../components/LoadMoreEvents.lazy'
import { eventStrings } from '../messages'
import { EVENTS_PER_PAGE, type EventFilter } from '../model/constants'
import { eventPaths } from '../model/paths'
import { listEventCategories, listEvents } from '../server/queries'
import '../events.css'

export interface ListingSearch {
  filter?: string | string[]
  category?: string | string[]
  page?: string | string[]
}

const MAX_LIST_PAGE = 1000

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** The URL's view: bad values fall back to the first page of upcoming events of all categories. */
export function readListing(search: ListingSearch) {
  const filter: EventFilter = one(search.filter) === 'past' ? 'past' : 'upcoming'
  const rawCategory = one(search.category) ?? 'all'
  const category = /^[a-z0-9][a-z0-9-]{0,99}$/.test(rawCategory) ? rawCategory : 'all'
  const rawPage = one(search.page)
  const page =
    rawPage && /^[1-9]\d{0,3}$/.test(rawPage) ? Math.min(Number(rawPage), MAX_LIST_PAGE) : 1
  return { filter, category, page }
}

export async function eventsListingMetadata(locale: string): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const s = eventStrings(locale)
  return buildMetadata({ locale, path: '/events', title: s.events, description: s.eventsIntro })
}

export async function EventsListing({
  payload,
  locale,
  search,
}: {
  payload: Payload
  locale: Locale
  search: ListingSearch
}) {
  const { filter, category, page } = readListing(search)
  const s = eventStrings(locale)
  const [list, categories] = await Promise.all([
    listEvents(payload, {
      locale,
      filter,
      category,
      offset: (page - 1) * EVENTS_PER_PAGE,
      limit: EVENTS_PER_PAGE,
    }),
    listEventCategories(payload, locale),
  ])
  if (category !== 'all' && !categories.some((c) => c.slug === category)) notFound()
  const shown = (page - 1) * EVENTS_PER_PAGE + list.docs.length
  const more = shown < list.totalDocs
  const filterLink = (f: EventFilter) => eventPaths.list(locale, { filter: f, category })
  return (
    <div className="container events-listing">
      <header className="page-header">
        <h1>{s.events}</h1>
        <p className="lead">{s.eventsIntro}</p>
      </header>
      <nav aria-label={s.events} className="category-nav events-filter-nav">
        <ul role="list">
          {(['upcoming', 'past'] as const).map((f) => (
            <li key={f}>
              <a href={filterLink(f)} aria-current={f === filter ? 'page' : undefined}>
                {f === 'upcoming' ? s.upcoming : s.past}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={s.categories} className="category-nav">
        <ul role="list">
          <li>
            <a
              href={eventPaths.list(locale, { filter })}
              aria-current={category === 'all' ? 'page' : undefined}
            >
              {s.allCategories}
            </a>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <a
                href={eventPaths.list(locale, { filter, category: c.slug ?? '' })}
                aria-current={c.slug === category ? 'page' : undefined}
              >
                {c.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {category !== 'all' ? (
        <p className="event-ical">
          <a href={eventPaths.categoryFeed(category, locale)} type="text/calendar">
            {s.categoryFeed}
          </a>
        </p>
      ) : null}
      {list.docs.length ? (
        <EventCards list={list} locale={locale} id="event-list" />
      ) : (
        <p className="empty">{s.noEvents}</p>
      )}
      {more ? (
        <LoadMoreEvents
          href={eventPaths.list(locale, { filter, category, page: page + 1 })}
          page={page}
          loadBy={EVENTS_PER_PAGE}
          filter={filter}
          category={category}
          locale={locale}
        />
      ) : null}
    </div>
  )
}
