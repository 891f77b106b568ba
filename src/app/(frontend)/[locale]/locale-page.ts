import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale, type Locale } from '@/i18n/locales'

/** What Next hands a page below `[locale]`: its path's parameters and its query. */
export type LocalePageProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The page's locale; a path that names none is not found. */
export async function pageLocale({ params }: Pick<LocalePageProps, 'params'>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}

/** A page's `generateMetadata` from its locale alone (none where the path names no locale). */
export function localeMetadata(metadata: (locale: Locale) => Metadata | Promise<Metadata>) {
  return async ({ params }: Pick<LocalePageProps, 'params'>): Promise<Metadata> => {
    const { locale } = await params
    return isLocale(locale) ? metadata(locale) : {}
  }
}
