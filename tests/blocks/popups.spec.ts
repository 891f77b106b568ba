/**
 * The pop-up dialogs of the team members and the video pop-up on `/styleguide`: the WAI-ARIA
 * dialog pattern (focus moved in after POPUP_FOCUS_DELAY_MS, kept inside, returned to the
 * opener; Escape, the close button and the backdrop close it), and what shows without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test'

import { POPUP_FOCUS_DELAY_MS } from '@/shared/constants'

import { expectNoA11yViolations } from '../helpers/e2e'

const team = (page: Page) => page.locator('[data-block="teamMembers"]')

/** Records when each element took the focus (performance.now() and a short description). */
async function logFocus(page: Page) {
  await page.evaluate(() => {
    const log: { at: number; what: string }[] = []
    ;(window as unknown as { focusLog: typeof log }).focusLog = log
    document.addEventListener(
      'focusin',
      (event) => {
        const el = event.target as HTMLElement
        log.push({ at: performance.now(), what: `${el.tagName}.${el.className}` })
      },
      true,
    )
  })
}
const focusLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { focusLog: { at: number; what: string }[] }).focusLog)

test('team member: the profile opens in a dialog by keyboard, focus in after 250 ms and back', async ({
  page,
}) => {
  await page.goto('/en/styleguide')
  await expect(team(page).locator('.team-card')).toHaveCount(4)
  const opener = team(page).getByRole('button', { name: 'Profile: Tamar Lomidze' })
  await expect(opener).toHaveAttribute('aria-haspopup', 'dialog')
  await logFocus(page)
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Tamar Lomidze' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('power of attorney')
  const close = dialog.getByRole('button', { name: 'Close' })
  await expect(close).toBeFocused()
  // The dialog held the focus first, and handed it to the close button after the delay.
  const log = (await focusLog(page)).slice(1)
  expect(log.map((l) => l.what.split('.')[0])).toEqual(['DIALOG', 'BUTTON'])
  expect(log[1]!.at - log[0]!.at).toBeGreaterThanOrEqual(POPUP_FOCUS_DELAY_MS - 20)
  // Modal: Tab stays inside the dialog.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true)
  await expectNoA11yViolations(page)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  // The close button and a click on the backdrop close it too, the focus back on the opener.
  await opener.click()
  await expect(dialog).toBeVisible()
  await close.click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await opener.click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

const video = (page: Page) => page.locator('[data-block="videoPopup"]')
const VIDEO_ID = 'aqz-KE-bpKQ'

test('video pop-up: no player until asked; it plays in the dialog and goes when it closes', async ({
  page,
}) => {
  // No network here: the player's page is answered locally.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  )
  const html = await (await page.request.get('/en/styleguide')).text()
  expect(html).not.toContain('<iframe')
  expect(html).not.toContain('youtube-nocookie')

  await page.goto('/en/styleguide')
  await expect(video(page).locator('iframe')).toHaveCount(0)
  const play = video(page).getByRole('button', {
    name: 'Play the video: Buying a flat in Tbilisi, step by step',
  })
  await expect(play).toHaveAttribute('aria-haspopup', 'dialog')
  await play.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Buying a flat in Tbilisi, step by step' })
  await expect(dialog).toBeVisible()
  const frame = dialog.locator('iframe')
  await expect(frame).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0`,
  )
  await expect(frame).toHaveAttribute('title', 'Buying a flat in Tbilisi, step by step')
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await expectNoA11yViolations(page)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(video(page).locator('iframe')).toHaveCount(0)
  await expect(play).toBeFocused()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each team member’s full profile opens inside the card', async ({ page }) => {
    await page.goto('/en/styleguide')
    await expect(team(page).locator('dialog')).toHaveCount(0)
    const profiles = team(page).locator('details')
    await expect(profiles).toHaveCount(4)
    await expect(team(page).getByText(/power of attorney/)).toBeHidden()
    await profiles.nth(2).locator('summary').click()
    await expect(team(page).getByText(/power of attorney/)).toBeVisible()
    await expect(profiles.nth(2)).toContainText('tamar [at] sakhli [dot] ge')
  })

  test('the video pop-up’s poster is a link to the video', async ({ page }) => {
    await page.goto('/en/styleguide')
    await expect(video(page).locator('button, iframe, dialog')).toHaveCount(0)
    const link = video(page).getByRole('link', {
      name: 'Play the video: Buying a flat in Tbilisi, step by step',
    })
    await expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${VIDEO_ID}`)
    await expect(link.locator('img')).toBeVisible()
  })
})
