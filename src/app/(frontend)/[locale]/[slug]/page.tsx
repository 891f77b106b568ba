import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/i18n/locales'
import { PageView, pageMetadata } from '@/views/PageView'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return isLocale(locale) ? pageMetadata(slug, locale) : {}
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params
  // The home page lives at the locale root only.
  if (!isLocale(locale) || slug === 'home') notFound()
  return <PageView slug={slug} locale={locale} />
}
