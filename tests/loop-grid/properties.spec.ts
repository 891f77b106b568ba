/**
 * Property listings in the loop grid: filtering by district and type with AND, OR and NOT,
 * shareable addresses rendered on the server (JavaScript off), refresh in place with JavaScript
 * (history, screen-reader status, a failed call leaving the grid as it was), the property page,
 * and axe on both. The count is the list's heading, saying what it holds.
 */
import { expect, test, type Page } from '@playwright/test'

import { expectNoA11yViolations, phoneContext } from '../helpers/e2e'

const cards = (page: Page) => page.locator('[data-loop-grid="properties"] .property-card')
const count = (page: Page) => page.locator('[data-loop-grid="properties"] .loop-grid-count')
const filter = (page: Page, taxonomy: string) =>
  page.locator(`[data-loop-filter="properties"][data-taxonomy="${taxonomy}"]`)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('filters are links to shareable addresses the server renders', async ({ page }) => {
    await page.goto('/properties')
    await expect(count(page)).toHaveText('24 განცხადება')
    await expect(cards(page)).toHaveCount(9)
    await filter(page, 'district').getByRole('link', { name: /^ვაკე/ }).click()
    await expect(page).toHaveURL(/\?e-filter-properties-district=vake$/)
    await expect(count(page)).toHaveText('3 განცხადება: ვაკე')
    await expect(filter(page, 'district').getByRole('link', { name: /^ვაკე/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // A second taxonomy narrows (AND across taxonomies).
    await filter(page, 'type').getByRole('link', { name: /^ბინა/ }).click()
    await expect(page).toHaveURL(/e-filter-properties-district=vake&e-filter-properties-type=flat/)
    await expect(count(page)).toHaveText('2 ბინა: ვაკე')
  })

  test('a shared address with OR and NOT shows the same grid, pages keep the filters', async ({
    page,
  }) => {
    await page.goto(
      '/en/properties?e-filter-properties-district=vake~vera&e-filter-properties-type=!house',
    )
    await expect(count(page)).toHaveText('5 listings in Vake or Vera, except houses')
    await expect(cards(page)).toHaveCount(5)
    await expect(cards(page).filter({ hasText: 'House' })).toHaveCount(0)
    await page.goto('/en/properties?e-filter-properties-deal=sale')
    await expect(count(page)).toHaveText('13 listings for sale')
    await page.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/e-filter-properties-deal=sale&e-page-properties=2/)
    await expect(cards(page)).toHaveCount(4)
    // Changing a filter starts again at page 1.
    await filter(page, 'deal')
      .getByRole('link', { name: /^For rent/ })
      .click()
    await expect(page).toHaveURL(/\?e-filter-properties-deal=rent$/)
    await expect(count(page)).toHaveText('11 listings for rent')
  })

  test('a route that is not an editors’ page ignores grid parameters', async ({ page }) => {
    const response = await page.goto('/en/news?e-page-grid1=2&x=1')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/en\/news\?x=1$/)
    await expect(page.locator('.news-card').first()).toBeVisible()
  })
})

test('with JavaScript a filter refreshes the grid in place', async ({ page }) => {
  await page.goto('/en/properties')
  await expect(count(page)).toHaveText('24 listings')
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/refresh-loop')) calls.push(r.postData() ?? '')
  })
  const vake = filter(page, 'district').getByRole('link', { name: /^Vake/ })
  await vake.focus()
  await page.keyboard.press('Enter')
  await expect(count(page)).toHaveText('3 listings in Vake')
  await expect(page).toHaveURL(/\/en\/properties\?e-filter-properties-district=vake$/)
  await expect(vake).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('[data-loop-grid="properties"] .loop-grid-status')).toHaveText(
    '3 listings in Vake',
  )
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  expect(JSON.parse(calls[0]!)).toMatchObject({
    widget_id: 'properties',
    widget_filters: { taxonomy: { district: { terms: ['vake'], logicalJoin: 'OR' } } },
  })
  // Exclusion (NOT) from the same filter.
  await filter(page, 'type').getByRole('link', { name: 'Exclude “House”' }).click()
  await expect(count(page)).toHaveText('2 listings in Vake, except houses')
  await expect(page).toHaveURL(/e-filter-properties-type=!house/)
  // Back restores the previous grid.
  await page.goBack()
  await expect(count(page)).toHaveText('3 listings in Vake')
  await expect(vake).toHaveAttribute('aria-current', 'true')

  // A failed call leaves the grid and the address as they were, and removes the loading state.
  await page.route('**/refresh-loop', (route) => route.fulfill({ status: 500, body: '{}' }))
  const before = page.url()
  await filter(page, 'district').getByRole('link', { name: /^Vera/ }).click()
  await expect(page.locator('[data-loop-grid="properties"]')).not.toHaveClass(/is-loading/)
  await expect(count(page)).toHaveText('3 listings in Vake')
  expect(page.url()).toBe(before)
  await page.route('**/refresh-loop', (route) => route.abort('internetdisconnected'))
  await filter(page, 'district').getByRole('link', { name: /^Vera/ }).click()
  await expect(page.locator('[data-loop-grid="properties"]')).not.toHaveAttribute(
    'aria-busy',
    'true',
  )
  await expect(count(page)).toHaveText('3 listings in Vake')
})

test('the home page lists new properties; a property page has its facts and JSON-LD', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('[data-loop-grid="home_properties"] .property-card')).toHaveCount(3)
  // A teaser: no page links, a link to every listing instead.
  await expect(page.locator('[data-loop-grid="home_properties"] .pagination')).toHaveCount(0)
  await expect(
    page
      .locator('[data-loop-grid="home_properties"]')
      .getByRole('link', { name: 'ყველა განცხადება' }),
  ).toHaveAttribute('href', '/properties')
  await page.goto('/en/properties')
  await cards(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/en\/properties\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.property-facts')).toContainText('Price')
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  )
  expect(ld).toMatchObject({ '@type': 'RealEstateListing', offers: expect.any(Array) })
  await expectNoA11yViolations(page)
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/\/properties\/[a-z0-9-]+</)
  expect(sitemap).toContain('/en/properties<')
})

for (const locale of ['ka', 'en'] as const) {
  test(`/properties has no accessibility violations (${locale})`, async ({ page }) => {
    await page.goto(
      locale === 'ka' ? '/properties?e-filter-properties-district=vake' : '/en/properties',
    )
    await expect(cards(page).first()).toBeVisible()
    await expectNoA11yViolations(page)
  })
}

test('/properties on a phone has no accessibility violations', async ({ browser }) => {
  const context = await phoneContext(browser)
  const page = await context.newPage()
  await page.goto('/en/properties')
  await expect(cards(page).first()).toBeVisible()
  await expectNoA11yViolations(page)
  await context.close()
})
