/**
 * The portfolio in the browser (seeded: eight projects, six a page, three categories): load more
 * on `/portfolio` and on a page with the portfolio grid block (one `stm_ajax_load_portfolio` call
 * each, cards appended in place), the category links and the load-more link without JavaScript,
 * and axe on the list and a project page in Georgian and English.
 */
import { expect, test, type Page } from '@playwright/test'

import { portfolioStrings } from '@/features/portfolio/messages'

import { adminApi, expectNoA11yViolations, waitForHydration } from '../helpers/e2e'

const cards = (page: Page, list = '#portfolio-list') => page.locator(`${list} [data-project-id]`)
const ids = (page: Page, list?: string) =>
  cards(page, list).evaluateAll((els) => els.map((e) => e.getAttribute('data-project-id')))

test.describe('portfolio list', () => {
  for (const locale of ['ka', 'en'] as const) {
    const s = portfolioStrings(locale)
    const base = locale === 'ka' ? '' : '/en'

    test(`loads more projects in place (${locale})`, async ({ page }) => {
      await page.goto(`${base}/portfolio`)
      await expect(page.getByRole('heading', { level: 1, name: s.portfolio })).toBeVisible()
      await expect(cards(page)).toHaveCount(6)
      const more = page.getByRole('link', { name: s.loadMore })
      await expect(more).toHaveAttribute('href', `${base}/portfolio?page=2`)
      await expect(more).toHaveAttribute('data-page', '1')
      await waitForHydration(page, '.portfolio_load_more_btn')
      const answer = page.waitForResponse(
        (r) => r.request().postData()?.includes('stm_ajax_load_portfolio') ?? false,
      )
      await more.click()
      const body = await (await answer).json()
      expect(body).toMatchObject({ new_page: 2, load_more: false })
      await expect(cards(page)).toHaveCount(8)
      // Nothing left: the button is gone, the page did not navigate, no card came twice.
      await expect(more).toHaveCount(0)
      await expect(page).toHaveURL(new RegExp(`${base}/portfolio$`))
      expect(new Set(await ids(page)).size).toBe(8)
      await expect(page.getByRole('status')).toHaveText(s.loadedMore)
    })

    test(`axe on the list and a project page (${locale})`, async ({ page }) => {
      await page.goto(`${base}/portfolio`)
      await expectNoA11yViolations(page)
      const first = cards(page).first().getByRole('link')
      const href = await first.getAttribute('href')
      expect(href).toMatch(new RegExp(`^${base}/portfolio/[a-z0-9-]+$`))
      await page.goto(href!)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: s.caseStudy })).toBeVisible()
      await expect(page.locator('.portfolio-quote blockquote')).toBeVisible()
      await expectNoA11yViolations(page)
    })
  }
})

test.describe('portfolio without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('category links and the load-more link are plain links', async ({ page }) => {
    const s = portfolioStrings('ka')
    await page.goto('/portfolio')
    const nav = page.getByRole('navigation', { name: s.categories })
    await nav.getByRole('link', { name: 'რემონტი' }).click()
    await expect(page).toHaveURL(/\/portfolio\?category=renovations$/)
    await expect(nav.getByRole('link', { name: 'რემონტი' })).toHaveAttribute('aria-current', 'page')
    const renovations = await ids(page)
    expect(renovations.length).toBeGreaterThan(0)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('რემონტი')
    // Back to every category, then the second page by the load-more link.
    await nav.getByRole('link', { name: s.allCategories }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    const first = await ids(page)
    await page.getByRole('link', { name: s.loadMore }).click()
    await expect(page).toHaveURL(/\/portfolio\?page=2$/)
    const second = await ids(page)
    expect(second).toHaveLength(2)
    expect(second.filter((id) => first.includes(id))).toEqual([])
    await expect(page.getByRole('link', { name: s.loadMore })).toHaveCount(0)
  })

  test('an unknown category and a page past the last are not found', async ({ page }) => {
    expect((await page.goto('/portfolio?category=nope'))?.status()).toBe(404)
    expect((await page.goto('/en/portfolio?page=50'))?.status()).toBe(404)
  })
})

test.describe('portfolio grid block', () => {
  test('a page with the block loads more projects into its own grid', async ({ page, baseURL }) => {
    const api = await adminApi(baseURL)
    const slug = `portfolio-block-${Date.now()}`
    const created = await api.post('/api/pages?locale=ka', {
      data: {
        title: 'ჩვენი პროექტები',
        slug,
        layout: [
          {
            blockType: 'portfolioGrid',
            heading: 'დასრულებული პროექტები',
            limit: 3,
            loadMore: true,
          },
        ],
        _status: 'published',
      },
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      await page.goto(`/${slug}`)
      const grid = '.stm_portfolio_grid'
      await expect(cards(page, grid)).toHaveCount(3)
      const more = page.getByRole('link', { name: portfolioStrings('ka').loadMore })
      // Without the script it would open the list's second page.
      await expect(more).toHaveAttribute('href', '/portfolio?page=2')
      await waitForHydration(page, '.portfolio_load_more_btn')
      const answer = page.waitForResponse(
        (r) => r.request().postData()?.includes('stm_ajax_load_portfolio') ?? false,
      )
      await more.click()
      const sent = (await answer).request().postData() ?? ''
      expect(new URLSearchParams(sent).get('load_by')).toBe('3')
      expect(new URLSearchParams(sent).get('page')).toBe('1')
      await expect(cards(page, grid)).toHaveCount(6)
      // Under the block's heading every card title is an h3, the appended ones too.
      await expect(page.locator(`${grid} h3.portfolio-card-title`)).toHaveCount(6)
      await expect(more).toHaveAttribute('data-page', '2')
      await more.click()
      await expect(cards(page, grid)).toHaveCount(8)
      await expect(more).toHaveCount(0)
      expect(new Set(await ids(page, grid)).size).toBe(8)
      await expectNoA11yViolations(page)
    } finally {
      await api.delete(`/api/pages/${doc.id}`)
      await api.dispose()
    }
  })
})
