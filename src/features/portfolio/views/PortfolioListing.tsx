/**
 * `/portfolio` and `/en/portfolio`: the completed projects, newest first, the category links
 * (`?category=<slug>`) and a load-more link to the next page (`?page=N`) that the script turns
 * into `stm_ajax_load_portfolio` calls. Server components only; every link works without
 * JavaScript.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { buildMetadata } from '@/utilities/metadata'

import { ProjectCards } from '../components/ProjectCard'
import { LoadMorePortfolio } from '../components/LoadMorePortfolio.lazy'
import { portfolioStrings } from '../messages'
import { PORTFOLIO_PER_PAGE } from '../model/constants'
import { readPortfolioListing, type ListingSearch } from '../model/params'
import { portfolioPaths } from '../model/paths'
import { listPortfolioCategories, listProjects } from '../server/queries'
import '../portfolio.css'

export type { ListingSearch as PortfolioSearch }

/** The list's element id: the load-more script appends to it. */
const LIST_ID = 'portfolio-list'

export async function portfolioListingMetadata(
  payload: Payload,
  locale: string,
  search: ListingSearch,
): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const s = portfolioStrings(locale)
  const { category, page } = readPortfolioListing(search)
  const categories = category === 'all' ? [] : await listPortfolioCategories(payload, locale)
  const chosen = categories.find((c) => c.slug === category)
  const query = new URLSearchParams()
  if (chosen) query.set('category', category)
  if (page > 1) query.set('page', String(page))
  const title = [chosen?.title, s.portfolio, page > 1 ? s.pageOf(page) : null]
    .filter(Boolean)
    .join(' · ')
  return buildMetadata({
    locale,
    path: query.size ? `/portfolio?${query}` : '/portfolio',
    title,
    description: s.portfolioIntro,
  })
}

export async function PortfolioListing({
  payload,
  locale,
  search,
}: {
  payload: Payload
  locale: Locale
  search: ListingSearch
}) {
  const { category, page } = readPortfolioListing(search)
  const s = portfolioStrings(locale)
  const [list, categories] = await Promise.all([
    listProjects(payload, {
      locale,
      category,
      offset: (page - 1) * PORTFOLIO_PER_PAGE,
      limit: PORTFOLIO_PER_PAGE,
    }),
    listPortfolioCategories(payload, locale),
  ])
  if (!list.categoryFound) notFound()
  // A page past the last one is no page of the list.
  if (page > 1 && !list.docs.length) notFound()
  const shown = (page - 1) * PORTFOLIO_PER_PAGE + list.docs.length
  const more = shown < list.totalDocs
  const chosen = categories.find((c) => c.slug === category)
  return (
    <div className="container portfolio-listing">
      <header className="page-header">
        <h1>{chosen ? `${s.portfolio}: ${chosen.title}` : s.portfolio}</h1>
        <p className="lead">{s.portfolioIntro}</p>
      </header>
      <nav aria-label={s.categories} className="category-nav">
        <ul role="list">
          <li>
            <a
              href={portfolioPaths.list(locale)}
              aria-current={category === 'all' ? 'page' : undefined}
            >
              {s.allCategories}
            </a>
          </li>
          {categories.map((c) =>
            c.slug ? (
              <li key={c.id}>
                <a
                  href={portfolioPaths.list(locale, { category: c.slug })}
                  aria-current={c.slug === category ? 'page' : undefined}
                >
                  {c.title}
                </a>
              </li>
            ) : null,
          )}
        </ul>
      </nav>
      {list.docs.length ? (
        <ProjectCards projects={list.docs} locale={locale} id={LIST_ID} />
      ) : (
        <p className="empty">{s.noProjects}</p>
      )}
      {more ? (
        <LoadMorePortfolio
          listId={LIST_ID}
          href={portfolioPaths.list(locale, { category, page: page + 1 })}
          page={page}
          loadBy={PORTFOLIO_PER_PAGE}
          category={category}
          locale={locale}
        />
      ) : null}
    </div>
  )
}
