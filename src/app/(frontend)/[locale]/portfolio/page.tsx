import { notFound } from 'next/navigation'

import { getPayloadClient } from '@/data/payload'
import {
  PortfolioListing,
  portfolioListingMetadata,
  type PortfolioSearch,
} from '@/features/portfolio/app'
import { portfolioPaths } from '@/features/portfolio/model/paths'
import { isLocale } from '@/i18n/locales'
import { PagePopups } from '@/views/PagePopups'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PortfolioSearch> }

// Its category and page are in the query string (`?category=…&page=…`): rendered per request, as
// `/events` is (a prerendered route may not read searchParams: it answered 500 in production).
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props) {
  return portfolioListingMetadata(
    await getPayloadClient(),
    (await params).locale,
    await searchParams,
  )
}

export default async function PortfolioPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return (
    <>
      <PortfolioListing
        payload={await getPayloadClient()}
        locale={locale}
        search={await searchParams}
      />
      <PagePopups locale={locale} path={portfolioPaths.list(locale)} />
    </>
  )
}
