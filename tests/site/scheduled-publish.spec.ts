import { expect, test } from '@playwright/test'

import { SITE_UTC_OFFSET_MINUTES } from '@/shared/constants'

import { loginToAdmin, sameOrigin } from '../helpers/e2e'

// The admin's scheduling drawer is read and written in Tbilisi time (the config's
// `admin.timezones`) whatever the browser's zone: a browser in UTC proves it.
test.use({ timezoneId: 'UTC' })

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The admin date picker's format (`MMM d, yyy h:mm a`) for a moment's Tbilisi wall clock. */
function tbilisiPickerText(moment: Date): string {
  const date = new Date(moment.getTime() + SITE_UTC_OFFSET_MINUTES * 60_000)
  const hours = date.getUTCHours()
  const minutes = String(date.getUTCMinutes()).padStart(2, '0')
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

test.describe('scheduled publishing', () => {
  // The job runner checks the queue once a minute: allow a few of its rounds.
  test.setTimeout(6 * 60_000)

  test('a post scheduled in the admin shows on the cached news list without a restart', async ({
    page,
    request,
  }) => {
    await loginToAdmin(page)
    const stamp = Date.now()
    const title = `დაგეგმილი სიახლე ${stamp}`
    const slug = `scheduled-${stamp}`
    const created = await page.request.post('/api/posts?draft=true&locale=ka&depth=0', {
      headers: sameOrigin,
      data: {
        title,
        slug,
        excerpt: 'გამოქვეყნდება დაგეგმილ დროს.',
        content: {
          root: {
            type: 'root',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            children: [
              {
                type: 'paragraph',
                version: 1,
                direction: 'ltr',
                format: '',
                indent: 0,
                textFormat: 0,
                children: [
                  {
                    type: 'text',
                    version: 1,
                    text: 'ტექსტი',
                    format: 0,
                    mode: 'normal',
                    style: '',
                    detail: 0,
                  },
                ],
              },
            ],
          },
        },
        _status: 'draft',
      },
    })
    expect(created.ok()).toBe(true)
    const id = (await created.json()).doc.id as number

    // Visitors' /news is cached now, without the draft.
    for (let i = 0; i < 2; i++)
      expect(await (await request.get('/news')).text()).not.toContain(title)

    // Schedule the publish two minutes ahead (the picker has minutes, not seconds).
    await page.goto(`/admin/collections/posts/${id}`)
    await expect(page.locator('#field-title')).toHaveValue(title)
    await page.locator('#action-save-popup button').first().click()
    await page.locator('#schedule-publish').click()
    // A post never published before opens the drawer on "unpublish": choose "publish".
    const publish = page.locator(`#field-schedule-publish-${id}-type-publish`)
    await page.locator(`label[for="field-schedule-publish-${id}-type-publish"]`).click()
    await expect(publish).toBeChecked()
    const when = new Date(Date.now() + 2 * 60_000)
    // The drawer's zone: Tbilisi, the only one.
    await expect(page.locator('.timezone-picker-wrapper').last()).toContainText('Tbilisi')
    const input = page.locator('#time input')
    // Tbilisi's clock, 4 hours ahead of the browser's: typed as UTC it would be 4 hours late and
    // the publish would not come within the wait below.
    await input.fill(tbilisiPickerText(when))
    await page.locator('.schedule-publish__drawer-header h2').click()
    await page.locator('#scheduled-publish-save').click()
    await expect(page.locator('.payload-toast-container')).toContainText(/scheduled/i)

    // Not yet public; the job publishes it, and the cached list shows it without any other edit.
    expect(await (await request.get('/news')).text()).not.toContain(title)
    await expect
      .poll(
        async () =>
          (
            await (
              await page.request.get(`/api/posts/${id}?depth=0&locale=ka`, {
                headers: { 'cache-control': 'no-cache', ...sameOrigin },
              })
            ).json()
          )._status,
        { timeout: 4 * 60_000, intervals: [5_000] },
      )
      .toBe('published')
    expect((await request.get(`/news/${slug}`)).status()).toBe(200)
    await expect
      .poll(async () => (await (await request.get('/news')).text()).includes(title), {
        timeout: 30_000,
      })
      .toBe(true)
  })
})
