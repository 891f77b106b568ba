/**
 * The carousel, share buttons and back-to-top on /styleguide: keyboard and pointer use with
 * JavaScript, reduced motion, and what each offers without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test'

const carousel = (page: Page) => page.locator('[data-block="carousel"] .carousel')

test('the carousel moves by its buttons and keyboard, and its rotation can be stopped', async ({
  page,
}) => {
  await page.goto('/en/styleguide#block-carousel')
  const c = carousel(page)
  await expect(c).toHaveAttribute('aria-roledescription', 'carousel')
  const slides = c.locator('[aria-roledescription="slide"]')
  await expect(slides).toHaveCount(4)
  await expect(slides.first()).toHaveAttribute('aria-label', '1 of 4')
  const rotation = c.getByRole('button', { name: 'Stop automatic slide show' })
  await expect(rotation).toBeVisible()
  // The rotation button stops it for good (WAI-ARIA carousel pattern) and says so.
  await rotation.click()
  await expect(c.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible()
  const track = c.locator('.carousel-track')
  const before = await track.evaluate((el) => getComputedStyle(el).transform)
  await c.getByRole('button', { name: 'Next slide' }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before)
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform)).toBe(before)
})

test('the carousel never rotates by itself under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/en/styleguide#block-carousel')
  await expect(
    carousel(page).getByRole('button', { name: 'Start automatic slide show' }),
  ).toBeVisible()
  await expect(carousel(page).locator('.carousel-track')).toHaveAttribute('aria-live', 'polite')
})

test('share buttons are plain links to each network with this page’s address', async ({ page }) => {
  await page.goto('/en/styleguide')
  const all = page.locator('[data-block="shareButtons"] [data-fixture="All 19 networks"] a')
  await expect(all).toHaveCount(19)
  const x = page.getByRole('link', { name: 'Share on X' }).first()
  await expect(x).toHaveAttribute('target', '_blank')
  const href = (await x.getAttribute('href'))!
  expect(new URL(href).searchParams.get('url')).toMatch(/\/en\/styleguide$/)
})

test('back to top appears past its threshold and returns to the top', async ({ page }) => {
  await page.goto('/en/styleguide')
  const button = page.locator('a.back-to-top')
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 2000))
  await expect(button).toBeVisible()
  const ring = button.locator('.progress')
  expect(Number(await ring.getAttribute('stroke-dashoffset'))).toBeLessThan(
    Number(await ring.getAttribute('stroke-dasharray')),
  )
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toBeHidden()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every slide is readable in a scrollable row; back to top is a plain link', async ({
    page,
  }) => {
    await page.goto('/en/styleguide')
    const c = carousel(page)
    await expect(c.locator('[aria-roledescription="slide"]')).toHaveCount(4)
    await expect(c.getByRole('button')).toHaveCount(0)
    await expect(c.getByRole('region', { name: 'What our clients say' })).toHaveAttribute(
      'tabindex',
      '0',
    )
    const button = page.locator('a.back-to-top')
    await expect(button).toHaveAttribute('href', '#top')
    await expect(button).toHaveAccessibleName('Back to top')
    await expect(button).toBeVisible()
  })
})
