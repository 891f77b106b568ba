import { Styleguide, styleguideMetadata } from '@/views/Styleguide'

import { type LocalePageProps, localeMetadata, pageLocale } from '../locale-page'

// Fixtures point at the seeded documents: rendered per request, never prerendered at build.
export const dynamic = 'force-dynamic'

export const generateMetadata = localeMetadata((locale) => styleguideMetadata(locale))

export default async function Page({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale({ params })
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(await searchParams)) {
    for (const v of [value ?? []].flat()) search.append(name, v)
  }
  return <Styleguide locale={locale} search={search} />
}
