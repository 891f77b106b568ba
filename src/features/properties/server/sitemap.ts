/** The properties pages of the sitemap (site paths, localized by the sitemap). */
import type { Payload } from 'payload'

import type { SitemapPath } from '@/lib/sitemap/xml'

import { listPropertySlugs } from './queries'

export async function propertySitemapPaths(payload: Payload): Promise<SitemapPath[]> {
  const properties = await listPropertySlugs(payload)
  return properties.map((p) => ({ path: `/properties/${p.slug}`, lastModified: p.updatedAt }))
}
