import type { Metadata } from 'next'

import { getTranslator } from '@/i18n'
import { localizePath, locales, type Locale } from '@/i18n/locales'
import type { Media, SeoMeta } from '@/payload-types'

import { sitePaths } from './paths'

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

/**
 * The locale's RSS feed for feed readers' autodiscovery. Every page's `alternates` replaces the
 * layout's whole `alternates` (Next merges metadata one key deep), so each page repeats it.
 */
export function feedAlternate(locale: Locale) {
  return {
    'application/rss+xml': [{ url: sitePaths.feed(locale), title: getTranslator(locale)('rss') }],
  }
}

/** Title, description, canonical, language and feed alternates, and OpenGraph for one page. */
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
      types: feedAlternate(locale),
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
