import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { eventPaths } from '@/features/events/model/paths'
import { localizePath, locales, type Locale } from '@/i18n/locales'
import { en } from '@/i18n/messages/en'
import { ka } from '@/i18n/messages/ka'

import { phoneContext } from '../helpers/e2e'
import { isItemOf, linksIn, requiredRoutes, sitemapPaths } from '../helpers/site-routes'

const catalogue = { ka, en } as const

/** How far the crawl goes: links of pages up to this many clicks from `/` or `/en` are followed. */
const MAX_DEPTH = 3
/** At most this many HTML pages are read (other files, such as calendars, are only fetched). */
const MAX_PAGES = 300
/** Requests at once: the server renders uncached pages on two cores. */
const CONCURRENCY = 4

/** The event categories' slugs, from the public REST API (the crawl must not be their source). */
async function eventCategorySlugs(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get('/api/event-categories?limit=100&depth=0')
  expect(answer.ok()).toBe(true)
  const { docs } = (await answer.json()) as { docs: { slug?: string | null }[] }
  const slugs = docs.map((d) => d.slug).filter((s): s is string => Boolean(s))
  expect(slugs.length).toBeGreaterThan(0)
  return slugs
}

/**
 * The addresses of pages other e2e specs made after the seed (the register spec's page, the contact
 * forms' test pages): fixtures no visitor is meant to find. The seed's last page is the properties
 * page (the properties feature seeds after every feature that seeds a page; menus and search, after
 * it, seed none), so a page created later than it is not the seed's.
 */
async function pagesMadeByTests(request: APIRequestContext): Promise<Set<string>> {
  const last = await request.get('/api/pages?where[slug][equals]=properties&depth=0&limit=1')
  expect(last.ok()).toBe(true)
  const createdAt = ((await last.json()) as { docs: { createdAt?: string }[] }).docs[0]?.createdAt
  expect(createdAt, 'the seeded properties page carries its creation time').toBeTruthy()
  const answer = await request.get(
    `/api/pages?limit=500&depth=0&where[createdAt][greater_than]=${encodeURIComponent(createdAt!)}`,
  )
  expect(answer.ok()).toBe(true)
  const { docs } = (await answer.json()) as { docs: { slug?: string | null }[] }
  return new Set(
    docs.flatMap((d) =>
      d.slug ? locales.map((locale) => localizePath(`/${d.slug}`, locale)) : [],
    ),
  )
}

interface Crawl {
  /** Every path reached (requested, or redirected to) with a 2xx answer. */
  reached: Set<string>
  /** Links that answered 4xx or 5xx, with a page that links them. */
  broken: string[]
  pages: number
  truncated: boolean
}

/**
 * Breadth first from `starts`, as a visitor clicking links would: same-origin `<a href>` links
 * only (helpers/site-routes), HTML pages read for their links up to MAX_DEPTH clicks away.
 */
async function crawl(request: APIRequestContext, starts: string[]): Promise<Crawl> {
  const reached = new Set<string>()
  const broken: string[] = []
  const seen = new Set<string>(starts)
  const referrer = new Map<string, string>()
  let level = [...starts]
  let pages = 0
  let truncated = false
  for (let depth = 0; level.length; depth++) {
    const next: string[] = []
    const queue = [...level]
    const visit = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const answer = await request.get(path, { maxRedirects: 5, failOnStatusCode: false })
        const finalUrl = new URL(answer.url())
        const status = answer.status()
        if (status >= 400) {
          broken.push(`${path} → ${status} (linked from ${referrer.get(path) ?? 'start'})`)
          continue
        }
        reached.add(path)
        reached.add(finalUrl.pathname + finalUrl.search)
        const html = (answer.headers()['content-type'] ?? '').includes('text/html')
        if (!html || depth >= MAX_DEPTH) continue
        if (pages >= MAX_PAGES) {
          truncated = true
          continue
        }
        pages++
        for (const link of linksIn(await answer.text(), finalUrl.href)) {
          if (seen.has(link)) continue
          seen.add(link)
          referrer.set(link, path)
          next.push(link)
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, visit))
    level = next
  }
  return { reached, broken, pages, truncated }
}

