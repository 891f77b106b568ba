import type { BlockProps } from '@/lib/block-kit/types'
import type { EventsListBlock } from '@/payload-types'

import { EventCards } from '../components/EventCard'
import { eventStrings } from '../messages'
import { eventPaths } from '../model/paths'
import { listEvents } from '../server/queries'
import '../events.css'

/** The events list block: the page's own event cards, and a link to the whole list. */
export async function EventsListComponent({ block, locale, site }: BlockProps<EventsListBlock>) {
  const s = eventStrings(locale)
  const category = typeof block.category === 'object' ? block.category : null
  const filter = block.filter === 'past' ? 'past' : 'upcoming'
  const list = await listEvents(site.payload, {
    locale,
    filter,
    category: category?.slug ?? 'all',
    offset: 0,
    limit: block.limit ?? 3,
  })
  return (
    <>
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      {list.docs.length ? (
        <EventCards list={list} locale={locale} headingLevel={block.heading ? 3 : 2} />
      ) : (
        <p className="empty">{s.noEvents}</p>
      )}
      {block.showMoreLink ? (
        <p className="more-link">
          <a
            href={eventPaths.list(locale, { filter, category: category?.slug ?? 'all' })}
            className="button button-secondary"
          >
            {s.events}
          </a>
        </p>
      ) : null}
    </>
  )
}
