import { notFound } from 'next/navigation'

import { ConfirmPage, type ConfirmSearch } from '@/features/events/app'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<ConfirmSearch> }

export const dynamic = 'force-dynamic'
export const metadata = { robots: { index: false } }

export default async function EventConfirmRoute({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <ConfirmPage locale={locale} search={await searchParams} />
}
