import { expect, test } from '@playwright/test'

import { expectNoA11yViolations, phoneContext, firstPostPath } from '../helpers/e2e'

test.describe('public site', () => {
  test('home page is Georgian, built from blocks, with menu and footer', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(/[\u10D0-\u10FF]/)
    await expect(page.locator('.block-hero')).toBeVisible()
    await expect(page.locator('.block-newsList .news-card')).toHaveCount(6)
    await expect(page.locator('.main-nav .has-dropdown').first()).toBeVisible()
    // The address is published protected (tests/security/antispam.spec.ts decodes it).
    await expect(page.locator('footer.site-footer')).toContainText('info [at] sakhli [dot] ge')
    await expect(page.locator('body')).toHaveClass(/header_style_1/)
    await expect(page.locator('body')).toHaveClass(/site_layout_18/)
    await expect(page).toHaveTitle(/სახლი/)
    await expectNoA11yViolations(page)
  })

  test('the site font is self-hosted, preloaded, and covers Georgian, Latin and the lari sign', async ({
    page,
  }) => {
    await page.goto('/')
    const preloads = page.locator('link[rel="preload"][as="font"]')
    await expect(preloads).toHaveCount(6)
    for (const href of await preloads.evaluateAll((links) =>
      links.map((l) => (l as HTMLLinkElement).href),
    )) {
      expect(new URL(href).origin).toBe(new URL(page.url()).origin)
    }
    // The body's first three families are the Georgian, Latin Extended (₾) and Latin subsets, each
    // loadable here.
    const faces = await page.evaluate(async () => {
      const families = getComputedStyle(document.body).fontFamily.split(',').slice(0, 3)
      const out: { family: string; range: string; loaded: boolean }[] = []
      for (const raw of families) {
        const family = raw.trim().replace(/^["']|["']$/g, '')
        const loaded = await document.fonts.load(`700 16px "${family}"`, 'აბc₾')
        for (const face of document.fonts)
          if (face.family.replace(/^["']|["']$/g, '') === family)
            out.push({ family, range: face.unicodeRange, loaded: loaded.length > 0 })
      }
      return out
    })
    expect(faces.length).toBeGreaterThanOrEqual(6)
    expect(faces.every((f) => f.loaded)).toBe(true)
    expect(faces.some((f) => /U\+10A0-10FF/i.test(f.range))).toBe(true)
    expect(faces.some((f) => /U\+0-FF\b|U\+0000-00FF|U\+\?\?/i.test(f.range))).toBe(true)
    expect(faces.some((f) => /U\+20AD-20C0/i.test(f.range))).toBe(true)
  })

  test('public images are kept by browsers for a week', async ({ page, request }) => {
    await page.goto('/')
    const src = await page.locator('img[src*="/api/media/file/"]').first().getAttribute('src')
    const image = await request.get(src!)
    expect(image.status()).toBe(200)
    expect(image.headers()['cache-control']).toBe(
      'public, max-age=604800, stale-while-revalidate=86400',
    )
  })

  test('dropdown menus open by click and close with Escape', async ({ page }) => {
    await page.goto('/')
    const toggle = page.locator('.main-nav [data-dropdown-toggle]').first()
    const submenu = page.locator('.main-nav .submenu').first()
    await expect(submenu).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(submenu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })

  test('news list paginates', async ({ page }) => {
    await page.goto('/news')
    await expect(page.locator('h1')).toHaveText('სიახლეები')
    await expect(page.locator('.news-card')).toHaveCount(9)
    const firstTitle = await page.locator('.news-card-title').first().textContent()
    await expectNoA11yViolations(page)
    await page.locator('.pagination a[rel="next"]').click()
    await expect(page).toHaveURL(/\/news\/page\/2$/)
    await expect(page.locator('.pagination [aria-current="page"]')).toContainText('2')
    await expect(page.locator('.news-card-title').first()).not.toHaveText(firstTitle ?? '')
    await expectNoA11yViolations(page)
    const response = await page.goto('/news/page/99')
    expect(response?.status()).toBe(404)
  })

  test('a post page renders its article, level-5 headings as level 2, and NewsArticle JSON-LD', async ({
    page,
  }) => {
    const path = await firstPostPath(page)
    await page.goto(path)
    await expect(page.locator('article.post h1')).toHaveCount(1)
    await expect(page.locator('.post-hero img')).toBeVisible()
    await expect(page.locator('.prose h5')).toHaveCount(0)
    expect(await page.locator('.prose h2').count()).toBeGreaterThan(0)
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd['@type']).toBe('NewsArticle')
    expect(jsonLd.headline).toBe(await page.locator('article.post h1').textContent())
    expect(jsonLd.inLanguage).toBe('ka')
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/api\/media\/file\//,
    )
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`/en${path}$`),
    )
    await expectNoA11yViolations(page)
  })

  test('category pages list only their posts', async ({ page }) => {
    await page.goto('/news')
    await page.locator('.category-nav a').nth(1).click()
    await expect(page).toHaveURL(/\/news\/category\/[a-z-]+$/)
    const category = (await page.locator('h1').textContent()) ?? ''
    const labels = await page.locator('.news-card-meta span').allTextContents()
    expect(labels.length).toBeGreaterThan(0)
    for (const label of labels) expect(label).toBe(category)
    await expectNoA11yViolations(page)
  })

  test('English locale shows the English version of the same content', async ({ page }) => {
    await page.goto('/')
    await page.locator('a.language-switch').click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('h1')).not.toHaveText(/[\u10D0-\u10FF]/)
    await expectNoA11yViolations(page)
    await page.goto('/en/news')
    await expect(page.locator('h1')).toHaveText('News')
    const href = await page.locator('.news-card-title a').first().getAttribute('href')
    expect(href).toMatch(/^\/en\/news\//)
    await page.goto(href!)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('article.post h1')).not.toHaveText(/[\u10D0-\u10FF]/)
    await page.locator('a.language-switch').click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace('/en', '')}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka')
    await expectNoA11yViolations(page)
  })

  test('about and services pages, and a 404 for unknown paths', async ({ page }) => {
    for (const path of ['/about', '/services', '/en/about']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expectNoA11yViolations(page)
    }
    const missing = await page.goto('/no-such-page')
    expect(missing?.status()).toBe(404)
    await expect(page.locator('h1')).toHaveText('გვერდი ვერ მოიძებნა')
    await expectNoA11yViolations(page)
    const redirected = await page.goto('/ka/news')
    expect(new URL(page.url()).pathname).toBe('/news')
    expect(redirected?.status()).toBe(200)
  })

  test("every page links its locale's RSS feed for autodiscovery", async ({ page }) => {
    const postPath = await firstPostPath(page)
    const pages = [
      ['/', '/feed.xml'],
      ['/news', '/feed.xml'],
      [postPath, '/feed.xml'],
      ['/about', '/feed.xml'],
      ['/en', '/en/feed.xml'],
      ['/en/news', '/en/feed.xml'],
    ]
    for (const [path, feed] of pages) {
      await page.goto(path!)
      const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
      await expect(link).toHaveCount(1)
      expect(new URL((await link.getAttribute('href'))!, page.url()).pathname).toBe(feed)
    }
  })

  test('internal links in rich text lead to the page or post in the same language', async ({
    page,
  }) => {
    const guide = '/news/step-by-step-buying-apartment-tbilisi'
    const cases = [
      { path: '/about', text: 'გაეცანით ჩვენს მომსახურებას.', href: '/services' },
      { path: '/en/about', text: 'See our services.', href: '/en/services' },
      { path: '/services', text: 'წაიკითხეთ ჩვენი გზამკვლევი', href: guide },
      { path: '/en/services', text: 'Read our guide', href: `/en${guide}` },
    ]
    for (const { path, text, href } of cases) {
      await page.goto(path)
      await expect(page.locator('.prose a[href="#"]')).toHaveCount(0)
      await expect(page.locator('.prose a', { hasText: text })).toHaveAttribute('href', href)
    }
    await page.locator('.prose a', { hasText: 'Read our guide' }).click()
    await expect(page).toHaveURL(new RegExp(`/en${guide}$`))
    await expect(page.locator('article.post h1')).toHaveCount(1)
  })

  test('sitemap, robots and RSS', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/news/')
    expect(sitemap).toContain('/en/news/')
    expect(sitemap).toContain('hreflang="en"')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Sitemap:')
    expect(robots).toContain('Disallow: /admin')
    for (const path of ['/feed.xml', '/en/feed.xml']) {
      const feed = await request.get(path)
      expect(feed.headers()['content-type']).toContain('application/rss+xml')
      const xml = await feed.text()
      expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(24)
    }
  })
})

