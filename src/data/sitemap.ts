import 'server-only'

import { listCategories } from '@/data/posts'
import { listPublishedSlugs } from '@/data/published'
import { locales } from '@/i18n/locales'
import {
  pathsOfPart,
  sitemapIndexXml,
  sitemapParts,
  urlsetXml,
  type SitemapPath,
} from '@/lib/sitemap/xml'
import { serverUrl } from '@/utilities/server-url'

/** The public pages of the features (events, properties…): the app's route hands them over. */
export type MorePaths = () => Promise<SitemapPath[]>

/** Every public page's path (each is listed in every locale, with its alternates). */
export async function sitemapPaths(more: MorePaths): Promise<SitemapPath[]> {
  const [pages, posts, categories, features] = await Promise.all([
    listPublishedSlugs('pages'),
    listPublishedSlugs('posts'),
    listCategories('ka'),
    more(),
  ])
  return [
    ...pages.map((p) => ({
      path: p.slug === 'home' ? '/' : `/${p.slug}`,
      lastModified: p.updatedAt,
    })),
    { path: '/news' },
    ...categories.map((c) => ({ path: `/news/category/${c.slug}`, lastModified: c.updatedAt })),
    ...posts.map((p) => ({ path: `/news/${p.slug}`, lastModified: p.updatedAt })),
    ...features,
  ]
}

const xml = (body: string) =>
  new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      // Shareable: the front's page cache keeps it (up to its size limit) until a publish purges it.
      'cache-control': 'public, max-age=0, s-maxage=3600, must-revalidate',
    },
  })

/** `/sitemap.xml`: the whole sitemap, or an index of its parts past 50,000 addresses. */
export async function sitemapResponse(more: MorePaths): Promise<Response> {
  const paths = await sitemapPaths(more)
  const parts = sitemapParts(paths.length, locales.length)
  return xml(
    parts > 1 ? sitemapIndexXml(parts, serverUrl()) : urlsetXml(paths, serverUrl(), locales),
  )
}

/** `/sitemap-{n}.xml`: part n of a sitemap index (404 past the last part). */
export async function sitemapPartResponse(part: number, more: MorePaths): Promise<Response> {
  const paths = await sitemapPaths(more)
  const parts = sitemapParts(paths.length, locales.length)
  if (!Number.isSafeInteger(part) || part < 1 || part > parts)
    return new Response('Not found', { status: 404 })
  return xml(urlsetXml(pathsOfPart(paths, part, locales.length), serverUrl(), locales))
}
