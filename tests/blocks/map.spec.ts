/**
 * The map block (src/blocks/Map) in a real browser, without a Google Maps key: the contact page's
 * map of both offices drawn by Leaflet (tiles from no outside server: the browser resolves no
 * other host, scripts/chromium.mjs), the same places as text and maps-app links without
 * JavaScript, and Leaflet's code only on pages that have a map.
 */
import { expect, test, type Page } from '@playwright/test'

import { en } from '@/i18n/messages/en'
import { ka } from '@/i18n/messages/ka'

import { expectNoA11yViolations } from '../helpers/e2e'

const mapOf = (page: Page) => page.locator('.ekit-google-map')

/** The text of every script the page loaded, by address. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      )
    }
  })
  return async () => Promise.all([...scripts.values()])
}

test.describe('the contact page’s map with JavaScript', () => {
  for (const [locale, path, catalogue] of [
    ['ka', '/contact', ka],
    ['en', '/en/contact', en],
  ] as const) {
    test(`Leaflet draws both offices as markers (${locale}), reachable by keyboard`, async ({
      page,
    }) => {
      await page.goto(path)
      const map = mapOf(page)
      await expect(map).toHaveAttribute('data-map_type', 'marker')
      await expect(map).toHaveAttribute('data-map-provider', 'leaflet')
      await map.scrollIntoViewIfNeeded()
      // The client marks the element it draws in (spec: nothing without the library).
      await expect(page.locator('.map-figure [data-map-state="ready"]')).toHaveCount(1, {
        timeout: 20_000,
      })
      await expect(map.locator('.leaflet-container')).toHaveCount(1)
      await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2)
      // Each place stays listed with its link to a maps app.
      await expect(
        page.getByRole('link', { name: new RegExp(catalogue.mapOpenInApp) }).first(),
      ).toBeVisible()
      await expect(map.locator('.leaflet-marker-icon').first()).toHaveAttribute('tabindex', '0')
      await expectNoA11yViolations(page)
    })
  }
})

test('without JavaScript the contact page lists both offices with their maps-app links', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/contact')
  const map = mapOf(page)
  await expect(map).toHaveAttribute('data-map_type', 'marker')
  await expect(map.locator('.leaflet-container')).toHaveCount(0)
  const links = page.locator('.map-block a[href*="google.com/maps"], .map-block a[href^="geo:"]')
  expect(await links.count()).toBeGreaterThanOrEqual(2)
  await context.close()
})

test('only pages with a map load Leaflet', async ({ page }) => {
  const withMap = recordScripts(page)
  await page.goto('/contact')
  await mapOf(page).scrollIntoViewIfNeeded()
  await expect(mapOf(page).locator('.leaflet-container')).toHaveCount(1, { timeout: 20_000 })
  expect((await withMap()).some((text) => text.includes('leafletjs.com'))).toBe(true)

  const other = await page.context().newPage()
  const without = recordScripts(other)
  for (const path of ['/', '/news', '/about']) {
    await other.goto(path)
    await other.waitForLoadState('load')
  }
  expect((await without()).some((text) => text.includes('leafletjs.com'))).toBe(false)
})
