/** The `Event` JSON-LD of an event page, times with Tbilisi's +04:00 offset. */
import type { Locale } from '@/i18n/locales'
import type { Event } from '@/payload-types'

import { tbilisiIso } from './time'

export function eventJsonLd(event: Event, locale: Locale, url: string, origin: string): string {
  const image = typeof event.image === 'object' && event.image ? event.image : null
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description ?? undefined,
    inLanguage: locale,
    url,
    startDate: tbilisiIso(event.startsAt),
    endDate: event.endsAt ? tbilisiIso(event.endsAt) : undefined,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    image: image?.url ? [`${origin}${image.url}`] : undefined,
    location: {
      '@type': 'Place',
      name: event.venue?.address ?? undefined,
      address: event.venue?.address ?? undefined,
      geo:
        typeof event.venue?.latitude === 'number' && typeof event.venue?.longitude === 'number'
          ? {
              '@type': 'GeoCoordinates',
              latitude: event.venue.latitude,
              longitude: event.venue.longitude,
            }
          : undefined,
    },
    maximumAttendeeCapacity: event.capacity ?? undefined,
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
