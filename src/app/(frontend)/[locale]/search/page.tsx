import { getPayloadClient } from '@/data/payload'
import { searchMetadata, SearchView } from '@/features/search/app'

import { localeMetadata, type LocalePageProps, pageLocale } from '../locale-page'

// Every query is its own page: rendered per request, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = localeMetadata(searchMetadata)

export default async function SearchPage({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale({ params })
  return (
    <SearchView payload={await getPayloadClient()} locale={locale} search={await searchParams} />
  )
}
