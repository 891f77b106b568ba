import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Category, Post, Tag } from '@/payload-types'
import { NEWS_PAGE_SIZE } from '@/shared/constants'

import { getPayloadClient } from './payload'
import { findBySlug, published } from './published'

/** The fields a news card needs; keeps list queries light. */
const cardSelect = {
  title: true,
  slug: true,
  excerpt: true,
  heroImage: true,
  publishedAt: true,
  categories: true,
} as const

/** A post as the list queries read it: what a news card shows (components/news/post-card.ts). */
type PostCardRow = Pick<Post, 'id' | keyof typeof cardSelect>

export interface PostPage {
  docs: PostCardRow[]
  page: number
  totalPages: number
  totalDocs: number
}

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
      docs: result.docs as PostCardRow[],
      page: result.page ?? page,
      totalPages: Math.max(result.totalPages, 1),
      totalDocs: result.totalDocs,
    }
  },
)

export const getPostBySlug = cache((slug: string, locale: Locale) =>
  findBySlug('posts', slug, locale),
)

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
