import type { Metadata } from 'next'

import { isLocale } from '@/i18n/locales'
import { PageView, pageMetadata } from '@/views/PageView'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? pageMetadata('home', locale) : {}
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) return null
  return <PageView slug="home" locale={locale} />
}
