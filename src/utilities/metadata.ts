import type { Metadata } from 'next'

import { localizePath, locales, type Locale } from '@/i18n/locales'
import type { Media, SeoMeta } from '@/payload-types'

interface Args {
  locale: Locale
  /** The site path without locale prefix, e.g. /news/slug. */
  path: string
  title: string
  description?: string | null
  meta?: SeoMeta | null
  image?: Media | number | null
  type?: 'website' | 'article'
  publishedTime?: string | null
}

/** Title, description, canonical and language alternates, and OpenGraph for one page. */
export function buildMetadata({
  locale,
  path,
  title,
  description,
  meta,
  image,
  type = 'website',
  publishedTime,
}: Args): Metadata {
  const ogMedia =
    (typeof meta?.image === 'object' && meta.image) || (typeof image === 'object' && image) || null
  const ogImage = ogMedia ? (ogMedia.sizes?.og?.url ?? ogMedia.url) : null
  const finalTitle = meta?.title || title
  const finalDescription = meta?.description || description || undefined
  const languages = Object.fromEntries(locales.map((l) => [l, localizePath(path, l)]))
  return {
    title: finalTitle,
    description: finalDescription,
    alternates: {
      canonical: localizePath(path, locale),
      languages: { ...languages, 'x-default': localizePath(path, 'ka') },
    },
    openGraph: {
      title: finalTitle,
      description: finalDescription,
      type,
      url: localizePath(path, locale),
      ...(publishedTime ? { publishedTime } : {}),
      ...(ogImage
        ? { images: [{ url: ogImage, width: 1200, height: 630, alt: ogMedia?.alt ?? '' }] }
        : {}),
    },
    twitter: { card: ogImage ? 'summary_large_image' : 'summary' },
  }
}