test.describe('page behaviour', () => {
  test('the preloader is removed after load and sections load 200 px before view', async ({
    page,
  }) => {
    await page.goto('/')
    await page.waitForLoadState('load')
    await expect(page.locator('#preloader')).toHaveCount(0, { timeout: 2000 })
    const lazy = page.locator('.lazy-section').last()
    await expect(lazy).not.toHaveClass(/is-loaded/)
    await lazy.scrollIntoViewIfNeeded()
    await expect(lazy).toHaveClass(/is-loaded/)
    await expect(lazy).toHaveClass(/is-visible/)
  })

  test('scroll animations are skipped for reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/no-motion/)
    await context.close()
  })

  test('scroll animations are skipped for mobile user agents', async ({ browser }) => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/no-motion/)
    // The mobile menu is a native disclosure and opens by keyboard.
    await page.locator('.mobile-nav > summary').focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('.mobile-nav nav')).toBeVisible()
    await expectNoA11yViolations(page)
    await context.close()
  })

  // A hydration mismatch makes React re-render the whole document, which wipes the classes the
  // head script set on <html> (no-motion, js) and any open disclosure: every page must hydrate.
  test('pages hydrate without errors on desktop and phone', async ({ browser }) => {
    // Twelve pages twice over, two of them with maps (the contact page, the style guide).
    test.slow()
    for (const phone of [false, true]) {
      const context = phone ? await phoneContext(browser) : await browser.newContext()
      const page = await context.newPage()
      const paths = [
        '/',
        '/news',
        await firstPostPath(page),
        '/properties',
        '/events',
        '/styleguide',
      ]
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
      for (const path of paths.flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`])) {
        await page.goto(path)
        await page.waitForLoadState('load')
        await expect(page.locator('html')).toHaveClass(/\bjs\b/)
      }
      await page.waitForTimeout(500)
      expect(errors).toEqual([])
      await context.close()
    }
  })

  test('without JavaScript every page still shows its content', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('.block-newsList .news-card').first()).toBeVisible()
    await page.goto('/news')
    await expect(page.locator('.news-card')).toHaveCount(9)
    await page.locator('.pagination a[rel="next"]').click()
    await expect(page).toHaveURL(/\/news\/page\/2$/)
    await context.close()
  })
})
