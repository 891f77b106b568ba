/**
 * The listing map beside the seeded /properties grid (issue 29), in a real browser: every listing
 * the filters match is on the map (clusters' counts and single pins add up to the grid's total,
 * not only the page shown), a filter refreshed in place redraws it, a cluster is a button that
 * Enter zooms into, in both languages; nothing outside this site is reached (the browser resolves
 * no other host, scripts/chromium.mjs: tiles simply do not load); without JavaScript there is no
 * map box at all; Leaflet's code loads only where a map is.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'

import { loopStrings } from '@/features/loop-grid/messages'

import { expectNoA11yViolations } from '../helpers/e2e'

const grid = (page: Page) => page.locator('[data-loop-grid="properties"]')
const frame = (page: Page) => grid(page).locator('.listing-map-frame')
const total = async (page: Page) =>
  Number(await grid(page).locator('.loop-grid-count').getAttribute('data-total'))
const filter = (page: Page, taxonomy: string) =>
  page.locator(`[data-loop-filter="properties"][data-taxonomy="${taxonomy}"]`)

/** Listings drawn: each cluster's count plus each single pin. */
async function drawn(map: Locator): Promise<number> {
  const counts = await map
    .locator('.listing-map-cluster')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-count'))))
  return counts.reduce((n, c) => n + c, 0) + (await map.locator('.listing-map-pin').count())
}

/** Requests that reached a host other than this site's. */
function recordOutsideRequests(page: Page): string[] {
  const outside: string[] = []
  page.on('requestfinished', (request) => {
    const { hostname } = new URL(request.url())
    if (!['localhost', '127.0.0.1'].includes(hostname) && !request.url().startsWith('data:')) {
      outside.push(request.url())
    }
  })
  return outside
}

async function openMap(page: Page, path: string) {
  await page.goto(path)
  await frame(page).scrollIntoViewIfNeeded()
  // The client marks the frame once Leaflet has drawn the map.
  await expect(page.locator('.listing-map-frame[data-map-state="ready"]')).toHaveCount(1, {
    timeout: 20_000,
  })
}

for (const [locale, path, district] of [
  ['ka', '/properties', /^ვაკე/],
  ['en', '/en/properties', /^Vake/],
] as const) {
  test.describe(`the listing map (${locale})`, () => {
    const s = loopStrings(locale).map

    test('shows every listing the filters match, and follows a filter refreshed in place', async ({
      page,
    }) => {
      const outside = recordOutsideRequests(page)
      await openMap(page, path)
      const all = await total(page)
      // More listings than one page of cards: the map has them all (the seed places each one).
      expect(all).toBeGreaterThan(await grid(page).locator('.property-card').count())
      await expect(frame(page)).toHaveAttribute('data-map-points', String(all))
      await expect.poll(() => drawn(frame(page))).toBe(all)
      await expect(grid(page).locator('.listing-map-caption')).toHaveText(s.onMap(all, all))
      await expect(frame(page).locator('.leaflet-container')).toHaveAttribute('aria-label', s.label)

      await filter(page, 'district').getByRole('link', { name: district }).click()
      await expect(page).toHaveURL(/\?e-filter-properties-district=vake$/)
      await expect(grid(page).locator('.loop-grid-count')).toHaveAttribute('data-total', '3')
      await expect(frame(page)).toHaveAttribute('data-map-points', '3')
      await expect.poll(() => drawn(frame(page))).toBe(3)
      await expect(grid(page).locator('.listing-map-caption')).toHaveText(s.onMap(3, 3))
      // Back to every listing.
      await page.goBack()
      await expect(frame(page)).toHaveAttribute('data-map-points', String(all))
      await expect.poll(() => drawn(frame(page))).toBe(all)
      expect(outside).toEqual([])
    })

    test('a cluster is a button: Enter zooms into it and leaves the focus on the map', async ({
      page,
    }) => {
      await openMap(page, path)
      const cluster = frame(page).locator('.listing-map-cluster').first()
      const count = Number(await cluster.getAttribute('data-count'))
      expect(count).toBeGreaterThan(1)
      await expect(cluster).toHaveAttribute('role', 'button')
      await expect(cluster).toHaveAttribute('tabindex', '0')
      await expect(cluster).toHaveAttribute('aria-label', s.cluster(count))
      const before = await frame(page)
        .locator('.listing-map-cluster, .listing-map-pin')
        .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))
      await cluster.focus()
      await page.keyboard.press('Enter')
      await expect(frame(page).locator('.leaflet-container')).toBeFocused()
      // Zoomed in: the cluster fell apart into smaller ones or single pins.
      await expect
        .poll(() =>
          frame(page)
            .locator('.listing-map-cluster, .listing-map-pin')
            .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))),
        )
        .not.toEqual(before)
      await expect(
        frame(page).locator(`.listing-map-cluster[aria-label="${s.cluster(count)}"]`),
      ).toHaveCount(0)
    })

    test('a single listing’s pin opens its title, price and page', async ({ page }) => {
      // One district, zoomed in to it: the listings stand alone or in small groups.
      await openMap(page, `${path}?e-filter-properties-district=vake`)
      const cluster = frame(page).locator('.listing-map-cluster').first()
      while (await cluster.count()) {
        await cluster.focus()
        await page.keyboard.press('Enter')
        await expect(frame(page).locator('.leaflet-container')).toBeFocused()
      }
      const pin = frame(page).locator('.listing-map-pin').first()
      await pin.focus()
      await page.keyboard.press('Enter')
      const link = frame(page).locator('.leaflet-popup a.listing-map-popup-title')
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`^${locale === 'en' ? '/en' : ''}/properties/`),
      )
      await expect(frame(page).locator('.listing-map-popup-price')).not.toBeEmpty()
      await expectNoA11yViolations(page)
    })
  })
}

test('without JavaScript there is no map box, only the grid', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/properties')
  await expect(grid(page).locator('.property-card').first()).toBeVisible()
  await expect(grid(page).locator('.listing-map')).toBeHidden()
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  await context.close()
})

test('the map keeps its height from the first paint: nothing shifts when it draws', async ({
  page,
}) => {
  // Layout shifts of anything in the map's column (the line under the frame moves if it grows).
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { mapShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      }[]) {
        if (entry.hadRecentInput) continue
        for (const source of entry.sources ?? []) {
          const node = source.node
          const element = node?.nodeType === 1 ? (node as Element) : node?.parentElement
          if (element?.closest('.listing-map')) shifts.push(element.className)
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/en/properties')
  const height = (await frame(page).boundingBox())?.height ?? 0
  expect(height).toBeGreaterThan(200)
  await expect(frame(page)).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
  // The same box (layout rounds to a 64th of a pixel; 503.99994 and 504 are one height).
  expect((await frame(page).boundingBox())?.height).toBeCloseTo(height, 1)
  expect(
    await page.evaluate(() => (window as unknown as { mapShifts: string[] }).mapShifts),
  ).toEqual([])
})

test('only pages with a map load Leaflet', async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''))
    }
  })
  await openMap(page, '/en/properties')
  expect((await Promise.all(scripts)).some((text) => text.includes('leafletjs.com'))).toBe(true)

  const other = await page.context().newPage()
  const without: Promise<string>[] = []
  other.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      without.push(response.text().catch(() => ''))
    }
  })
  for (const path of ['/', '/news']) {
    await other.goto(path)
    await other.waitForLoadState('load')
  }
  expect((await Promise.all(without)).some((text) => text.includes('leafletjs.com'))).toBe(false)
})
