import type { CollectionSlug, Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

/** The id of the first document of a collection (the seeded one a fixture points at), if any. */
export async function firstId(
  payload: Payload,
  collection: CollectionSlug,
): Promise<number | null> {
  const found = await payload.find({
    collection,
    limit: 1,
    depth: 0,
    sort: 'id',
    pagination: false,
  })
  const id = found.docs[0]?.id
  return typeof id === 'number' ? id : null
}

/**
 * Seeded images as documents (what an image field holds once a page is read with its relations),
 * one per file-name stem asked for, in that order: `['batumi-seaside-market-overview']` finds
 * `batumi-seaside-market-overview.webp`. A stem with no image takes one not used yet, so the
 * examples still render on a database seeded differently; none at all gives an empty list.
 */
export async function seededImages(
  payload: Payload,
  locale: Locale,
  stems: readonly string[],
): Promise<Media[]> {
  const { docs } = await payload.find({
    collection: 'media',
    locale,
    depth: 0,
    sort: 'id',
    pagination: false,
    limit: 500,
    where: { mimeType: { like: 'image/' } },
  })
  if (docs.length === 0) return []
  const stemOf = (doc: Media) => (doc.filename ?? '').replace(/\.[^.]+$/, '')
  const picked = stems.map((stem) => docs.find((doc) => stemOf(doc) === stem) ?? null)
  const spare = docs.filter((doc) => !picked.includes(doc))
  return picked.map((doc, i) => doc ?? spare[i % spare.length] ?? docs[i % docs.length]!)
}
