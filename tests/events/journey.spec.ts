/**
 * The events issue's whole journey in the browser: an editor creates an event with one seat and a
 * waiting list; a visitor finds it on `/events` by loading more, joins (the seat is held), and
 * confirms it by following the mailed link (the page's button); a second visitor is waitlisted;
 * the first cancels from the mailed link, the second is given the held seat, mailed, and confirms
 * it too. Once in Georgian with JavaScript (the dialog, load more in place) and once in English
 * without it (links and posted forms). The mails are read from the outbox, as the admin sees it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { eventStrings } from '@/features/events/messages'

import { adminApi, waitForHydration } from '../helpers/e2e'

const YEAR = 365 * 24 * 60 * 60 * 1000
let admin: APIRequestContext

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL)
})

/** The newest mail of `kind` to `to`: the path and query of its first link under `path`. */
async function mailedLink(to: string, kind: string, path: string): Promise<string> {
  let link = ''
  await expect(async () => {
    const found = await admin.get(
      `/api/mail-outbox?where[to][equals]=${encodeURIComponent(to)}&where[kind][equals]=${kind}&sort=-id&depth=0`,
    )
    const { docs } = (await found.json()) as { docs: { text: string }[] }
    expect(docs.length).toBeGreaterThan(0)
    const url = docs[0]!.text.match(new RegExp(`https?://[^\\s/]+(${path}\\?\\S+)`))
    expect(url).toBeTruthy()
    link = url![1]!
  }).toPass()
  return link
}

async function mailCount(to: string, kind: string): Promise<number> {
  const found = await admin.get(
    `/api/mail-outbox?where[to][equals]=${encodeURIComponent(to)}&where[kind][equals]=${kind}&depth=0`,
  )
  return ((await found.json()) as { totalDocs: number }).totalDocs
}

/** The members' statuses of an event, oldest first. */
async function statuses(eventId: number): Promise<string[]> {
  const members = await admin.get(
    `/api/event-members?where[event][equals]=${eventId}&depth=0&sort=createdAt`,
  )
  return ((await members.json()) as { docs: { status: string }[] }).docs.map((m) => m.status)
}

/** Opens the mailed confirm link (a page with a button: opening it confirms nothing) and confirms. */
async function confirmFromMail(
  page: Page,
  s: ReturnType<typeof eventStrings>,
  to: string,
  kind: string,
  path: string,
) {
  await page.goto(await mailedLink(to, kind, path))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.confirmTitle)
  await page.getByRole('button', { name: s.confirmButton }).click()
  await expect(page.locator('.alert-success')).toHaveText(s.seatConfirmed)
  await expect(page.getByRole('link', { name: s.backToEvent })).toBeVisible()
}

async function join(page: Page, js: boolean, s: ReturnType<typeof eventStrings>, email: string) {
  const scope = js ? page.getByRole('dialog') : page.locator('#join-form')
  if (js) await page.getByRole('button', { name: s.join }).click()
  await scope.getByLabel(s.name).fill('ნინო')
  await scope.getByLabel(s.email).fill(email)
  await scope.getByLabel(s.phone).fill('+995 555 12 34 56')
  await scope.getByLabel(s.terms.replace('{link}', s.termsLink)).check()
  await page.waitForTimeout(2_100) // as a person takes a moment
  await scope.getByRole('button', { name: s.submit }).click()
  return scope
}

