import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPayloadClient } from '@/data/payload'
import { AccountPage, accountStatusOf, accountStrings } from '@/features/accounts/app'
import { isLocale } from '@/i18n/locales'

// Per visitor (the session cookie): never cached.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return { title: accountStrings(locale).accountTitle, robots: { index: false } }
}

export default async function Account({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const { status } = await searchParams
  return (
    <AccountPage
      payload={await getPayloadClient()}
      locale={locale}
      status={accountStatusOf(status)}
    />
  )
}
