import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/i18n/locales'
import { Styleguide, styleguideMetadata } from '@/views/Styleguide'

// Fixtures point at the seeded documents: rendered per request, never prerendered at build.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? styleguideMetadata(locale) : {}
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(await searchParams)) {
    for (const v of [value ?? []].flat()) search.append(name, v)
  }
  return <Styleguide locale={locale} search={search} />
}