for (const { locale, js } of [
  { locale: 'ka', js: true },
  { locale: 'en', js: false },
] as const) {
  test(`an editor's event: found, joined, cancelled, the next promoted (${locale}, ${js ? 'JavaScript' : 'no JavaScript'})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const s = eventStrings(locale)
    const prefix = locale === 'ka' ? '' : '/en'
    const stamp = Date.now()
    const title = `${locale === 'ka' ? 'სადემონსტრაციო შეხვედრა' : 'Demo meeting'} ${stamp}`
    // The editor: one seat, a waiting list, the last of the upcoming events (two years away).
    const created = await admin.post(`/api/events?locale=${locale}`, {
      data: {
        title,
        slug: `journey-${locale}-${stamp}`,
        startsAt: new Date(Date.now() + 2 * YEAR).toISOString(),
        capacity: 1,
        waitlist: true,
        venue: { address: 'თბილისი, ვაკე', latitude: 41.71, longitude: 44.76 },
      },
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const context = await browser.newContext({ javaScriptEnabled: js })
    const page = await context.newPage()
    try {
      // The visitor finds it on the list: loading more (in place, or the next page's link).
      await page.goto(`${prefix}/events`)
      const card = page.locator(`[data-event-id="${doc.id}"]`)
      for (let i = 0; i < 5 && !(await card.count()); i++) {
        const more = page.getByRole('link', { name: s.loadMore })
        if (js) {
          // Before React takes the link over, a click follows its href (the no-JS next page).
          await waitForHydration(page, '.load_more_btn')
          await Promise.all([
            page.waitForResponse((r) => r.url().includes('admin-ajax.php')),
            more.click(),
          ])
          // The answer arrives before its cards are in the list: look for the card only once
          // the list is no longer busy (else a last page's link is gone by the next click).
          await expect(page.locator('.events-load-more')).not.toHaveAttribute('aria-busy', 'true')
        } else {
          const next = await more.getAttribute('href')
          await Promise.all([
            page.waitForURL((url) => url.pathname + url.search === next),
            more.click(),
          ])
        }
      }
      await expect(card).toHaveCount(1)
      await card.getByRole('link', { name: title }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

      const first = `journey-1-${locale}-${stamp}@example.ge`
      const second = `journey-2-${locale}-${stamp}@example.ge`
      const scope = await join(page, js, s, first)
      await expect(scope.locator('.alert-success')).toBeVisible()
      // The seat is held for the first visitor (it counts) until the mailed link is followed.
      await expect(page.locator('.event-facts .event-attended-count')).toHaveText('1')
      const eventPage = page.url().replace(/[?#].*$/, '')
      await confirmFromMail(page, s, first, 'event-pending', `${prefix}/events/confirm`)
      expect(await statuses(doc.id)).toEqual(['confirmed'])
      // The second visitor (another browser) finds the seat taken: the waiting list.
      const other = await browser.newContext({ javaScriptEnabled: js })
      const page2 = await other.newPage()
      await page2.goto(eventPage)
      const scope2 = await join(page2, js, s, second)
      await expect(scope2.locator('.alert')).toContainText(s.waitlisted)
      await other.close()

      // The first visitor cancels from the mailed link; the second is promoted and mailed.
      await page.goto(await mailedLink(first, 'event-confirmed', `${prefix}/events/cancel`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.cancelTitle)
      await page.getByRole('button', { name: s.cancelButton }).click()
      await expect(page.locator('.alert-success')).toHaveText(s.cancelled)
      await expect.poll(() => mailCount(second, 'event-promoted')).toBe(1)
      expect(await statuses(doc.id)).toEqual(['cancelled', 'pending'])
      // The second visitor confirms the seat held for them, from their own mail.
      const third = await browser.newContext({ javaScriptEnabled: js })
      await confirmFromMail(
        await third.newPage(),
        s,
        second,
        'event-promoted',
        `${prefix}/events/confirm`,
      )
      await third.close()
      expect(await statuses(doc.id)).toEqual(['cancelled', 'confirmed'])
    } finally {
      await context.close()
      // An event with registrations is kept (409): its members go first, then the event.
      expect((await admin.delete(`/api/events/${doc.id}`)).status()).toBe(409)
      await admin.delete(`/api/event-members?where[event][equals]=${doc.id}`)
      expect((await admin.delete(`/api/events/${doc.id}`)).ok()).toBe(true)
    }
  })
}
