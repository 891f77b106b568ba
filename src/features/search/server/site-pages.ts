/**
 * The core's public pages as site search reads them: news posts (title, excerpt, text) and pages
 * (title, SEO description, the words of their blocks). Published documents only.
 */
import type { Payload } from 'payload'

import {
  type SearchDocument,
  searchDocument,
  type SearchRead,
  searchRead,
} from '@/features/feature'
import type { Locale } from '@/i18n/locales'
import { sitePaths } from '@/utilities/paths'

import { blocksText, lexicalText } from '../model/readable-text'

const published = { _status: { equals: 'published' } } as const

export async function postSearchDocuments(
  payload: Payload,
  locale: Locale,
  read?: SearchRead,
): Promise<SearchDocument[]> {
  const found = await payload.find({
    collection: 'posts',
    locale,
    ...searchRead(read, published),
    depth: 0,
    select: { title: true, slug: true, excerpt: true, content: true, publishedAt: true },
  })
  return found.docs.flatMap((post) => {
    if (!post.slug) return []
    const page = {
      id: post.id,
      url: sitePaths.post(post.slug, locale),
      title: post.title,
      date: post.publishedAt,
    }
    return [searchDocument('news', locale, page, [post.excerpt, lexicalText(post.content)])]
  })
}

export async function pageSearchDocuments(
  payload: Payload,
  locale: Locale,
  read?: SearchRead,
): Promise<SearchDocument[]> {
  const found = await payload.find({
    collection: 'pages',
    locale,
    ...searchRead(read, published),
    depth: 0,
    select: { title: true, slug: true, meta: true, layout: true, updatedAt: true },
  })
  return found.docs.flatMap((doc) => {
    if (!doc.slug) return []
    const page = {
      id: doc.id,
      url: sitePaths.page(doc.slug, locale),
      title: doc.title,
      date: doc.updatedAt,
    }
    return [searchDocument('page', locale, page, [doc.meta?.description, blocksText(doc.layout)])]
  })
}
