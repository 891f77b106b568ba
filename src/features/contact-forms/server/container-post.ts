/**
 * Contact Form 7's container post: the page a form was sent from (`_wpcf7_container_post`), whose
 * name, title and address fill `[_post_name]`, `[_post_title]` and `[_post_url]` (CF7 empties
 * them when no post matches). WordPress numbers every post in one sequence; here a page and a
 * property listing (whose page embeds the enquiry form) may share an id, so the address the
 * submission came from (the Referer) says which one is meant; without it, an id only one of them
 * has.
 */
import type { Payload } from 'payload'

import { propertyPaths } from '@/features/properties/model/paths'
import type { Locale } from '@/i18n/locales'
import { sitePaths } from '@/utilities/paths'
import { serverUrl } from '@/utilities/server-url'

export interface ContainerPost {
  id: number
  /** The slug (`[_post_name]`). */
  name: string
  title: string
  /** Absolute, like WordPress's permalink. */
  url: string
}

function pathOf(pageUrl: string | null | undefined): string | null {
  if (!pageUrl) return null
  try {
    const path = decodeURI(new URL(pageUrl, 'http://site.invalid').pathname)
    return path.length > 1 ? path.replace(/\/+$/, '') : path
  } catch {
    return null
  }
}

export async function findContainerPost(
  payload: Payload,
  id: number | null | undefined,
  pageUrl: string | null | undefined,
  locale: Locale,
): Promise<ContainerPost | null> {
  if (!id) return null
  // The published page or listing of that id (the two collections number their ids apart).
  const published = <T extends 'pages' | 'properties'>(collection: T) =>
    payload.find({
      collection,
      where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
      locale,
      depth: 0,
      limit: 1,
      pagination: false,
      select: { title: true, slug: true },
    })
  const [pages, properties] = await Promise.all([published('pages'), published('properties')])
  const candidates: (ContainerPost & { path: string })[] = []
  const page = pages.docs[0]
  if (page?.slug) {
    const path = sitePaths.page(page.slug, locale)
    candidates.push({ id, name: page.slug, title: page.title, url: serverUrl() + path, path })
  }
  const property = properties.docs[0]
  if (property?.slug) {
    const path = propertyPaths.property(property.slug, locale)
    candidates.push({
      id,
      name: property.slug,
      title: property.title,
      url: serverUrl() + path,
      path,
    })
  }
  const from = pathOf(pageUrl)
  const chosen =
    candidates.find((c) => c.path === from) ?? (candidates.length === 1 ? candidates[0] : null)
  return chosen ? { id: chosen.id, name: chosen.name, title: chosen.title, url: chosen.url } : null
}
