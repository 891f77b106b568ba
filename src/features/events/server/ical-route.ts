/** `/events/{slug}.ics` and `/events/category/{slug}.ics` (rewritten to `/{locale}/ics/events/…`). */
import { isLocale } from '@/i18n/locales'
import type { GetPayload } from '@/lib/compat/request-context'
import { serverUrl } from '@/utilities/server-url'

import { eventStrings } from '../messages'
import { icalCalendar } from '../model/ical'
import { eventPaths } from '../model/paths'

import { findCategory, findEventBySlug, listEvents } from './queries'

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
/** A feed lists the category's upcoming events and the most recent past ones, this many at most. */
const FEED_LIMIT = 200

function notFound(): Response {
  return Response.json({ error: 'not_found' }, { status: 404 })
}

function calendar(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${filename}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}

export async function icalRoute(
  getPayload: GetPayload,
  localeParam: string,
  path: string[],
): Promise<Response> {
  if (!isLocale(localeParam)) return notFound()
  const locale = localeParam
  const origin = serverUrl()
  const host = new URL(origin).host
  const payload = await getPayload()
  if (path.length === 1 && SLUG.test(path[0]!)) {
    const event = await findEventBySlug(payload, path[0]!, locale)
    if (!event) return notFound()
    const url = `${origin}${eventPaths.event(path[0]!, locale)}`
    return calendar(icalCalendar(event.title, [{ event, url, host }]), path[0]!)
  }
  if (path.length === 2 && path[0] === 'category' && SLUG.test(path[1]!)) {
    const category = await findCategory(payload, path[1]!, locale)
    if (!category) return notFound()
    const list = await listEvents(payload, {
      locale,
      filter: 'all',
      category: path[1]!,
      offset: 0,
      limit: FEED_LIMIT,
    })
    const items = list.docs.map((event) => ({
      event,
      url: `${origin}${eventPaths.event(event.slug ?? String(event.id), locale)}`,
      host,
    }))
    const name = `${eventStrings(locale).events}: ${category.title}`
    return calendar(icalCalendar(name, items), `events-${path[1]}`)
  }
  return notFound()
}
