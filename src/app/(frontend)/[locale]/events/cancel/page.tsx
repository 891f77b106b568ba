import { notFound } from 'next/navigation'

import { CancelPage, type CancelSearch } from '@/features/events/app'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<CancelSearch> }

export const dynamic = 'force-dynamic'
export const metadata = { robots: { index: false } }

export default async function EventCancelRoute({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <CancelPage locale={locale} search={await searchParams} />
}
