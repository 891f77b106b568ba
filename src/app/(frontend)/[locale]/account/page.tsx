import { getPayloadClient } from '@/data/payload'
import { AccountPage, accountStatusOf, accountStrings } from '@/features/accounts/app'

import { type LocalePageProps, localeMetadata, pageLocale } from '../locale-page'

// Per visitor (the session cookie): never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = localeMetadata((locale) => ({
  title: accountStrings(locale).accountTitle,
  robots: { index: false },
}))

export default async function Account({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale({ params })
  const { status } = await searchParams
  return (
    <AccountPage
      payload={await getPayloadClient()}
      locale={locale}
      status={accountStatusOf(status)}
    />
  )
}
