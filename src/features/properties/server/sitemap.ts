/** The properties pages of the sitemap (site paths, localized by the sitemap). */
import { getPayloadClient } from '@/data/payload'

import { listPropertySlugs } from './queries'

export async function propertySitemapPaths(): Promise<{ path: string; lastModified?: string }[]> {
  const properties = await listPropertySlugs(await getPayloadClient())
  return properties.map((p) => ({ path: `/properties/${p.slug}`, lastModified: p.updatedAt }))
}
