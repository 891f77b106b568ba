import { getPayloadClient } from '@/data/payload'
import { accountStrings, VerifyPage } from '@/features/accounts/app'

import { type LocalePageProps, localeMetadata, pageLocale } from '../../locale-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = localeMetadata((locale) => ({
  title: accountStrings(locale).verifyTitle,
  robots: { index: false },
}))

export default async function Verify({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale({ params })
  const { id, token } = await searchParams
  return <VerifyPage payload={await getPayloadClient()} locale={locale} id={id} token={token} />
}
