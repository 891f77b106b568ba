/** The events pages of the sitemap (site paths, localized by the sitemap). */
import { getPayloadClient } from '@/data/payload'

import { listEventSlugs } from './queries'

export async function eventSitemapPaths(): Promise<{ path: string; lastModified?: string }[]> {
  const events = await listEventSlugs(await getPayloadClient())
  return [
    { path: '/events' },
    ...events.map((e) => ({ path: `/events/${e.slug}`, lastModified: e.updatedAt })),
  ]
}
