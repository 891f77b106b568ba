import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Category, Post, Tag } from '@/payload-types'
import { NEWS_PAGE_SIZE } from '@/shared/constants'

import { getPayloadClient, isDraftMode } from './payload'

/** The fields a news card needs; keeps list queries light. */
const cardSelect = {
  title: true,
  slug: true,
  excerpt: true,
  heroImage: true,
  publishedAt: true,
  categories: true,
} as const

export type PostCard = Pick<
  Post,
  'id' | 'title' | 'slug' | 'excerpt' | 'heroImage' | 'publishedAt' | 'categories'
>

export interface PostPage {
  docs: PostCard[]
  page: number
  totalPages: number
  totalDocs: number
}

const published: Where = { _status: { equals: 'published' } }

export const listPosts = cache(
  async (
    locale: Locale,
    page = 1,
    filter: { category?: number; tag?: number; excludeId?: number } = {},
    limit = NEWS_PAGE_SIZE,
  ): Promise<PostPage> => {
    const payload = await getPayloadClient()
    const and: Where[] = [published]
    if (filter.category) and.push({ categories: { in: [filter.category] } })
    if (filter.tag) and.push({ tags: { in: [filter.tag] } })
    if (filter.excludeId) and.push({ id: { not_equals: filter.excludeId } })
    const result = await payload.find({
      collection: 'posts',
      locale,
      where: { and },
      sort: '-publishedAt',
      page,
      limit,
      depth: 1,
      select: cardSelect,
      overrideAccess: false,
    })
    return {
      docs: result.docs as PostCard[],
      page: result.page ?? page,
      totalPages: Math.max(result.totalPages, 1),
      totalDocs: result.totalDocs,
    }
  },
)

export const getPostBySlug = cache(async (slug: string, locale: Locale): Promise<Post | null> => {
  const draft = await isDraftMode()
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'posts',
    locale,
    draft,
    where: draft ? { slug: { equals: slug } } : { and: [{ slug: { equals: slug } }, published] },
    limit: 1,
    depth: 2,
    overrideAccess: draft,
    pagination: false,
  })
  return result.docs[0] ?? null
})

async function findTermBySlug<T extends 'categories' | 'tags'>(
  collection: T,
  slug: string,
  locale: Locale,
) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    locale,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return result.docs[0] ?? null
}

export const getCategoryBySlug = cache(
  (slug: string, locale: Locale) =>
    findTermBySlug('categories', slug, locale) as Promise<Category | null>,
)
export const getTagBySlug = cache(
  (slug: string, locale: Locale) => findTermBySlug('tags', slug, locale) as Promise<Tag | null>,
)

export const listCategories = cache(async (locale: Locale): Promise<Category[]> => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'categories',
    locale,
    limit: 100,
    depth: 0,
    sort: 'title',
    pagination: false,
  })
  return result.docs
})

/** Every published post's slug and date, for the sitemap and the feed. */
export async function listAllPostSlugs(): Promise<Array<{ slug: string; updatedAt: string }>> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'posts',
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
