import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPayloadClient } from '@/data/payload'
import { isLocale } from '@/i18n/locales'
import { UnsubscribePage, noticeMetadata } from '@/features/newsletter/app'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? noticeMetadata(locale, 'unsubscribeTitle') : {}
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return (
    <UnsubscribePage
      payload={await getPayloadClient()}
      locale={locale}
      query={await searchParams}
    />
  )
}
