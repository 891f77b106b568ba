import { notFound } from 'next/navigation'

import { getPayloadClient } from '@/data/payload'
import { EventsListing, eventsListingMetadata, type ListingSearch } from '@/features/events/app'
import { isLocale } from '@/i18n/locales'
import { PagePopups } from '@/views/PagePopups'
import { eventPaths } from '@/features/events/model/paths'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<ListingSearch> }

// Attendance changes with every join: rendered per request.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props) {
  return eventsListingMetadata((await params).locale)
}

export default async function EventsPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return (
    <>
      <EventsListing
        payload={await getPayloadClient()}
        locale={locale}
        search={await searchParams}
      />
      <PagePopups locale={locale} path={eventPaths.list(locale)} />
    </>
  )
}
