import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { accountStrings, ResetPage } from '@/features/accounts/app'
import { isLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return { title: accountStrings(locale).resetHeading, robots: { index: false } }
}

export default async function Reset({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const { id, token, weak } = await searchParams
  return (
    <ResetPage
      locale={locale}
      id={typeof id === 'string' ? id : ''}
      token={typeof token === 'string' ? token : ''}
      weak={weak === '1'}
    />
  )
}
