/** Reading properties for their pages and the sitemap. */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

export async function findPropertyBySlug(
  payload: Payload,
  slug: string,
  locale: Locale,
): Promise<Property | null> {
  const found = await payload.find({
    collection: 'properties',
    where: { slug: { equals: slug } },
    locale,
    limit: 1,
    depth: 1,
  })
  return found.docs[0] ?? null
}

export async function listPropertySlugs(payload: Payload) {
  const found = await payload.find({
    collection: 'properties',
    depth: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
  })
  return found.docs.filter((d): d is typeof d & { slug: string } => Boolean(d.slug))
}
