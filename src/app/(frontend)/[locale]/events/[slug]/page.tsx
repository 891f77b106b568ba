import { notFound } from 'next/navigation'

import { getPayloadClient } from '@/data/payload'
import { EventPage, eventPageMetadata, type EventSearch } from '@/features/events/app'
import { isLocale } from '@/i18n/locales'
import { pagePopupsSlot } from '@/views/PagePopups'

type Props = {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<EventSearch>
}

// Attendance changes with every join, and the join form carries a fresh signed start time.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params
  return eventPageMetadata(await getPayloadClient(), locale, slug)
}

export default async function EventRoute({ params, searchParams }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  return (
    <EventPage
      payload={await getPayloadClient()}
      locale={locale}
      slug={slug}
      search={await searchParams}
      popups={pagePopupsSlot(locale)}
    />
  )
}
