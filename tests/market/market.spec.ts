/**
 * The market indexes on the seeded site (written, not yet run: see the README): the district price
 * ticker under the home page's hero, still for reduced motion; and `/market`, whose chart is an SVG
 * drawn on the server that assistive technology reads as one image with a title and a description,
 * in Georgian and in English.
 */
import { expect, test } from '@playwright/test'

import { expectNoA11yViolations } from '../helpers/e2e'

for (const { locale, home, market, ticker, chartWords } of [
  {
    locale: 'ka',
    home: '/',
    market: '/market',
    ticker: 'ბინების ფასები უბნების მიხედვით',
    chartWords: /ვაკე · იყიდება/,
  },
  {
    locale: 'en',
    home: '/en',
    market: '/en/market',
    ticker: 'Flat prices by district',
    chartWords: /Vake · for sale/,
  },
] as const) {
  test.describe(`market indexes (${locale})`, () => {
    test('the home page shows the district price ticker, and it links to the market page', async ({
      page,
    }) => {
      await page.goto(home)
      const region = page.getByRole('region', { name: ticker })
      await expect(region).toBeVisible()
      // The first copy of the list is read; the second (for the loop) is hidden from readers.
      const items = region.locator('.market-ticker-track:not([aria-hidden]) li')
      expect(await items.count()).toBeGreaterThanOrEqual(4)
      await expect(items.first()).toContainText(/\d/)
      await expect(region.locator('.market-ticker-track[aria-hidden="true"]')).toHaveCount(1)
      // Scrolling while motion is allowed.
      const name = await region
        .locator('.market-ticker-track')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName)
      expect(name).toBe('market-ticker')
      await region.getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${market}$`))
    })

    test('for reduced motion the ticker is a still list', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(home)
      const track = page.locator('.market-ticker-track').first()
      await expect(track).toBeVisible()
      expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
      await expect(page.locator('.market-ticker-track[aria-hidden="true"]')).toBeHidden()
    })

    test('the market page draws the chart as an accessible SVG and the table', async ({ page }) => {
      await page.goto(market)
      const chart = page.locator('svg.market-chart-svg')
      await expect(chart).toHaveCount(1)
      await expect(chart).toHaveAttribute('role', 'img')
      // Named by its <title>, described by its <desc> (the lines in words).
      const title = (await chart.locator('title').textContent())?.trim() ?? ''
      expect(title.length).toBeGreaterThan(0)
      await expect(page.getByRole('img', { name: title })).toBeVisible()
      await expect(chart.locator('desc')).toHaveText(chartWords)
      // Three lines, each a path drawn on the server (no canvas, no chart script).
      await expect(chart.locator('.market-chart-lines path')).toHaveCount(3)
      await expect(page.locator('canvas')).toHaveCount(0)
      // The table: a row per index and the rates.
      const rows = page.locator('.market-table tbody tr')
      expect(await rows.count()).toBeGreaterThanOrEqual(5)
      await expect(page.locator('.market-table tbody tr[data-symbol="USDGEL"]')).toContainText(
        /2[.,]70/,
      )
      await expectNoA11yViolations(page)
    })
  })
}
