/** The event pages as site search reads them: title, then venue, category, description, lessons. */
import type { Payload } from 'payload'

import type { SearchDocument } from '@/features/feature'
import type { Locale } from '@/i18n/locales'

import { eventPaths } from '../model/paths'

export async function eventSearchDocuments(
  payload: Payload,
  locale: Locale,
): Promise<SearchDocument[]> {
  const found = await payload.find({
    collection: 'events',
    locale,
    depth: 1,
    pagination: false,
    select: {
      title: true,
      slug: true,
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
    const text = [event.venue?.address, category, event.description, ...lessons]
      .filter((part): part is string => Boolean(part))
      .join('\n')
    return [
      {
        url: eventPaths.event(event.slug, locale),
        title: event.title,
        text,
        locale,
        kind: 'event',
      },
    ]
  })
}
