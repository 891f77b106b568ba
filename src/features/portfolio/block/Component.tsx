import type { BlockProps } from '@/lib/block-kit/types'
import type { PortfolioGridBlock } from '@/payload-types'

import { ProjectCards } from '../components/ProjectCard'
import { LoadMorePortfolio } from '../components/LoadMorePortfolio.lazy'
import { portfolioStrings } from '../messages'
import { MAX_LOAD_BY } from '../model/constants'
import { portfolioPaths } from '../model/paths'
import { listProjects } from '../server/queries'
import '../portfolio.css'

/**
 * The portfolio grid block: the newest projects (of one category, or all) as the list's cards,
 * and the load-more button (its script loads only on pages with this block; without JavaScript
 * it is a link to the list's second page).
 */
export async function PortfolioGridComponent({
  block,
  locale,
  site,
  index,
}: BlockProps<PortfolioGridBlock>) {
  const s = portfolioStrings(locale)
  const category = typeof block.category === 'object' && block.category ? block.category : null
  const categorySlug = category?.slug ?? 'all'
  const limit = Math.min(Math.max(Math.trunc(block.limit ?? 6), 1), MAX_LOAD_BY)
  const list = await listProjects(site.payload, {
    locale,
    category: categorySlug,
    offset: 0,
    limit,
  })
  const listId = `portfolio-grid-${block.id ?? index}`
  return (
    <>
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      {list.docs.length ? (
        <ProjectCards
          projects={list.docs}
          locale={locale}
          id={listId}
          headingLevel={block.heading ? 3 : 2}
        />
      ) : (
        <p className="empty">{s.noProjects}</p>
      )}
      {block.loadMore !== false && list.docs.length < list.totalDocs ? (
        <LoadMorePortfolio
          listId={listId}
          href={portfolioPaths.list(locale, { category: categorySlug, page: 2 })}
          page={1}
          loadBy={limit}
          category={categorySlug}
          locale={locale}
        />
      ) : null}
    </>
  )
}
