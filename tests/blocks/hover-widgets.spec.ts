/**
 * Info tips (the WAI-ARIA tooltip pattern: hover and focus show, Escape hides) and tilt on hover
 * (pointer only; never with reduced motion or on touch screens) on `/styleguide`.
 */
import { expect, test, type Page } from '@playwright/test'

const tips = (page: Page) => page.locator('[data-block="infoTips"]')
const bubble = (page: Page, n: number) => tips(page).locator('[role="tooltip"]').nth(n)

test('info tips: a described button; hover and focus show the tip, Escape hides it', async ({
  page,
}) => {
  await page.goto('/en/styleguide')
  const white = tips(page).getByRole('button', { name: 'White frame' })
  await expect(white).toHaveAccessibleDescription(/Plastered walls, a levelled floor screed/)
  await expect(bubble(page, 0)).toBeHidden()

  await white.hover()
  await expect(bubble(page, 0)).toBeVisible()
  // The pointer may move onto the tooltip itself (WCAG 1.4.13) …
  await bubble(page, 0).hover()
  await expect(bubble(page, 0)).toBeVisible()
  // … and Escape dismisses it without moving the pointer or the focus.
  await page.keyboard.press('Escape')
  await expect(bubble(page, 0)).toBeHidden()
  await page.mouse.move(0, 0)

  await white.focus()
  await expect(bubble(page, 0)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(bubble(page, 0)).toBeHidden()
  await expect(white).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(tips(page).getByRole('button', { name: 'Black frame' })).toBeFocused()
  await expect(bubble(page, 1)).toBeVisible()
  await expect(bubble(page, 0)).toBeHidden()
  // Back on the first, it shows again.
  await page.keyboard.press('Shift+Tab')
  await expect(bubble(page, 0)).toBeVisible()
})

const teamCard = (page: Page) => page.locator('[data-block="teamMembers"] .team-card').first()

async function pointAtCorner(page: Page) {
  const card = teamCard(page)
  await card.scrollIntoViewIfNeeded()
  const box = (await card.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.move(box.x + 5, box.y + 5, { steps: 4 })
}
const transformOf = (page: Page) => teamCard(page).evaluate((e) => e.style.transform)

test('tilt: a card leans towards the mouse and levels when it leaves', async ({ page }) => {
  await page.goto('/en/styleguide')
  await pointAtCorner(page)
  // Near the top left corner: nearly -10° about X and +10° about Y (half the maximum of 20).
  await expect
    .poll(() => transformOf(page))
    .toMatch(/^perspective\(300px\) rotateX\(-9\.\d+deg\) rotateY\(9\.\d+deg\) scale3d\(1, 1, 1\)$/)
  await page.mouse.move(0, 0)
  await expect
    .poll(() => transformOf(page))
    .toBe('perspective(300px) rotateX(0deg) rotateY(0deg) scale3d(1, 1, 1)')
})

test('tilt: nothing moves for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/en/styleguide')
  await pointAtCorner(page)
  await page.waitForTimeout(200)
  expect(await transformOf(page)).toBe('')
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('tilt: a tap does not tilt', async ({ page }) => {
    await page.goto('/en/styleguide')
    const card = teamCard(page)
    await card.scrollIntoViewIfNeeded()
    await card.locator('.team-role').tap()
    await page.waitForTimeout(200)
    expect(await transformOf(page)).toBe('')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('info tips still show on hover and focus', async ({ page }) => {
    await page.goto('/en/styleguide')
    await expect(bubble(page, 2)).toBeHidden()
    await tips(page).getByRole('button', { name: 'Green frame' }).hover()
    await expect(bubble(page, 2)).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(bubble(page, 2)).toBeHidden()
    await tips(page).getByRole('button', { name: 'Deposit' }).focus()
    await expect(bubble(page, 4)).toBeVisible()
  })
})
