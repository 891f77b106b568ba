import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { getPageBySlug } from '@/data/pages'
import { isLocale } from '@/i18n/locales'
import { sitePaths } from '@/utilities/paths'
import { PageView, pageMetadata } from '@/views/PageView'

/**
 * A page with a loop grid's filters or page in its address, rendered per request from the query
 * (next.config.ts sends such addresses here; the plain page stays static and cached). Visitors
 * never see this path: the address stays `/{slug}?e-filter-…`.
 */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string; slug?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

function pageSlug(slug: string[] | undefined): string | null {
  if (!slug?.length) return 'home'
  return slug.length === 1 && slug[0] !== 'home' ? slug[0]! : null
}

function toSearch(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      search.append(name, v)
    }
  }
  return search
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const page = pageSlug(slug)
  if (!isLocale(locale) || !page) return {}
  // The canonical address is the unfiltered page's (pageMetadata's path).
  return pageMetadata(page, locale)
}

export default async function LoopView({ params, searchParams }: Props) {
  const { locale, slug } = await params
  const page = pageSlug(slug)
  if (!isLocale(locale) || !page) notFound()
  const search = toSearch(await searchParams)
  // Another route of one segment (/news, /events…) has no loop grid: the same address without
  // the grid parameters, which that route serves.
  if (!(await getPageBySlug(page, locale))) {
    const rest = new URLSearchParams(
      [...search].filter(([name]) => !name.startsWith('e-filter-') && !name.startsWith('e-page-')),
    )
    redirect(sitePaths.page(page, locale) + (rest.size ? `?${rest}` : ''))
  }
  return <PageView slug={page} locale={locale} search={search} />
}
