import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { NewsGrid } from '@/components/news/NewsGrid'
import { Pagination } from '@/components/news/Pagination'
import { getCategoryBySlug, getTagBySlug, listCategories, listPosts } from '@/data/posts'
import { getTranslator } from '@/i18n'
import { isLocale, type Locale } from '@/i18n/locales'
import { buildMetadata } from '@/utilities/metadata'
import { sitePaths } from '@/utilities/paths'
import { PagePopups } from '@/views/PagePopups'

export type ListingKind = 'all' | 'category' | 'tag'

interface ListingParams {
  locale: string
  slug?: string
  page?: string
}

/** Page numbers come from the URL: only positive integers without leading zeros are pages. */
export function parsePageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1
  return /^[1-9]\d{0,4}$/.test(value) ? Number(value) : null
}

async function resolveListing(kind: ListingKind, params: ListingParams) {
  const { locale, slug } = params
  const page = parsePageNumber(params.page)
  if (!isLocale(locale) || page === null) return null
  const t = getTranslator(locale)
  if (kind === 'all') {
    return {
      locale,
      page,
      title: t('news'),
      description: t('newsIntro'),
      filter: {},
      path: (n: number) => sitePaths.news(locale, n),
    }
  }
  const term =
    kind === 'category'
      ? await getCategoryBySlug(slug ?? '', locale)
      : await getTagBySlug(slug ?? '', locale)
  if (!term) return null
  const description =
    'description' in term && typeof term.description === 'string'
      ? term.description
      : t('newsIntro')
  return {
    locale,
    page,
    title: term.title,
    description,
    filter: kind === 'category' ? { category: term.id } : { tag: term.id },
    path: (n: number) =>
      kind === 'category'
        ? sitePaths.category(term.slug ?? '', locale, n)
        : sitePaths.tag(term.slug ?? '', locale, n),
  }
}

function stripLocale(path: string, locale: Locale): string {
  return locale === 'ka' ? path : path.slice(locale.length + 1) || '/'
}

export async function newsListingMetadata(
  kind: ListingKind,
  params: Promise<ListingParams>,
): Promise<Metadata> {
  const listing = await resolveListing(kind, await params)
  if (!listing) return {}
  const t = getTranslator(listing.locale)
  const title =
    listing.page > 1 ? `${listing.title} · ${t('pageN', { n: listing.page })}` : listing.title
  return buildMetadata({
    locale: listing.locale,
    path: stripLocale(listing.path(listing.page), listing.locale),
    title,
    description: listing.description,
  })
}

export async function NewsListing({
  kind,
  params,
}: {
  kind: ListingKind
  params: Promise<ListingParams>
}) {
  const listing = await resolveListing(kind, await params)
  if (!listing) notFound()
  const { locale, page } = listing
  const t = getTranslator(locale)
  const [result, categories] = await Promise.all([
    listPosts(locale, page, listing.filter),
    listCategories(locale),
  ])
  if (page > result.totalPages) notFound()
  return (
    <>
      <div className="container news-listing">
        <header className="page-header">
          <p className="eyebrow">
            {kind === 'all' ? t('news') : kind === 'category' ? t('category') : t('tag')}
          </p>
          <h1>{listing.title}</h1>
          <p className="lead">{listing.description}</p>
          {page > 1 ? (
            <p className="muted">{t('pageOf', { n: page, total: result.totalPages })}</p>
          ) : null}
        </header>
        <nav aria-label={t('categories')} className="category-nav">
          <ul role="list">
            <li>
              <Link
                href={sitePaths.news(locale)}
                prefetch={false}
                aria-current={kind === 'all' ? 'page' : undefined}
              >
                {t('allNews')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  href={sitePaths.category(c.slug ?? '', locale)}
                  prefetch={false}
                  aria-current={
                    kind === 'category' && c.id === listing.filter.category ? 'page' : undefined
                  }
                >
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsGrid posts={result.docs} locale={locale} layout="masonry" headingLevel={2} />
        <Pagination
          page={page}
          totalPages={result.totalPages}
          locale={locale}
          hrefFor={listing.path}
        />
      </div>
      <PagePopups locale={locale} path={listing.path(page)} />
    </>
  )
}
