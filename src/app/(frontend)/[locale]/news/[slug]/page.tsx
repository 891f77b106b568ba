import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { MediaImage } from '@/components/MediaImage'
import { NewsGrid } from '@/components/news/NewsGrid'
import { RichText } from '@/components/RichText'
import { getPostBySlug, listPosts } from '@/data/posts'
import { getSiteSettings } from '@/data/site'
import { formatDate, getTranslator } from '@/i18n'
import { isLocale } from '@/i18n/locales'
import type { Category, Tag } from '@/payload-types'
import { buildMetadata } from '@/utilities/metadata'
import { newsArticleJsonLd } from '@/utilities/json-ld'
import { sitePaths } from '@/utilities/paths'
import { PagePopups } from '@/views/PagePopups'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const post = await getPostBySlug(slug, locale)
  if (!post) return {}
  return buildMetadata({
    locale,
    path: `/news/${slug}`,
    title: post.title,
    description: post.excerpt,
    meta: post.meta,
    image: post.heroImage,
    type: 'article',
    publishedTime: post.publishedAt,
  })
}

export default async function PostPage({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  const post = await getPostBySlug(slug, locale)
  if (!post) notFound()
  const t = getTranslator(locale)
  const categories = (post.categories ?? []).filter((c): c is Category => typeof c === 'object')
  const tags = (post.tags ?? []).filter((c): c is Tag => typeof c === 'object')
  const [related, settings] = await Promise.all([
    listPosts(locale, 1, { category: categories[0]?.id, excludeId: post.id }, 3),
    getSiteSettings(locale),
  ])
  const jsonLd = newsArticleJsonLd(post, locale, settings.siteName)
  return (
    <>
      <article className="post">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
        <header className="container post-header">
          <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
            <ol>
              <li>
                <Link href={sitePaths.home(locale)} prefetch={false}>
                  {t('home')}
                </Link>
              </li>
              <li>
                <Link href={sitePaths.news(locale)} prefetch={false}>
                  {t('news')}
                </Link>
              </li>
              {categories[0] ? (
                <li>
                  <Link
                    href={sitePaths.category(categories[0].slug ?? '', locale)}
                    prefetch={false}
                  >
                    {categories[0].title}
                  </Link>
                </li>
              ) : null}
            </ol>
          </nav>
          <h1>{post.title}</h1>
          <p className="post-meta">
            {t('publishedOn')}:{' '}
            <time dateTime={post.publishedAt ?? undefined}>
              {formatDate(post.publishedAt, locale)}
            </time>
          </p>
          {post.excerpt ? <p className="lead">{post.excerpt}</p> : null}
        </header>
        {post.heroImage ? (
          <div className="container post-hero">
            <MediaImage
              media={post.heroImage}
              size="hero"
              sizes="(max-width: 1024px) 100vw, 960px"
              priority
            />
          </div>
        ) : null}
        <div className="container post-body">
          <RichText data={post.content} locale={locale} className="prose" />
          {categories.length || tags.length ? (
            <footer className="post-terms">
              {categories.length ? (
                <p>
                  {t('categories')}:{' '}
                  {categories.map((c, i) => (
                    <span key={c.id}>
                      {i > 0 ? ', ' : ''}
                      <Link href={sitePaths.category(c.slug ?? '', locale)} prefetch={false}>
                        {c.title}
                      </Link>
                    </span>
                  ))}
                </p>
              ) : null}
              {tags.length ? (
                <ul className="tag-list" role="list" aria-label={t('tags')}>
                  {tags.map((tag) => (
                    <li key={tag.id}>
                      <Link
                        href={sitePaths.tag(tag.slug ?? '', locale)}
                        prefetch={false}
                        className="tag"
                      >
                        #{tag.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </footer>
          ) : null}
        </div>
        {related.docs.length ? (
          <section className="container related lazy-section" aria-labelledby="related-heading">
            <h2 id="related-heading">{t('relatedNews')}</h2>
            <NewsGrid posts={related.docs} locale={locale} headingLevel={3} />
          </section>
        ) : null}
      </article>
      <PagePopups
        locale={locale}
        path={sitePaths.post(slug, locale)}
        collection="posts"
        docId={post.id}
      />
    </>
  )
}
