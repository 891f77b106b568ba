import { getPayloadClient } from '@/data/payload'
import { ResultPage, noticeMetadata } from '@/features/newsletter/app'

import { type LocalePageProps, localeMetadata, pageLocale } from '../../locale-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = localeMetadata((locale) => noticeMetadata(locale, 'resultTitle'))

export default async function Page({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale({ params })
  return (
    <ResultPage payload={await getPayloadClient()} locale={locale} query={await searchParams} />
  )
}
