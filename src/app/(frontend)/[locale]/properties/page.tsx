import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/i18n/locales'
import { PageView, pageMetadata } from '@/views/PageView'

// `/properties` is the editors' page of that slug (its loop grid and filters); the folder exists
// for `/properties/{slug}`, so the page is mounted here as `[slug]` mounts the others.
type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? pageMetadata('properties', locale) : {}
}

export default async function PropertiesPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <PageView slug="properties" locale={locale} />
}
