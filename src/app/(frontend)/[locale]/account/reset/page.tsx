import { accountStrings, ResetPage } from '@/features/accounts/app'

import { type LocalePageProps, localeMetadata, pageLocale } from '../../locale-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = localeMetadata((locale) => ({
  title: accountStrings(locale).resetHeading,
  robots: { index: false },
}))

export default async function Reset({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale({ params })
  const { id, token, weak } = await searchParams
  return (
    <ResetPage
      locale={locale}
      id={typeof id === 'string' ? id : ''}
      token={typeof token === 'string' ? token : ''}
      weak={weak === '1'}
    />
  )
}
