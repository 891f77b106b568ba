import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPayloadClient } from '@/data/payload'
import { accountStrings, VerifyPage } from '@/features/accounts/app'
import { isLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return { title: accountStrings(locale).verifyTitle, robots: { index: false } }
}

export default async function Verify({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const { id, token } = await searchParams
  return <VerifyPage payload={await getPayloadClient()} locale={locale} id={id} token={token} />
}
