import Link from 'next/link'

import { NewsGrid } from '@/components/news/NewsGrid'
import { listPosts } from '@/data/posts'
import { getTranslator } from '@/i18n'
import type { NewsListBlock } from '@/payload-types'
import { sitePaths } from '@/utilities/paths'

import type { BlockProps } from '@/lib/block-kit/types'

export async function NewsListComponent({ block, locale }: BlockProps<NewsListBlock>) {
  const t = getTranslator(locale)
  const category = typeof block.category === 'object' ? block.category : null
  const categoryId = typeof block.category === 'number' ? block.category : category?.id
  const { docs } = await listPosts(locale, 1, { category: categoryId }, block.limit ?? 6)
  const moreHref = category?.slug
    ? sitePaths.category(category.slug, locale)
    : sitePaths.news(locale)
  return (
    <>
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <NewsGrid posts={docs} locale={locale} layout={block.layout ?? 'masonry'} headingLevel={3} />
      {block.showMoreLink ? (
        <p className="more-link">
          <Link href={moreHref} className="button button-secondary">
            {t('allNews')}
          </Link>
        </p>
      ) : null}
    </>
  )
}
