import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/i18n/locales'
import { Styleguide, styleguideMetadata } from '@/views/Styleguide'

// Fixtures point at the seeded documents: rendered per request, never prerendered at build.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? styleguideMetadata(locale) : {}
}

export default async function Page({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <Styleguide locale={locale} />
}
