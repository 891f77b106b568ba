/**
 * Countdown, progress bars and circles, funfacts, pie charts and shuffle letters on /styleguide:
 * final values readable without JavaScript and by screen readers, animation only once seen and
 * never for reduced motion, the countdown ticking and finishing.
 */
import { expect, test } from '@playwright/test'

test('progress bars carry their values and fill once scrolled into view', async ({ page }) => {
  await page.goto('/en/styleguide')
  const bars = page.locator('[data-block="progress"] [data-fixture="Construction progress"]')
  const facade = bars.getByRole('progressbar', { name: 'Facade' })
  await expect(facade).toHaveAttribute('aria-valuenow', '75')
  const block = bars.locator('.progress-block')
  await expect(block).not.toHaveClass(/is-visible/)
  await block.scrollIntoViewIfNeeded()
  await expect(block).toHaveClass(/is-visible/)
  await expect
    .poll(() => facade.locator('.progress-fill').evaluate((el) => getComputedStyle(el).transform))
    .toBe('matrix(0.75, 0, 0, 1, 0, 0)')
  // Without a colour the site's own fills the bar; the circles' palette colour fills their rings.
  const ring = page.locator('[data-block="progress"] [data-fixture="Circles"] .ring-value').first()
  await expect
    .poll(() =>
      facade.locator('.progress-fill').evaluate((el) => getComputedStyle(el).backgroundColor),
    )
    .toBe('rgb(15, 76, 92)')
  await expect
    .poll(() => ring.evaluate((el) => getComputedStyle(el).stroke))
    .toBe('rgb(26, 147, 127)')
})

test('funfacts count up to their numbers once seen; screen readers get the number', async ({
  page,
}) => {
  await page.goto('/en/styleguide')
  const first = page.locator('[data-block="funfacts"] .funfact-number').first()
  await first.scrollIntoViewIfNeeded()
  await expect(first.locator('[aria-hidden="true"]')).toHaveText('1,200')
  await expect(first.locator('.visually-hidden')).toHaveText('1,200')
})

test('the countdown ticks, and a finished one shows its finish text', async ({ page }) => {
  await page.goto('/en/styleguide')
  const open = page.locator('[data-block="countdown"] [data-fixture="Open day"]')
  const seconds = open.locator('.countdown-part').nth(3).locator('.countdown-value')
  const before = await seconds.textContent()
  await expect.poll(() => seconds.textContent(), { timeout: 3_000 }).not.toBe(before)
  await expect(open.getByRole('timer')).toBeVisible()
  const ended = page.locator('[data-block="countdown"] [data-fixture="Finished"]')
  await expect(ended.getByRole('status')).toContainText('The offer has ended')
  await expect(ended.getByRole('timer')).toHaveCount(0)
})

test('shuffle letters settle on the heading text; screen readers read it once', async ({
  page,
}) => {
  await page.goto('/en/styleguide')
  const heading = page.locator('[data-block="shuffleLetters"] .styleguide-example h2')
  await heading.scrollIntoViewIfNeeded()
  await expect(heading).toHaveAccessibleName('Your home starts here')
  await expect(heading.locator('.shuffle-letters')).toHaveText('Your home starts here')
})

test('under reduced motion nothing animates: values are final from the start', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/en/styleguide')
  const fill = page.locator('[data-block="progress"] .progress-fill').nth(1)
  await fill.scrollIntoViewIfNeeded()
  expect(await fill.evaluate((el) => getComputedStyle(el).transform)).toBe(
    'matrix(0.75, 0, 0, 1, 0, 0)',
  )
  await expect(page.locator('[data-block="funfacts"] [aria-hidden="true"]').first()).toHaveText(
    '1,200',
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every value and the countdown’s date are in the page', async ({ page }) => {
    await page.goto('/en/styleguide')
    await expect(page.getByRole('progressbar', { name: 'Frame' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    await expect(page.locator('[data-block="pieChart"] .pie-value').first()).toHaveText('68%')
    await expect(page.locator('[data-block="funfacts"] .funfact-number').first()).toContainText(
      '1,200',
    )
    await expect(page.locator('[data-block="countdown"] .countdown-until time')).toHaveCount(1)
    await expect(
      page.locator('[data-block="shuffleLetters"] .styleguide-example h2'),
    ).toContainText('Your home starts here')
  })
})
