import type { MetadataRoute } from 'next'

import { listCategories } from '@/data/posts'
import { listPublishedSlugs } from '@/data/published'
import { eventSitemapPaths } from '@/features/events/app'
import { localizePath, locales } from '@/i18n/locales'
import { serverUrl } from '@/utilities/server-url'

// Read at request time: the build never touches the database, so it serves any database.
export const dynamic = 'force-dynamic'

/** Every public page in both locales, each entry listing its other-language alternate. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = serverUrl()
  const [pages, posts, categories, events] = await Promise.all([
    listPublishedSlugs('pages'),
    listPublishedSlugs('posts'),
    listCategories('ka'),
    eventSitemapPaths(),
  ])
  const paths: Array<{ path: string; lastModified?: string }> = [
    ...pages.map((p) => ({
      path: p.slug === 'home' ? '/' : `/${p.slug}`,
      lastModified: p.updatedAt,
    })),
    { path: '/news' },
    ...categories.map((c) => ({ path: `/news/category/${c.slug}`, lastModified: c.updatedAt })),
    ...posts.map((p) => ({ path: `/news/${p.slug}`, lastModified: p.updatedAt })),
    ...events,
  ]
  return paths.flatMap(({ path, lastModified }) =>
    locales.map((locale) => ({
      url: `${origin}${localizePath(path, locale)}`,
      lastModified,
      alternates: {
        languages: Object.fromEntries(locales.map((l) => [l, `${origin}${localizePath(path, l)}`])),
      },
    })),
  )
}
