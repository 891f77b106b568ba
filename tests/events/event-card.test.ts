/**
 * The load-more answer's cards are the page's cards: the static serializer used by the ajax call
 * writes the same HTML as React's own server renderer for the same component and data.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { EventCard } from '@/features/events/components/EventCard'
import { eventJsonLd } from '@/features/events/model/json-ld'
import { tbilisiIso } from '@/features/events/model/time'
import { renderStatic } from '@/lib/static-html'
import type { Event } from '@/payload-types'

const event = {
  id: 7,
  title: 'ბინის ყიდვა & <იპოთეკა> "2026"',
  slug: 'first-home',
  startsAt: '2026-12-01T15:00:00.000Z',
  endsAt: '2026-12-01T17:30:00.000Z',
  venue: { address: 'თბილისი, რუსთაველის 12', latitude: 41.7, longitude: 44.8 },
  category: { id: 1, title: 'სემინარები', slug: 'seminars', createdAt: '', updatedAt: '' },
  image: {
    id: 3,
    alt: 'ილუსტრაცია',
    url: '/media/a.jpg',
    width: 1600,
    height: 1000,
    sizes: { card: { url: '/media/a-card.jpg', width: 640, height: 400 } },
    createdAt: '',
    updatedAt: '',
  },
  capacity: 30,
  createdAt: '',
  updatedAt: '',
} as unknown as Event

describe('the event card', () => {
  it.each(['ka', 'en'] as const)('serializes as React renders it (%s)', (locale) => {
    const props = { event, attended: 12, locale }
    expect(renderStatic(EventCard(props))).toBe(
      renderToStaticMarkup(createElement(EventCard, props)),
    )
  })

  it('carries data-event-id, escapes text and links the localized page', () => {
    const html = renderStatic(EventCard({ event, attended: 0, locale: 'en' }))
    expect(html).toContain('data-event-id="7"')
    expect(html).toContain('&amp; &lt;იპოთეკა&gt; &quot;2026&quot;')
    expect(html).toContain('href="/en/events/first-home"')
    expect(html).toContain('dateTime="2026-12-01T19:00:00+04:00"')
  })
})

describe('event times', () => {
  it('are written with Tbilisi’s +04:00 offset', () => {
    expect(tbilisiIso('2026-12-01T15:00:00.000Z')).toBe('2026-12-01T19:00:00+04:00')
    expect(tbilisiIso('2026-06-30T22:30:00.000Z')).toBe('2026-07-01T02:30:00+04:00')
  })

  it('Event JSON-LD has start and end with offsets, the place and its coordinates', () => {
    const data = JSON.parse(
      eventJsonLd(event, 'ka', 'https://sakhli.test/events/first-home', 'https://sakhli.test'),
    )
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-01T19:00:00+04:00',
      endDate: '2026-12-01T21:30:00+04:00',
      location: { '@type': 'Place', geo: { latitude: 41.7, longitude: 44.8 } },
      maximumAttendeeCapacity: 30,
    })
  })
})
