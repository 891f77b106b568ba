/** The event pages as site search reads them: title, then venue, category, description, lessons. */
import type { Payload } from 'payload'

import {
  type SearchDocument,
  searchDocument,
  type SearchRead,
  searchRead,
} from '@/features/feature'
import type { Locale } from '@/i18n/locales'

import { eventPaths } from '../model/paths'

export async function eventSearchDocuments(
  payload: Payload,
  locale: Locale,
  read?: SearchRead,
): Promise<SearchDocument[]> {
  const found = await payload.find({
    collection: 'events',
    locale,
    ...searchRead(read),
    select: {
      title: true,
      slug: true,
      startsAt: true,
      venue: true,
      category: true,
      description: true,
      lessons: true,
    },
  })
  return found.docs.flatMap((event) => {
    if (!event.slug) return []
    const category = typeof event.category === 'object' ? event.category?.title : null
    const lessons = (event.lessons ?? []).flatMap((lesson) => [lesson.title, lesson.content])
    const page = {
      id: event.id,
      url: eventPaths.event(event.slug, locale),
      title: event.title,
      date: event.startsAt,
    }
    const parts = [event.venue?.address, category, event.description, ...lessons]
    return [searchDocument('event', locale, page, parts)]
  })
}
