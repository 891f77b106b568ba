/** The events pages of the sitemap (site paths, localized by the sitemap). */
import type { Payload } from 'payload'

import type { SitemapPath } from '@/lib/sitemap/xml'

import { listEventSlugs } from './queries'

export async function eventSitemapPaths(payload: Payload): Promise<SitemapPath[]> {
  const events = await listEventSlugs(payload)
  return [
    { path: '/events' },
    ...events.map((e) => ({ path: `/events/${e.slug}`, lastModified: e.updatedAt })),
  ]
}
