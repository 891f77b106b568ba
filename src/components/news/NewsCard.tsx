/**
 * One news post in a list: the news grid renders it, and the loop grid on the page and in its
 * refresh-loop answer (through `@/lib/static-html`), so it uses host elements and plain
 * components only (a plain link: card links were never prefetched).
 */
import { formatDate } from '@/i18n'
import type { Locale } from '@/i18n/locales'
import { sitePaths } from '@/utilities/paths'

import { MediaImage } from '../MediaImage'
import { masonryRows, masonryRowStyle } from './masonry-layout'
import type { PostCard } from './post-card'

interface Props {
  post: PostCard
  locale: Locale
  headingLevel?: 2 | 3
  priority?: boolean
  /** In the masonry: its gutter in px, from which the card's row span is computed. */
  masonryGutterPx?: number
}

/** Whether MediaImage draws a picture for the card (not for a missing file or a video). */
const isImage = (media: PostCard['heroImage']) =>
  Boolean(media && typeof media === 'object' && media.url && !media.mimeType?.startsWith('video/'))

export function NewsCard({ post, locale, headingLevel = 2, priority, masonryGutterPx }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const href = sitePaths.post(post.slug ?? '', locale)
  const category = post.categories?.find((c) => typeof c === 'object')
  const date = formatDate(post.publishedAt, locale)
  const style =
    masonryGutterPx === undefined
      ? undefined
      : masonryRowStyle(
          masonryRows(
            {
              title: post.title ?? '',
              excerpt: post.excerpt,
              meta: `${category && typeof category === 'object' ? `${category.title} ` : ''}${date}`,
              image: isImage(post.heroImage),
            },
            masonryGutterPx,
          ),
        )
  return (
    <li className="news-card tile" style={style}>
      <article>
        <MediaImage
          media={post.heroImage}
          size="card"
          sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 400px"
          className="news-card-image"
          priority={priority}
        />
        <div className="news-card-body">
          <p className="news-card-meta">
            {category && typeof category === 'object' ? <span>{category.title}</span> : null}
            <time dateTime={post.publishedAt ?? undefined}>{date}</time>
          </p>
          <Heading className="news-card-title tile-title">
            <a href={href}>{post.title}</a>
          </Heading>
          {post.excerpt ? <p className="news-card-excerpt">{post.excerpt}</p> : null}
        </div>
      </article>
    </li>
  )
}
