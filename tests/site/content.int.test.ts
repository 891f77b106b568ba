import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { blockFixtures } from '@/blocks/fixtures'
import { listPublishedSlugs } from '@/data/published'
import { loadMenu } from '@/features/menus/app'
import { localizePath } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { seedPosts } from '@/seed/data/posts'
import { seed } from '@/seed'
import { fromFixture } from '@/seed/widgets'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

describe.each(databaseKinds)('content model and seed on %s', (kind) => {
  let t: TestPayload
  const ctx = { disableRevalidate: true }

  beforeAll(async () => {
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('seeds an empty database once, with the admin from the environment', async () => {
    const first = await seed(t.payload, {
      ADMIN_EMAIL: 'editor@example.ge',
      ADMIN_PASSWORD: 'secret-pass-123',
    })
    expect(first).toEqual({
      seeded: true,
      admin: { email: 'editor@example.ge', password: 'secret-pass-123', generated: false },
    })
    const second = await seed(t.payload, {})
    expect(second.seeded).toBe(false)
    expect((await t.payload.count({ collection: 'users' })).totalDocs).toBe(1)
    expect((await t.payload.count({ collection: 'posts' })).totalDocs).toBe(seedPosts.length)
    // The whole demo site, images drawn: ~35 s alone on a 2-core machine, and it shares the cores
    // with the other test files; the later tests read what it wrote.
  }, 180_000)

  it('has at least 24 published posts in Georgian and English, with images, categories and tags', async () => {
    const ka = await t.payload.find({
      collection: 'posts',
      locale: 'ka',
      limit: 100,
      depth: 1,
      overrideAccess: false,
    })
    const en = await t.payload.find({
      collection: 'posts',
      locale: 'en',
      limit: 100,
      depth: 0,
      overrideAccess: false,
    })
    expect(ka.totalDocs).toBeGreaterThanOrEqual(24)
    for (const post of ka.docs) {
      expect(post.title).toMatch(/[\u10D0-\u10FF]/)
      expect(typeof post.heroImage === 'object' && post.heroImage?.sizes?.card?.url).toBeTruthy()
      expect(post.categories?.length).toBeGreaterThan(0)
      expect(post.tags?.length).toBeGreaterThan(0)
    }
    const enTitles = new Map(en.docs.map((p) => [p.id, p.title]))
    for (const post of ka.docs) {
      const english = enTitles.get(post.id)
      expect(english).toBeTruthy()
      expect(english).not.toBe(post.title)
      expect(english).not.toMatch(/[\u10D0-\u10FF]/)
    }
  })

  it('has the home, about, services and properties pages built from blocks', async () => {
    const pages = await t.payload.find({
      collection: 'pages',
      locale: 'ka',
      depth: 0,
      overrideAccess: false,
    })
    const bySlug = Object.fromEntries(pages.docs.map((p) => [p.slug, p]))
    expect(Object.keys(bySlug).sort()).toEqual([
      'about',
      'contact',
      'home',
      'market',
      'newsletter',
      'properties',
      'register',
      'services',
      'terms',
    ])
    const blocksOf = (slug: string) =>
      bySlug[slug]?.layout?.map((b: { blockType: string }) => b.blockType)
    expect(blocksOf('home')).toEqual([
      'hero',
      'marketTicker',
      'richText',
      'newsList',
      'funfacts',
      'carousel',
      'countdown',
      'loopGrid',
      'newsletter',
      'callToAction',
    ])
    expect(blocksOf('services')).toEqual([
      'hero',
      'cardGrid',
      'tabs',
      'richText',
      'accordion',
      'callToAction',
      'richText',
      'callToAction',
    ])
    // Its links into the lightbox (issue 29): a video, the contact details section, the about page.
    const serviceLinks = bySlug.services?.layout
      ?.flatMap((b: { blockType: string; links?: { href: string; openIn?: string }[] }) =>
        b.blockType === 'callToAction' ? (b.links ?? []) : [],
      )
      .map((link: { href: string; openIn?: string }) => `${link.openIn} ${link.href}`)
    expect(serviceLinks).toEqual([
      'lightbox https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'lightbox #contact-details',
      'lightbox /about',
    ])
    expect(
      bySlug.services?.layout?.some(
        (b: { settings?: { anchorId?: string | null } }) =>
          b.settings?.anchorId === 'contact-details',
      ),
    ).toBe(true)
    expect(blocksOf('about')).toEqual([
      'hero',
      'richText',
      'teamMembers',
      'imageComparison',
      'mediaBlock',
    ])
    expect(blocksOf('properties')).toEqual([
      'taxonomyFilter',
      'taxonomyFilter',
      'taxonomyFilter',
      'loopGrid',
    ])
    expect(blocksOf('market')).toEqual(['marketTable', 'marketChart'])
    expect((await t.payload.count({ collection: 'properties' })).totalDocs).toBe(24)
    // Every listing is published, with its agent (a name in each language and a phone).
    for (const locale of ['ka', 'en'] as const) {
      const listings = await t.payload.find({
        collection: 'properties',
        locale,
        where: { _status: { equals: 'published' } },
        pagination: false,
        depth: 0,
        select: { agent: true },
      })
      expect(listings.docs).toHaveLength(24)
      for (const { agent } of listings.docs) {
        expect(agent?.name).toMatch(locale === 'ka' ? /^[\u10D0-\u10FF ]+$/ : /^[A-Z][a-z]+ [A-Z]/)
        expect(agent?.phone).toMatch(/^\+995 5\d\d/)
      }
    }
    // The property pages' enquiry form is named in the site settings; every other setting stays.
    const settings = await t.payload.findGlobal({ slug: 'site-settings', depth: 1 })
    const form = settings.propertyEnquiryForm
    expect(typeof form === 'object' && form ? form.title : form).toBe('Property enquiry')
    expect(settings.siteName).toBeTruthy()
    expect(settings.contact?.phone).toBeTruthy()
    expect(settings.topBar?.length).toBeGreaterThan(0)
    // The seeded events' times are Tbilisi's in the admin.
    const events = await t.payload.find({ collection: 'events', pagination: false, depth: 0 })
    expect(events.docs.length).toBeGreaterThan(0)
    for (const event of events.docs) expect(event.startsAt_tz).toBe('Asia/Tbilisi')
    const enHome = await t.payload.find({
      collection: 'pages',
      locale: 'en',
      where: { slug: { equals: 'home' } },
    })
    const hero = enHome.docs[0]?.layout?.[0]
    expect(hero?.blockType).toBe('hero')
    expect(hero && 'heading' in hero ? hero.heading : '').not.toMatch(/[\u10D0-\u10FF]/)
  })

  it('seeds menus and a footer that reach every public feature in both languages', async () => {
    for (const locale of ['ka', 'en'] as const) {
      const header = await t.payload.findGlobal({ slug: 'header', locale, depth: 0 })
      const footer = await t.payload.findGlobal({ slug: 'footer', locale, depth: 0 })
      // The header's main menu as a visitor sees it: published, every link resolved.
      const menu = await loadMenu(t.payload, header.mainMenu, locale, null)
      const nav = (menu?.entries ?? []).map((item) => item.href)
      const footerLinks = (footer.columns ?? []).flatMap((c) => (c.links ?? []).map((l) => l.href))
      const paths = ['/news', '/properties', '/events', '/contact'].map((p) =>
        localizePath(p, locale),
      )
      expect(nav).toEqual(expect.arrayContaining(paths))
      // The properties item's mega panel: the districts, the newest listing, the sign-up (a link
      // to the newsletter page: a form would load its script on every page).
      const properties = menu?.entries.find((e) => e.href === localizePath('/properties', locale))
      expect(properties?.panel?.blocks.map((b) => b.blockType)).toEqual([
        'richText',
        'richText',
        'loopGrid',
        'richText',
      ])
      expect(footerLinks).toEqual(
        expect.arrayContaining(['/events', '/newsletter', '/register', '/account', '/properties']),
      )
    }
    // The home page carries the newsletter's sign-up, for the one seeded list.
    const [list] = (await t.payload.find({ collection: 'newsletter-lists', depth: 0 })).docs
    for (const locale of ['ka', 'en'] as const) {
      const [home] = (
        await t.payload.find({
          collection: 'pages',
          locale,
          depth: 0,
          where: { slug: { equals: 'home' } },
        })
      ).docs
      const block = home?.layout?.find((b) => b.blockType === 'newsletter')
      expect(block && 'list' in block ? block.list : undefined).toBe(list?.id)
    }
  })

  it('shows visitors the published version while an editor works on a draft', async () => {
    const [post] = (
      await t.payload.find({ collection: 'posts', locale: 'ka', limit: 1, sort: '-publishedAt' })
    ).docs
    expect(post).toBeDefined()
    await t.payload.update({
      collection: 'posts',
      id: post!.id,
      locale: 'ka',
      draft: true,
      data: { title: 'შავი ვერსიის სათაური' },
      context: ctx,
    })
    const publicView = await t.payload.findByID({
      collection: 'posts',
      id: post!.id,
      locale: 'ka',
      overrideAccess: false,
    })
    expect(publicView.title).toBe(post!.title)
    const draftView = await t.payload.findByID({
      collection: 'posts',
      id: post!.id,
      locale: 'ka',
      draft: true,
    })
    expect(draftView.title).toBe('შავი ვერსიის სათაური')

    await t.payload.update({
      collection: 'posts',
      id: post!.id,
      locale: 'ka',
      data: { title: 'გამოქვეყნებული სათაური', _status: 'published' },
      context: ctx,
    })
    const after = await t.payload.findByID({
      collection: 'posts',
      id: post!.id,
      locale: 'ka',
      overrideAccess: false,
    })
    expect(after.title).toBe('გამოქვეყნებული სათაური')
  })

  it('hides drafts from visitors and refuses their writes', async () => {
    const draft = await t.payload.create({
      collection: 'posts',
      locale: 'ka',
      draft: true,
      data: {
        title: 'მხოლოდ შავი',
        content: {
          root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 },
        },
        _status: 'draft',
      },
      context: ctx,
    })
    const visible = await t.payload.find({
      collection: 'posts',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    expect(visible.totalDocs).toBe(0)
    await expect(
      t.payload.create({ collection: 'categories', data: { title: 'x' }, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it("lists for the sitemap the published posts and pages find reads, with find's dates", async () => {
    // A draft that was never published stays out.
    const draft = await t.payload.create({
      collection: 'posts',
      locale: 'ka',
      draft: true,
      data: { title: 'შავი რუკისთვის', _status: 'draft' },
      context: ctx,
    })
    for (const collection of ['posts', 'pages'] as const) {
      const listed = await listPublishedSlugs(collection, t.payload)
      const found = await t.payload.find({
        collection,
        where: { _status: { equals: 'published' } },
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: false,
      })
      const expected = found.docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
      const bySlug = (
        a: { slug: string | null | undefined },
        b: { slug: string | null | undefined },
      ) => String(a.slug).localeCompare(String(b.slug))
      expect(listed.length).toBeGreaterThan(0)
      expect([...listed].sort(bySlug)).toEqual(expected.sort(bySlug))
      expect(
        listed.every((row) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(row.updatedAt)),
      ).toBe(true)
    }
    const slugs = (await listPublishedSlugs('posts', t.payload)).map((row) => row.slug)
    expect(slugs).not.toContain(draft.slug)
  })

  it('makes Latin slugs from Georgian titles', async () => {
    const doc = await t.payload.create({
      collection: 'tags',
      locale: 'ka',
      data: { title: 'ბინა ბათუმში' },
      context: ctx,
    })
    expect(doc.slug).toBe('bina-batumshi')
  })

  it('keeps numeric ids growing: a deleted id is never reused', async () => {
    const a = await t.payload.create({
      collection: 'tags',
      data: { title: 'დროებითი' },
      context: ctx,
    })
    await t.payload.delete({ collection: 'tags', id: a.id, context: ctx })
    const b = await t.payload.create({
      collection: 'tags',
      data: { title: 'შემდეგი' },
      context: ctx,
    })
    expect(b.id).toBeGreaterThan(a.id)
  })

  it('stores a page built from every example of every block, as an editor would save it', async () => {
    type LayoutBlock = NonNullable<Page['layout']>[number]
    const layout: unknown[] = []
    for (const [slug, fixtures] of Object.entries(blockFixtures)) {
      for (const fixture of fixtures as Parameters<typeof fromFixture>[0][]) {
        layout.push(await fromFixture(fixture, slug, t.payload, 'ka'))
      }
    }
    const page = await t.payload.create({
      collection: 'pages',
      locale: 'ka',
      data: {
        title: 'ყველა ბლოკი',
        slug: 'every-block',
        layout: layout as LayoutBlock[],
        _status: 'published',
      },
      context: ctx,
    })
    const stored = await t.payload.findByID({ collection: 'pages', id: page.id, locale: 'ka' })
    const types = (stored.layout ?? []).map((b) => b.blockType)
    expect(new Set(types)).toEqual(new Set(Object.keys(blockFixtures)))
    expect(types).toHaveLength(layout.length)
  })
})
