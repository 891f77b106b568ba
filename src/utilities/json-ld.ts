import type { Locale } from '@/i18n/locales'
import type { Post } from '@/payload-types'

import { sitePaths } from './paths'
import { serverUrl } from './server-url'

/** schema.org NewsArticle for a post, escaped so it can sit inside a <script> element. */
export function newsArticleJsonLd(post: Post, locale: Locale, publisher: string): string {
  const origin = serverUrl()
  const image = typeof post.heroImage === 'object' && post.heroImage ? post.heroImage : null
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title,
    description: post.excerpt ?? undefined,
    inLanguage: locale,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: `${origin}${sitePaths.post(post.slug ?? '', locale)}`,
    image: image?.url ? [`${origin}${image.sizes?.og?.url ?? image.url}`] : undefined,
    author: { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
