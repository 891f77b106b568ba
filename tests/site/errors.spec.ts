import { expect, test } from '@playwright/test'

import { expectNoA11yViolations } from '../helpers/e2e'

// The routes that throw exist only on the e2e server (SAKHLI_TEST_ERRORS, playwright.config.ts).
test.describe('error pages', () => {
  test('a page that fails shows a Georgian error page in the site chrome', async ({ page }) => {
    const response = await page.goto('/test-error')
    expect(response?.status()).toBe(500)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka')
    await expect(page.locator('h1')).toHaveText('რაღაც შეცდომა მოხდა')
    await expect(page.locator('header.site-header')).toBeVisible()
    await expect(page.locator('footer.site-footer')).toBeVisible()
    await expect(page.getByRole('button', { name: 'ხელახლა ცდა' })).toBeVisible()
    await expect(page.locator('body')).not.toContainText('Application error')
    await expectNoA11yViolations(page)
  })

  test('the English page fails in English, and retry renders the page again', async ({ page }) => {
    await page.goto('/en/test-error')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('h1')).toHaveText('Something went wrong')
    await page.getByRole('button', { name: 'Try again' }).click()
    // The page fails again, and the error page stays.
    await expect(page.locator('h1')).toHaveText('Something went wrong')
    await page.getByRole('link', { name: 'Home page' }).click()
    await expect(page).toHaveURL(/\/en$/)
  })

  test('a failing site layout shows the global error page, in Georgian with English below', async ({
    page,
  }) => {
    const response = await page.goto('/next/test-global-error')
    expect(response?.status()).toBe(500)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka')
    await expect(page.locator('h1')).toHaveText('რაღაც შეცდომა მოხდა')
    await expect(page.locator('[lang="en"]')).toContainText('Something went wrong')
    await expect(page.locator('body')).not.toContainText('Application error')
    await expectNoA11yViolations(page)
  })
})
