import { getPayloadClient } from '@/data/payload'
import { searchMetadata, SearchView } from '@/features/search/app'
import { localizePath } from '@/i18n/locales'
import { PagePopups } from '@/views/PagePopups'

import { localeMetadata, type LocalePageProps, pageLocale } from '../locale-page'

// Every query is its own page, rendered per request; the front's page cache keeps a visitor's
// search without a session by its query (src/features/search/server/page-query.ts).
export const dynamic = 'force-dynamic'

export const generateMetadata = localeMetadata(searchMetadata)

export default async function SearchPage({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale({ params })
  return (
    <>
      <SearchView payload={await getPayloadClient()} locale={locale} search={await searchParams} />
      <PagePopups locale={locale} path={localizePath('/search', locale)} />
    </>
  )
}
