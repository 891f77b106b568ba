/**
 * Dates in the admin are Tbilisi's wall clock whatever the editor's browser zone (the config's
 * `admin.timezones` and the date fields' `timezone`, fields/site-time-zone.ts): a seeded event's
 * 19:00 reads 7:00 PM in a browser in UTC and in New York, and 00:00 typed there is 00:00 on the
 * public page (and 20:00 UTC the day before in the API), not 04:00 or 05:00.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { formatEventDate } from '@/features/events/model/time'
import { SITE_UTC_OFFSET_MINUTES } from '@/shared/constants'

import { adminApi, loginToAdmin } from '../helpers/e2e'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The admin date picker's text (`MMM d, yyy h:mm a`) for a moment's Tbilisi wall clock. */
function tbilisiPickerText(iso: string): string {
  const date = new Date(new Date(iso).getTime() + SITE_UTC_OFFSET_MINUTES * 60_000)
  const hours = date.getUTCHours()
  const minutes = String(date.getUTCMinutes()).padStart(2, '0')
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

/** The start field's date input (the time-zone select beside it has an input of its own). */
const startInput = (page: Page) =>
  page.locator('#field-startsAt .react-datepicker__input-container input')

/** The page's `Event` JSON-LD. */
async function eventJsonLd(html: string): Promise<{ startDate?: string }> {
  for (const [, body] of html.matchAll(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
  )) {
    const data = JSON.parse(body!) as { '@type'?: string; startDate?: string }
    if (data['@type'] === 'Event') return data
  }
  return {}
}

let admin: APIRequestContext

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL)
})

for (const timezoneId of ['UTC', 'America/New_York']) {
  test.describe(`admin dates in a browser in ${timezoneId}`, () => {
    test.use({ timezoneId })

    test('a seeded event’s start reads in Tbilisi time', async ({ page }) => {
      const found = await admin.get(
        `/api/events?where[startsAt][greater_than]=${encodeURIComponent(new Date().toISOString())}&sort=startsAt&limit=1&depth=0`,
      )
      const event = ((await found.json()) as { docs: { id: number; startsAt: string }[] }).docs[0]!
      // The seed puts every event at 19:00 in Tbilisi.
      expect(tbilisiPickerText(event.startsAt)).toMatch(/ 7:00 PM$/)
      await loginToAdmin(page)
      await page.goto(`/admin/collections/events/${event.id}`)
      await expect(startInput(page)).toHaveValue(tbilisiPickerText(event.startsAt))
      await expect(page.locator('#field-startsAt')).toContainText('Tbilisi')
    })

    test('00:00 typed in the admin is 00:00 on the public page', async ({ page, request }) => {
      const year = new Date().getUTCFullYear() + 2
      const slug = `admin-tz-${timezoneId.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${Date.now()}`
      // 19:00 in Tbilisi, two years ahead: out of every seeded list's first page.
      const created = await admin.post('/api/events?locale=ka', {
        data: {
          title: `დროის სარტყელი ${timezoneId}`,
          slug,
          startsAt: `${year}-03-10T15:00:00.000Z`,
        },
      })
      expect(created.ok()).toBe(true)
      const id = ((await created.json()) as { doc: { id: number } }).doc.id
      try {
        await loginToAdmin(page)
        await page.goto(`/admin/collections/events/${id}`)
        const input = startInput(page)
        await expect(input).toHaveValue(`Mar 10, ${year} 7:00 PM`)

        // Midnight at the start of 15 March, Tbilisi time.
        await input.fill(`Mar 15, ${year} 12:00 AM`)
        await page.locator('#field-title').click()
        await expect(input).toHaveValue(`Mar 15, ${year} 12:00 AM`)
        const saved = page.waitForResponse(
          (r) => r.request().method() !== 'GET' && r.url().includes(`/api/events/${id}`),
        )
        await page.locator('#action-save').click()
        expect((await saved).ok()).toBe(true)
        await expect(page.locator('.payload-toast-container')).toContainText(/success/i)
        // Shown again as typed after the save.
        await page.reload()
        await expect(startInput(page)).toHaveValue(`Mar 15, ${year} 12:00 AM`)

        // Stored as the instant: 20:00 UTC the day before, with its zone.
        const stored = (await (await admin.get(`/api/events/${id}?depth=0`)).json()) as {
          startsAt: string
          startsAt_tz: string
        }
        expect(stored.startsAt).toBe(`${year}-03-14T20:00:00.000Z`)
        expect(stored.startsAt_tz).toBe('Asia/Tbilisi')

        // Visitors read 00:00 on the 15th: the page's date and its JSON-LD.
        await expect
          .poll(async () => (await request.get(`/events/${slug}`)).status(), { timeout: 30_000 })
          .toBe(200)
        const html = await (await request.get(`/events/${slug}`)).text()
        expect(html.toLowerCase()).toContain(`datetime="${year}-03-15t00:00:00+04:00"`)
        expect(html).toContain(formatEventDate(stored.startsAt, 'ka'))
        expect(formatEventDate(stored.startsAt, 'ka')).toContain('00:00')
        expect((await eventJsonLd(html)).startDate).toBe(`${year}-03-15T00:00:00+04:00`)
      } finally {
        await admin.delete(`/api/events/${id}`)
      }
    })
  })
}
