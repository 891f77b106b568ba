import { expect, test } from '@playwright/test'

import { firstPostPath, loginToAdmin, sameOrigin } from '../helpers/e2e'

test.describe('admin', () => {
  test('an editor logs in, edits a post as a draft, previews it, publishes and sees it live', async ({
    page,
    request,
  }) => {
    const path = await firstPostPath(page)
    const slug = path.split('/').pop()!
    const originalTitle = (await page.locator('.news-card-title').first().textContent())?.trim()

    await loginToAdmin(page)
    const found = await page.request.get(
      `/api/posts?where[slug][equals]=${slug}&depth=0&locale=ka`,
      {
        headers: sameOrigin,
      },
    )
    const id = (await found.json()).docs[0].id as number
    await page.goto(`/admin/collections/posts/${id}`)
    const title = page.locator('#field-title')
    await expect(title).toHaveValue(originalTitle ?? '')

    const draftTitle = `${originalTitle} — შესწორებული`
    await title.fill(draftTitle)
    // Drafts autosave: wait until the draft version holds the new title.
    await expect
      .poll(
        async () =>
          (
            await (
              await page.request.get(`/api/posts/${id}?draft=true&depth=0&locale=ka`, {
                headers: sameOrigin,
              })
            ).json()
          ).title,
        {
          timeout: 20_000,
        },
      )
      .toBe(draftTitle)

    // Visitors still see the published version.
    const publicBefore = await request.get(path)
    expect(await publicBefore.text()).not.toContain(draftTitle)

    // The editor's preview shows the draft (draft mode, cache bypassed).
    const preview = await page.context().newPage()
    await preview.goto(
      `/next/preview?collection=posts&slug=${slug}&path=${encodeURIComponent(path)}`,
    )
    await expect(preview.locator('article.post h1')).toHaveText(draftTitle)
    await expect(preview.locator('.draft-banner')).toBeVisible()
    await preview.close()

    await page.locator('#action-save').click()
    await expect(page.locator('.payload-toast-container')).toContainText(/success/i)

    // Published: the cached public page is revalidated at once, no restart.
    await expect
      .poll(async () => (await (await request.get(path)).text()).includes(draftTitle), {
        timeout: 15_000,
      })
      .toBe(true)
    await expect
      .poll(async () => (await (await request.get('/news')).text()).includes(draftTitle), {
        timeout: 15_000,
      })
      .toBe(true)
  })

  test('preview refuses visitors who are not signed in', async ({ request }) => {
    const response = await request.get('/next/preview?collection=posts&slug=x&path=/news', {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
    const offsite = await request.get('/next/preview?path=//evil.example', { maxRedirects: 0 })
    expect(offsite.status()).toBe(400)
  })
})
