import type { CSSProperties } from 'react'
import Link from 'next/link'

import type { PostCard } from '@/data/posts'
import { formatDate, getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'
import { sitePaths } from '@/utilities/paths'

import { NEWS_MASONRY_GUTTER_PX } from '@/shared/constants'

import { MediaImage } from '../MediaImage'
import { NewsMasonry } from './NewsMasonry.lazy'

interface Props {
  posts: PostCard[]
  locale: Locale
  layout?: 'grid' | 'masonry'
  /** Card titles: level 2 on listing pages, 3 under a section heading. */
  headingLevel?: 2 | 3
}

export function NewsGrid({ posts, locale, layout = 'grid', headingLevel = 2 }: Props) {
  const t = getTranslator(locale)
  if (!posts.length) return <p className="empty">{t('noPosts')}</p>
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // The gutter comes from the one constant; CSS columns place the cards before any script runs.
  const style =
    layout === 'masonry'
      ? ({ '--masonry-gutter': `${NEWS_MASONRY_GUTTER_PX}px` } as CSSProperties)
      : undefined
  const list = (
    <ul className={`news-grid news-${layout}`} role="list" style={style}>
      {posts.map((post, i) => {
        const href = sitePaths.post(post.slug ?? '', locale)
        const category = post.categories?.find((c) => typeof c === 'object')
        return (
          <li key={post.id} className="news-card">
            <article>
              <MediaImage
                media={post.heroImage}
                size="card"
                sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 400px"
                className="news-card-image"
                priority={i === 0 && headingLevel === 2}
              />
              <div className="news-card-body">
                <p className="news-card-meta">
                  {category && typeof category === 'object' ? <span>{category.title}</span> : null}
                  <time dateTime={post.publishedAt ?? undefined}>
                    {formatDate(post.publishedAt, locale)}
                  </time>
                </p>
                <Heading className="news-card-title">
                  <Link href={href} prefetch={false}>
                    {post.title}
                  </Link>
                </Heading>
                {post.excerpt ? <p className="news-card-excerpt">{post.excerpt}</p> : null}
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
  return layout === 'masonry' ? <NewsMasonry>{list}</NewsMasonry> : list
}
