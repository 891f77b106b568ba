import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPageBySlug } from '@/data/pages'
import { blockSite } from '@/data/payload'
import type { Locale } from '@/i18n/locales'
import { buildMetadata } from '@/utilities/metadata'
import { sitePaths } from '@/utilities/paths'
import { PagePopups } from '@/views/PagePopups'

export async function pageMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const page = await getPageBySlug(slug, locale)
  if (!page) return {}
  const hero = page.layout?.find((b) => b.blockType === 'hero')
  return buildMetadata({
    locale,
    path: slug === 'home' ? '/' : `/${slug}`,
    title: page.title,
    description: hero && 'text' in hero ? hero.text : undefined,
    meta: page.meta,
    image: hero && 'image' in hero ? hero.image : null,
  })
}

export async function PageView({
  slug,
  locale,
  search,
}: {
  slug: string
  locale: Locale
  /** Only for a loop grid's filtered or paged address (the per-request render). */
  search?: URLSearchParams
}) {
  const [page, site] = await Promise.all([getPageBySlug(slug, locale), blockSite()])
  if (!page) notFound()
  const startsWithHero = page.layout?.[0]?.blockType === 'hero'
  const path = sitePaths.page(slug, locale)
  return (
    <>
      <article className={`page page-${page.slug}`}>
        {startsWithHero ? null : (
          <header className="container page-header">
            <h1>{page.title}</h1>
          </header>
        )}
        <RenderBlocks
          blocks={page.layout}
          locale={locale}
          site={site}
          pageId={page.id}
          path={path}
          search={search}
        />
      </article>
      <PagePopups locale={locale} path={path} collection="pages" docId={page.id} />
    </>
  )
}
