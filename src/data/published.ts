import 'server-only'

import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Page, Post } from '@/payload-types'

import { getDraftViewer, getPayloadClient } from './payload'

type Publishable = 'pages' | 'posts'
type DocOf<C extends Publishable> = C extends 'pages' ? Page : Post

/** Visitors see published documents only. */
export const published: Where = { _status: { equals: 'published' } }

/**
 * A page or post by slug: the published version for visitors; in a signed-in editor's preview
 * (draft mode and a session) the latest draft, read with that editor's access.
 */
export async function findBySlug<C extends Publishable>(
  collection: C,
  slug: string,
  locale: Locale,
): Promise<DocOf<C> | null> {
  const viewer = await getDraftViewer()
  const draft = Boolean(viewer)
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    locale,
    draft,
    where: draft ? { slug: { equals: slug } } : { and: [{ slug: { equals: slug } }, published] },
    limit: 1,
    depth: 2,
    // Drafts are read as the editor (Payload's access rules decide), never with access overridden.
    overrideAccess: false,
    ...(viewer ? { user: viewer } : {}),
    pagination: false,
  })
  return (result.docs[0] as DocOf<C> | undefined) ?? null
}

/** Every published page's or post's slug and date, for the sitemap. */
export async function listPublishedSlugs(
  collection: Publishable,
): Promise<Array<{ slug: string; updatedAt: string }>> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    where: published,
    select: { slug: true, updatedAt: true },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return result.docs
    .map((d) => ({ slug: d.slug ?? '', updatedAt: d.updatedAt }))
    .filter((d) => d.slug)
}
