import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { getPayloadClient, isDraftMode } from './payload'

export const getPageBySlug = cache(async (slug: string, locale: Locale): Promise<Page | null> => {
  const draft = await isDraftMode()
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    locale,
    draft,
    where: draft
      ? { slug: { equals: slug } }
      : { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 2,
    overrideAccess: draft,
    pagination: false,
  })
  return result.docs[0] ?? null
})

export async function listAllPageSlugs(): Promise<Array<{ slug: string; updatedAt: string }>> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    select: { slug: true, updatedAt: true },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return result.docs
    .map((d) => ({ slug: d.slug ?? '', updatedAt: d.updatedAt }))
    .filter((d) => d.slug)
}
