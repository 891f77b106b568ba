import type { CSSProperties } from 'react'

import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'

import { NEWS_MASONRY_GUTTER_PX } from '@/shared/constants'

import { NewsCard } from './NewsCard'
import { NewsMasonry } from './NewsMasonry.lazy'
import type { PostCard } from './post-card'

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
  // The gutter comes from the one constant; the grid places the cards before any script runs,
  // each spanning the rows computed for it on the server (masonry-layout.ts).
  const style =
    layout === 'masonry'
      ? ({ '--masonry-gutter': `${NEWS_MASONRY_GUTTER_PX}px` } as CSSProperties)
      : undefined
  const list = (
    <ul className={`news-grid news-${layout}`} role="list" style={style}>
      {posts.map((post, i) => (
        <NewsCard
          key={post.id}
          post={post}
          locale={locale}
          headingLevel={headingLevel}
          priority={i === 0 && headingLevel === 2}
          masonryGutterPx={layout === 'masonry' ? NEWS_MASONRY_GUTTER_PX : undefined}
        />
      ))}
    </ul>
  )
  return layout === 'masonry' ? <NewsMasonry>{list}</NewsMasonry> : list
}