test.describe('every public feature is reachable', () => {
  test('a crawl from / and /en reaches every route the sitemap lists, /account and the event calendars', async ({
    request,
  }) => {
    test.setTimeout(10 * 60_000)
    // The routes come from the site itself: its sitemap (pages, news, posts, events, properties),
    // plus what it leaves out on purpose (the account page is not indexed; calendars are files).
    const madeByTests = await pagesMadeByTests(request)
    const listed = (await sitemapPaths(request)).filter((path) => !madeByTests.has(path))
    for (const path of [
      '/events',
      '/newsletter',
      '/register',
      '/properties',
      '/portfolio',
      '/news',
      '/contact',
    ])
      expect(listed, `the sitemap lists ${path}`).toContain(path)
    const categories = await eventCategorySlugs(request)
    const required = requiredRoutes([
      ...listed,
      ...locales.flatMap((locale) => [
        localizePath('/account', locale),
        ...categories.map((slug) => eventPaths.categoryFeed(slug, locale)),
      ]),
    ])
    for (const path of ['/about', '/en/about', '/services', '/en/services', '/en/account'])
      expect(required.paths).toContain(path)
    expect(required.items.map((i) => `${i.kind} ${i.locale}`).sort()).toEqual(
      ['events', 'news', 'portfolio', 'properties'].flatMap((kind) => [`${kind} en`, `${kind} ka`]),
    )

    const result = await crawl(request, ['/', '/en'])
    const missing = [
      ...required.paths.filter((path) => !result.reached.has(path)),
      ...required.items
        .filter(({ kind, locale }) => ![...result.reached].some((p) => isItemOf(p, kind, locale)))
        .map(({ kind, locale, examples }) => `any ${kind} page in ${locale} (${examples[0]} …)`),
    ]
    const note = result.truncated ? ` (the crawl stopped at ${MAX_PAGES} pages)` : ''
    expect(missing, `unreachable by links from / and /en${note}:\n${missing.join('\n')}`).toEqual(
      [],
    )
    expect(result.broken, `links that fail:\n${result.broken.join('\n')}`).toEqual([])
  })

  for (const width of [1366, 390] as const) {
    test(`the chrome links every feature at ${width} px, in both languages`, async ({
      browser,
      request,
    }) => {
      const context =
        width === 390
          ? await phoneContext(browser)
          : await browser.newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      for (const locale of locales) await checkChrome(page, locale, width)
      // /events leads to each category's page, and each of those to the category's calendar.
      const categories = await eventCategorySlugs(request)
      for (const locale of locales) {
        await page.goto(localizePath('/events', locale))
        for (const slug of categories) {
          const categoryPage = eventPaths.list(locale, { category: slug })
          await expect(page.locator(`main a[href="${categoryPage}"]`)).toBeVisible()
        }
        await page.goto(eventPaths.list(locale, { category: categories[0] }))
        await expect(
          page.locator(`a[href="${eventPaths.categoryFeed(categories[0]!, locale)}"]`),
        ).toBeVisible()
      }
      await context.close()
    })
  }
})

/** The header, top bar, footer and home page of `locale` reach the features a visitor looks for. */
async function checkChrome(page: Page, locale: Locale, width: number) {
  const t = catalogue[locale]
  await page.goto(localizePath('/', locale))
  const path = (p: string) => localizePath(p, locale)

  // Sign in and register: in the top bar, the catalogue's words, on screen at every width.
  const topBar = page.locator('.site-header .top-bar')
  const signIn = topBar.getByRole('link', { name: t.signIn, exact: true })
  const register = topBar.getByRole('link', { name: t.register, exact: true })
  await expect(signIn).toHaveAttribute('href', path('/account'))
  await expect(register).toHaveAttribute('href', path('/register'))
  await expect(signIn).toBeInViewport({ ratio: 1 })
  await expect(register).toBeInViewport({ ratio: 1 })

  // Events in the main menu: the bar on a desktop, the disclosure on a phone.
  if (width >= 1200) {
    await expect(page.locator(`.main-nav a.menu-link[href="${path('/events')}"]`)).toBeVisible()
    // The menu bar fits its row: nothing pushed past the language switch or off the screen.
    const overflow = await page
      .locator('.header-bar')
      .evaluate((bar) => bar.scrollWidth - bar.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  } else {
    await expect(page.locator('.main-nav')).toBeHidden()
    await page.locator('.mobile-nav > summary').click()
    await expect(page.locator(`.mobile-nav a.menu-link[href="${path('/events')}"]`)).toBeVisible()
    await page.locator('.mobile-nav > summary').click()
  }
  // The header (top bar included) never reaches past the screen's edge.
  const header = page.locator('header.site-header')
  expect(await header.evaluate((h) => h.scrollWidth - h.clientWidth)).toBeLessThanOrEqual(0)
  expect(await header.evaluate((h) => h.getBoundingClientRect().right)).toBeLessThanOrEqual(width)

  // The newsletter: a link in the footer and its sign-up form on the home page.
  await expect(page.locator(`footer.site-footer a[href="${path('/newsletter')}"]`)).toBeVisible()
  await expect(page.locator('main .block-newsletter form.ekit-mailChimpForm')).toBeVisible()
  for (const feature of ['/events', '/register', '/account'])
    await expect(page.locator(`footer.site-footer a[href="${path(feature)}"]`)).toBeVisible()
}
