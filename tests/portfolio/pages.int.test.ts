/**
 * What the portfolio pages, the block, the sitemap and site search read: published projects
 * only (a draft, or a published project's newer draft, never shows), newest first, by category.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { PortfolioGridComponent, PortfolioListing, ProjectPage } from '@/features/portfolio/app'
import { readPortfolioListing } from '@/features/portfolio/model/params'
import {
  findProjectBySlug,
  listOtherProjects,
  listProjects,
  listProjectSlugs,
} from '@/features/portfolio/server/queries'
import { portfolioSearchDocuments } from '@/features/portfolio/server/search'
import { portfolioSitemapPaths } from '@/features/portfolio/server/sitemap'
import type { PortfolioGridBlock } from '@/payload-types'

import { databaseKinds } from '../helpers/payload'
import { createPortfolioCategory, createProject, portfolioSuite, projectIds } from './helpers'

const context = { disableRevalidate: true }

describe.each(databaseKinds)('portfolio pages on %s', (kind) => {
  const t = portfolioSuite(kind)
  let published: { id: number; slug: string }[] = []
  let draft: { id: number; slug: string }
  let edited: { id: number; slug: string }
  let developments = 0

  beforeAll(async () => {
    developments = await createPortfolioCategory(
      t.payload,
      'developments',
      'მშენებლობა',
      'Developments',
    )
    await createPortfolioCategory(t.payload, 'purchases', 'შეძენა', 'Purchases')
    const made = []
    for (let i = 0; i < 8; i++) {
      const doc = await createProject(t.payload, { category: i < 3 ? developments : undefined })
      made.push({ id: doc.id, slug: doc.slug! })
    }
    published = made.reverse()
    const d = await createProject(t.payload, { draft: true, category: developments })
    draft = { id: d.id, slug: d.slug! }
    // The newest published project gets a newer draft: visitors keep seeing the published title.
    edited = published[0]!
    await t.payload.update({
      collection: 'portfolio',
      id: edited.id,
      locale: 'ka',
      draft: true,
      data: { title: 'DRAFT-TITLE', _status: 'draft' },
      context,
    })
  })

  it('lists published projects only, newest first, a page at a time', async () => {
    const first = await listProjects(t.payload, {
      locale: 'ka',
      category: 'all',
      offset: 0,
      limit: 6,
    })
    expect(first.docs.map((d) => d.id)).toEqual(published.slice(0, 6).map((p) => p.id))
    expect(first.totalDocs).toBe(8)
    expect(first.docs.map((d) => d.title)).not.toContain('DRAFT-TITLE')
    const second = await listProjects(t.payload, {
      locale: 'ka',
      category: 'all',
      offset: 6,
      limit: 6,
    })
    expect(second.docs.map((d) => d.id)).toEqual(published.slice(6).map((p) => p.id))
    const cat = await listProjects(t.payload, {
      locale: 'en',
      category: 'developments',
      offset: 0,
      limit: 10,
    })
    expect(cat.docs.map((d) => d.id)).not.toContain(draft.id)
    expect(cat.totalDocs).toBe(3)
    const none = await listProjects(t.payload, {
      locale: 'ka',
      category: 'nope',
      offset: 0,
      limit: 6,
    })
    expect(none).toEqual({ docs: [], totalDocs: 0, categoryFound: false })
  })

  it('finds a project page by slug, never a draft for visitors; the editor preview sees it', async () => {
    expect(await findProjectBySlug(t.payload, draft.slug, 'ka')).toBeNull()
    const page = await findProjectBySlug(t.payload, edited.slug, 'ka')
    expect(page?.title).not.toBe('DRAFT-TITLE')
    const editor = await t.payload.create({
      collection: 'users',
      data: {
        name: 'Editor',
        email: `editor-${kind}@example.ge`,
        password: 'a-long-password-1',
        role: 'editor',
      } as never,
      context,
    })
    const preview = await findProjectBySlug(t.payload, draft.slug, 'ka', { id: editor.id })
    // Read with that editor's access (users of the admin see drafts).
    expect(preview?.id).toBe(draft.id)
    const others = await listOtherProjects(t.payload, page!, 'ka')
    expect(others.map((o) => o.id)).not.toContain(draft.id)
    expect(others.map((o) => o.id)).not.toContain(edited.id)
  })

  it('the sitemap and site search name published projects only', async () => {
    const slugs = (await listProjectSlugs(t.payload)).map((p) => p.slug)
    expect(slugs).not.toContain(draft.slug)
    expect(slugs.sort()).toEqual(published.map((p) => p.slug).sort())
    const paths = (await portfolioSitemapPaths(t.payload)).map((p) => p.path)
    expect(paths[0]).toBe('/portfolio')
    expect(paths).toContain(`/portfolio/${edited.slug}`)
    for (const locale of ['ka', 'en'] as const) {
      const docs = await portfolioSearchDocuments(t.payload, locale)
      expect(docs.map((d) => d.id).sort()).toEqual(published.map((p) => p.id).sort())
      expect(docs.every((d) => d.kind === 'portfolio')).toBe(true)
      expect(docs.map((d) => d.title)).not.toContain('DRAFT-TITLE')
    }
  })

  it('renders /portfolio with category links and a load-more link to the next page', async () => {
    const html = renderToStaticMarkup(
      await PortfolioListing({ payload: t.payload, locale: 'ka', search: {} }),
    )
    expect(projectIds(html)).toEqual(published.slice(0, 6).map((p) => p.id))
    expect(html).toContain('href="/portfolio?category=developments"')
    expect(html).toContain('href="/portfolio?category=purchases"')
    expect(html).not.toContain('DRAFT-TITLE')
    const en = renderToStaticMarkup(
      await PortfolioListing({
        payload: t.payload,
        locale: 'en',
        search: { category: 'developments' },
      }),
    )
    expect(projectIds(en)).toEqual(published.slice(5).map((p) => p.id))
    expect(en).toContain('<a href="/en/portfolio?category=developments" aria-current="page">')
    const page2 = renderToStaticMarkup(
      await PortfolioListing({ payload: t.payload, locale: 'ka', search: { page: '2' } }),
    )
    expect(projectIds(page2)).toEqual(published.slice(6).map((p) => p.id))
    // An unknown category and a page past the last are not found.
    await expect(
      PortfolioListing({ payload: t.payload, locale: 'ka', search: { category: 'nope' } }),
    ).rejects.toThrow()
    await expect(
      PortfolioListing({ payload: t.payload, locale: 'ka', search: { page: '9' } }),
    ).rejects.toThrow()
  })

  it('renders a project page in both languages; a draft is not found', async () => {
    const project = published[1]!
    await t.payload.update({
      collection: 'portfolio',
      id: project.id,
      locale: 'ka',
      data: {
        caseStudy: 'პირველი აბზაცი.\n\nმეორე აბზაცი.',
        clientQuote: { quote: 'ყველაფერი დროზე დასრულდა.', clientName: 'ნინო ბერიძე' },
        year: 2024,
        _status: 'published',
      },
      context,
    })
    const ka = renderToStaticMarkup(
      await ProjectPage({ payload: t.payload, locale: 'ka', slug: project.slug }),
    )
    expect(ka).toMatch(/<h1>პროექტი \d+<\/h1>/)
    expect(ka).toContain('<p>პირველი აბზაცი.</p><p>მეორე აბზაცი.</p>')
    expect(ka).toContain('<blockquote><p>ყველაფერი დროზე დასრულდა.</p></blockquote>')
    expect(ka).toContain('<figcaption>ნინო ბერიძე</figcaption>')
    expect(ka).toContain('href="/portfolio"')
    expect(ka).not.toContain('DRAFT-TITLE')
    const en = renderToStaticMarkup(
      await ProjectPage({ payload: t.payload, locale: 'en', slug: project.slug }),
    )
    expect(en).toMatch(/<h1>Project \d+<\/h1>/)
    expect(en).toContain('href="/en/portfolio"')
    await expect(
      ProjectPage({ payload: t.payload, locale: 'ka', slug: draft.slug }),
    ).rejects.toThrow()
  })

  it('the portfolio grid block shows the newest projects of its category', async () => {
    const block = {
      blockType: 'portfolioGrid',
      heading: 'მშენებლობა',
      category: { id: developments, slug: 'developments', title: 'მშენებლობა' },
      limit: 2,
      loadMore: false,
    } as unknown as PortfolioGridBlock
    const html = renderToStaticMarkup(
      await PortfolioGridComponent({
        block,
        locale: 'ka',
        site: { payload: t.payload, draftViewer: async () => null },
        index: 1,
      }),
    )
    expect(projectIds(html)).toEqual(published.slice(5, 7).map((p) => p.id))
    expect(html).not.toContain('DRAFT-TITLE')
  })
})

describe('the list address', () => {
  it('reads a category slug and a page, and falls back on junk', () => {
    expect(readPortfolioListing({})).toEqual({ category: 'all', page: 1 })
    expect(readPortfolioListing({ category: 'purchases', page: '3' })).toEqual({
      category: 'purchases',
      page: 3,
    })
    expect(readPortfolioListing({ category: '<x>', page: '-1' })).toEqual({
      category: 'all',
      page: 1,
    })
    expect(readPortfolioListing({ category: ['a', 'b'], page: '99999' })).toEqual({
      category: 'a',
      page: 1,
    })
  })
})
