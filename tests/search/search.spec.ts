/**
 * Site search as a visitor uses it, with JavaScript and without (the form is a plain GET form):
 * "ბინა ვაკეში" lands on a ranked list whose first results are the seeded Vake flats, with the
 * words marked; Latin letters find Georgian; English at /en/search; paging; the empty state with
 * its suggestions and links; junk queries answered; noindex; axe in both languages.
 */
import { expect, test, type Page } from '@playwright/test'

import { expectNoA11yViolations } from '../helpers/e2e'

const results = (page: Page) => page.locator('ol.search-results > li')
const field = (page: Page) => page.getByRole('searchbox')

async function searchFrom(page: Page, path: string, query: string) {
  await page.goto(path)
  await field(page).fill(query)
  await field(page).press('Enter')
  await page.waitForURL(/[?&]q=/)
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`site search with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('"ბინა ვაკეში" finds the Vake flats first, the words marked, the query kept', async ({
      page,
    }) => {
      await searchFrom(page, '/search', 'ბინა ვაკეში')
      expect(new URL(page.url()).pathname).toBe('/search')
      await expect(field(page)).toHaveValue('ბინა ვაკეში')
      await expect(page.locator('.search-summary')).toContainText('ბინა ვაკეში')
      // The first listing found is a Vake flat (a portfolio project about buying one in Vake
      // may rank above it: it is as relevant).
      const first = results(page)
        .filter({ has: page.locator('.search-kind', { hasText: /^უძრავი ქონება$/ }) })
        .first()
      await expect(first.locator('h2 a')).toHaveAttribute('href', /^\/properties\/vake-flat-\d+$/)
      await expect(first.locator('mark').first()).toBeVisible()
      const marked = await page.locator('ol.search-results mark').allTextContents()
      expect(marked.some((text) => text.startsWith('ვაკ'))).toBe(true)
      expect(marked.some((text) => text.startsWith('ბინ'))).toBe(true)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })

    test('Latin letters find Georgian, and the English page searches English', async ({ page }) => {
      await page.goto('/search?q=tbilisi')
      await expect(results(page).first()).toBeVisible()
      await expect(page.locator('ol.search-results mark').first()).toBeVisible()

      await searchFrom(page, '/en/search', 'flat in Vake')
      expect(new URL(page.url()).pathname).toBe('/en/search')
      const listing = results(page)
        .filter({ has: page.locator('.search-kind', { hasText: /^Property$/ }) })
        .first()
      await expect(listing.locator('h2 a')).toHaveAttribute(
        'href',
        /^\/en\/properties\/vake-flat-\d+$/,
      )
    })

    test('pages ten results at a time', async ({ page }) => {
      await page.goto('/search?q=ბინა')
      await expect(results(page)).toHaveCount(10)
      const nav = page.getByRole('navigation', { name: 'გვერდები' })
      await nav.getByRole('link', { name: 'შემდეგი გვერდი' }).click()
      await page.waitForURL(/page=2/)
      expect(new URL(page.url()).searchParams.get('q')).toBe('ბინა')
      await expect(results(page).first()).toBeVisible()
      await expect(page.locator('ol.search-results')).toHaveAttribute('start', '11')
      await expect(field(page)).toHaveValue('ბინა')
    })

    test('an empty search and one that finds nothing help the visitor on', async ({ page }) => {
      await page.goto('/search')
      await expect(page.locator('.search-empty')).toContainText('ჩაწერეთ, რას ეძებთ')
      await page.goto('/en/search?q=zzzqqqxxx')
      const empty = page.locator('.search-empty')
      await expect(empty).toContainText('Nothing was found for “zzzqqqxxx”.')
      await expect(empty.getByRole('link', { name: 'All news' })).toHaveAttribute(
        'href',
        '/en/news',
      )
      await expect(empty.getByRole('link', { name: 'Properties' })).toHaveAttribute(
        'href',
        '/en/properties',
      )
      await expect(empty.getByRole('link', { name: 'Events' })).toHaveAttribute(
        'href',
        '/en/events',
      )
    })
  })
}

test('any query gets a page, never an error', async ({ request }) => {
  const queries = [
    'x'.repeat(10_000),
    '🏠🔑',
    "'; DROP TABLE search_index; --",
    '%',
    '_',
    '.*+?^${}()|[]\\',
    "x' | y:* & !z",
    '<script>alert(1)</script>',
  ]
  for (const q of queries) {
    const res = await request.get(`/search?${new URLSearchParams({ q })}`)
    expect(res.status(), q.slice(0, 40)).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('<script>alert(1)</script>')
  }
  // A lone surrogate and NUL, percent-encoded as a browser could send them.
  for (const raw of ['%ED%A0%80', '%C0%80', 'a%00b', '%FF%FE']) {
    const res = await request.get(`/search?q=${raw}`)
    expect(res.status(), raw).toBeLessThan(500)
  }
  const deep = await request.get('/search?q=ბინა&page=999999')
  expect(deep.status()).toBe(200)
})

test('the footer links site search', async ({ page }) => {
  await page.goto('/')
  await page.locator('footer').getByRole('link', { name: 'ძიება საიტზე' }).click()
  await page.waitForURL('/search')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ძიება')
})

for (const path of [
  '/search?q=ბინა ვაკეში',
  '/en/search?q=flat',
  '/search?q=zzzqqq',
  '/en/search',
]) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path)
    await expectNoA11yViolations(page)
  })
}
