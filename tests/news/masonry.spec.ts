import { expect, test, type BrowserContext, type Page } from '@playwright/test'

import { waitForHydration } from '../helpers/e2e'

/** Every card's box, in document order. */
const boxes = (page: Page) =>
  page.locator('.news-masonry .news-card').evaluateAll((cards) =>
    cards.map((c) => {
      const r = c.getBoundingClientRect()
      return [Math.round(r.left), Math.round(r.top + window.scrollY)]
    }),
  )

test.describe('news masonry', () => {
  test('lays cards out before scripts, and does not move them after', async ({ browser }) => {
    // The site font is `optional`: whether it arrives in its first 100 ms differs from one load to
    // the next (and so does text wrapping), so both loads are laid out in the fallback font.
    const noFonts = (c: BrowserContext) => c.route(/\.woff2$/, (route) => route.abort())
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    await noFonts(noScript)
    const plain = await noScript.newPage()
    await plain.setViewportSize({ width: 1280, height: 900 })
    await plain.goto('/news')
    const withoutJs = await boxes(plain)
    expect(new Set(withoutJs.map(([left]) => left)).size).toBeGreaterThan(1)
    await noScript.close()

    const context = await browser.newContext()
    await noFonts(context)
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number }
      w.shift = 0
      new PerformanceObserver((list) => {
        // Only shifts of the news cards: the masonry's own; other parts of the page have their tests.
        type Shift = { value: number; sources?: Array<{ node?: Node | null }> }
        for (const entry of list.getEntries() as unknown as Shift[]) {
          const ours = entry.sources?.some((s) =>
            (s.node as Element | null | undefined)?.closest?.('.news-masonry'),
          )
          if (ours) w.shift += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/news')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(await boxes(page)).toEqual(withoutJs)
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift)
    expect(shift).toBeLessThan(0.01)
    await context.close()
  })

  test('keeps reading order: the newest three across the first row, left to right', async ({
    browser,
  }) => {
    // Without a script too: the order is the grid's, not a script's.
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto('/news')
      const cards = await boxes(page)
      const [first, second, third, fourth] = cards
      expect(second![1]).toBe(first![1])
      expect(third![1]).toBe(first![1])
      expect(first![0]).toBeLessThan(second![0]!)
      expect(second![0]).toBeLessThan(third![0]!)
      // The fourth starts a new row, under one of the first three.
      expect(fourth![1]).toBeGreaterThan(first![1]!)
      expect([first![0], second![0], third![0]]).toContain(fourth![0])
      // Each card starts at or below the one before it: the document's order is the reading order.
      for (let i = 1; i < cards.length; i++)
        expect(cards[i]![1]).toBeGreaterThanOrEqual(cards[i - 1]![1]!)
      // The titles in document order are the newest first (the list's order).
      const dates = await page
        .locator('.news-masonry .news-card time')
        .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''))
      expect(dates).toEqual([...dates].sort().reverse())
      await context.close()
    }
  })

  test('columns follow right-to-left text', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/news')
    const list = page.locator('.news-masonry')
    await list.evaluate((el) => el.setAttribute('dir', 'rtl'))
    const [first, second] = await boxes(page)
    const listBox = (await list.boundingBox())!
    // The first column is the right one; the second card is beside the first, to its left.
    expect(first![0]).toBeGreaterThan(listBox.x + listBox.width / 2)
    expect(second![0]).toBeLessThan(first![0]!)
    expect(second![1]).toBe(first![1])
  })

  test('after a resize, cards travel to their new place with the 0.7 s transition', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/news')
    await page.waitForLoadState('networkidle')
    // The resize listener is attached when the masonry hydrates.
    await waitForHydration(page, '.news-masonry')
    // Record a card starting the 0.7 s transition, however briefly (a slow machine polls late).
    await page.evaluate(() => {
      const w = window as unknown as { travelled: boolean }
      w.travelled = false
      new MutationObserver(() => {
        if (document.querySelector('.news-masonry .news-card[style*="0.7s"]')) w.travelled = true
      }).observe(document.querySelector('.news-masonry')!, {
        subtree: true,
        attributeFilter: ['style'],
      })
    })
    await page.setViewportSize({ width: 820, height: 900 })
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { travelled: boolean }).travelled))
      .toBe(true)
    await expect(page.locator('.news-masonry .news-card[style*="translate"]')).toHaveCount(0, {
      timeout: 3000,
    })
  })
})
