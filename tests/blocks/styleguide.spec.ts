/**
 * `/styleguide` shows every block with its examples, in both languages, without accessibility
 * violations at desktop and phone widths; the accordion and tabs widgets follow their WAI-ARIA
 * keyboard patterns, open from the URL hash, and make sense without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test'

import { expectNoA11yViolations } from '../helpers/e2e'

// Every registry block has fixtures (tests/blocks/fixtures.test.ts); here each renders.
const EXPECTED_BLOCKS = 33

for (const locale of ['ka', 'en'] as const) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`every block renders, noindex, axe (${locale}, ${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(locale === 'ka' ? '/styleguide' : '/en/styleguide')
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      const sections = page.locator('[data-block]')
      await expect(sections).toHaveCount(EXPECTED_BLOCKS)
      await expect(page.locator('.styleguide-toc a')).toHaveCount(EXPECTED_BLOCKS)
      for (const slug of await sections.evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-block')),
      )) {
        await expect(
          page.locator(`[data-block="${slug}"] .block`).first(),
          `${slug}`,
        ).toBeAttached()
      }
      await expectNoA11yViolations(page)
    })
  }
}

test('the style guide is not in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('styleguide')
})

const accordion = (page: Page) => page.locator('[data-block="accordion"] details')
const tabs = (page: Page) => page.locator('[data-block="tabs"] [role="tab"]')

test('accordion: one card open at a time, by keyboard; a link to a card opens it', async ({
  page,
}) => {
  await page.goto('/en/styleguide')
  const cards = accordion(page)
  await expect(cards).toHaveCount(3)
  await expect(cards.nth(0)).toHaveAttribute('open', '')
  await cards.nth(1).locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(cards.nth(1)).toHaveAttribute('open', '')
  await expect(cards.nth(0)).not.toHaveAttribute('open', '')
  await page.keyboard.press('Space')
  await expect(cards.nth(1)).not.toHaveAttribute('open', '')
  // A link to a closed card opens it (the browser reveals a fragment inside a <details>).
  await expect(cards.nth(0)).not.toHaveAttribute('open', '')
  await page.goto('/en/styleguide#foreign-buyers')
  await expect(cards.nth(0)).toHaveAttribute('open', '')
  await expect(page.locator('#foreign-buyers')).toBeVisible()
})

test('tabs: arrows, Home and End move and select; the hash opens a tab', async ({ page }) => {
  await page.goto('/en/styleguide#mortgage')
  const all = tabs(page)
  await expect(all).toHaveCount(3)
  await expect(all.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('#mortgage')).toBeVisible()
  await expect(page.locator('#buying')).toBeHidden()
  await all.nth(1).focus()
  await page.keyboard.press('ArrowRight')
  await expect(all.nth(2)).toHaveAttribute('aria-selected', 'true')
  await expect(all.nth(2)).toBeFocused()
  await page.keyboard.press('ArrowRight') // wraps
  await expect(all.nth(0)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(all.nth(2)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Home')
  await expect(all.nth(0)).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/#buying$/)
  await expect(page.locator('#buying')).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every tab panel shows under its heading; the accordion still opens', async ({ page }) => {
    await page.goto('/styleguide')
    await expect(page.locator('[data-block="tabs"] [role="tab"]')).toHaveCount(0)
    for (const id of ['buying', 'mortgage', 'legal-check']) {
      await expect(page.locator(`#${id}`)).toBeVisible()
      await expect(page.locator(`#${id} h3`)).toBeVisible()
    }
    const cards = accordion(page)
    await cards.nth(2).locator('summary').click()
    await expect(cards.nth(2)).toHaveAttribute('open', '')
    await expect(cards.nth(0)).not.toHaveAttribute('open', '')
  })
})
