import { expect, test } from '@playwright/test'

import { loginToAdmin, sameOrigin } from '../helpers/e2e'

test.describe('admin: "Create new" and walking away', () => {
  test('leaves no untitled row in the pages list', async ({ page }) => {
    await loginToAdmin(page)
    await page.goto('/admin/collections/pages')
    await expect(page.locator('.collection-list')).toBeVisible()

    await page
      .getByRole('link', { name: /create new/i })
      .first()
      .click()
    // With autosave Payload makes the draft at once and moves to its address.
    await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
    const id = page.url().match(/\/collections\/pages\/(\d+)/)?.[1]
    expect(id).toBeTruthy()
    await expect(page.locator('#field-title')).toBeVisible()

    // The editor walks away without typing: back to the list.
    await page.goto('/admin/collections/pages')
    await expect(page.locator('.collection-list')).toBeVisible()
    await expect(page.locator(`.collection-list a[href$="/collections/pages/${id}"]`)).toHaveCount(
      0,
    )
    // No row without a title: Payload shows such a row by its id or as "[Untitled]".
    await expect(page.locator('.collection-list tbody')).not.toContainText(/untitled/i)
    const titles = await page.locator('.collection-list tbody tr td.cell-title').allTextContents()
    for (const title of titles) expect(title.trim()).not.toBe(id)

    // The draft still exists until the sweep removes it a day later: the API (not the list)
    // finds it, so an editor who had it open in another tab loses nothing at once.
    const api = await page.request.get(`/api/pages/${id}?draft=true&depth=0`, {
      headers: sameOrigin,
    })
    expect(api.status()).toBe(200)
  })

  test('an untitled page the editor typed into stays in the list', async ({ page }) => {
    await loginToAdmin(page)
    await page.goto('/admin/collections/pages/create')
    await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
    const id = page.url().match(/\/collections\/pages\/(\d+)/)?.[1]
    const title = `Walked away after typing ${Date.now()}`
    await page.locator('#field-title').fill(title)
    // Autosave: wait until the draft holds the title.
    await expect
      .poll(
        async () =>
          (
            await (
              await page.request.get(`/api/pages/${id}?draft=true&depth=0`, {
                headers: sameOrigin,
              })
            ).json()
          ).title,
        { timeout: 20_000 },
      )
      .toBe(title)

    await page.goto('/admin/collections/pages')
    await expect(
      page.locator(`.collection-list a[href$="/collections/pages/${id}"]`),
    ).not.toHaveCount(0)

    // Clean up: this test's page is not seed content.
    await page.request.delete(`/api/pages/${id}`, { headers: sameOrigin })
  })
})
