/** The portfolio pages of the sitemap (site paths, localized by the sitemap). */
import type { Payload } from 'payload'

import type { SitemapPath } from '@/lib/sitemap/xml'

import { listProjectSlugs } from './queries'

export async function portfolioSitemapPaths(payload: Payload): Promise<SitemapPath[]> {
  const projects = await listProjectSlugs(payload)
  return [
    { path: '/portfolio' },
    ...projects.map((p) => ({ path: `/portfolio/${p.slug}`, lastModified: p.updatedAt })),
  ]
}
