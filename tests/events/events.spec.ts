/**
 * The events pages in the browser: the list with load more (script and link),
 * lesson tabs by keyboard and from the hash, joining in the dialog with the keyboard only and the
 * theme's notices, joining without JavaScript, and axe on every new page, in Georgian and English.
 */
import { expect, test, type Page } from '@playwright/test'

import { eventStrings, fillIn } from '@/features/events/messages'
import { SEAT_HOLD_HOURS } from '@/features/events/model/constants'

import { expectNoA11yViolations, waitForHydration } from '../helpers/e2e'

/** The answer to a join: the seat is held until the mailed link is followed. */
const joined = (locale: 'ka' | 'en') =>
  fillIn(eventStrings(locale).joined, { hours: SEAT_HOLD_HOURS })

const cards = (page: Page) => page.locator('#event-list [data-event-id]')

test.describe('events list', () => {
  test('shows upcoming events and loads more in place (ka)', async ({ page }) => {
    await page.goto('/events')
    await expect(page.getByRole('heading', { level: 1, name: 'ღონისძიებები' })).toBeVisible()
    await expect(cards(page)).toHaveCount(6)
    await expectNoA11yViolations(page)
    const more = page.getByRole('link', { name: 'მეტის ჩატვირთვა' })
    await expect(more).toHaveAttribute('href', '/events?page=2')
    await expect(more).toHaveAttribute('data-page', '1')
    await waitForHydration(page, '.load_more_btn')
    const answer = page.waitForResponse((r) => r.url().includes('/wp-admin/admin-ajax.php'))
    await more.click()
    const body = await (await answer).json()
    expect(body).toMatchObject({ new_page: 2, load_more: false })
    await expect(cards(page)).toHaveCount(7)
    // Nothing left: the link is gone, and the page did not navigate.
    await expect(more).toHaveCount(0)
    await expect(page).toHaveURL(/\/events$/)
    const ids = await cards(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-event-id')),
    )
    expect(new Set(ids).size).toBe(7)
  })

  test('scrolling to within 50 px of the page end loads more, once (en)', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.postData()?.includes('stm_ajax_load_events'))
        calls.push(r.url())
    })
    await page.goto('/en/events')
    await expect(cards(page)).toHaveCount(6)
    const end = () =>
      page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    // 80 px above the end: not yet.
    await page.evaluate((y) => window.scrollTo(0, y), (await end()) - 80)
    await page.waitForTimeout(300)
    expect(calls).toHaveLength(0)
    const answer = page.waitForResponse(
      (r) => r.request().postData()?.includes('stm_ajax_load_events') ?? false,
    )
    await page.evaluate((y) => window.scrollTo(0, y), (await end()) - 20)
    await answer
    await expect(cards(page)).toHaveCount(7)
    await expect(page.locator('.load_more_btn')).toHaveCount(0)
    // Nothing left: more scrolling asks nothing more.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.evaluate((y) => window.scrollTo(0, y), await end())
    await page.waitForTimeout(300)
    expect(calls).toHaveLength(1)
  })

  test('past events and category filters are links (en)', async ({ page }) => {
    await page.goto('/en/events')
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
    await page.getByRole('link', { name: 'Past' }).click()
    await expect(page).toHaveURL(/\/en\/events\?filter=past$/)
    await expect(cards(page)).toHaveCount(2)
    await page.goto('/en/events')
    await page.getByRole('link', { name: 'Workshops' }).click()
    await expect(page).toHaveURL(/category=workshops/)
    await expect(cards(page)).toHaveCount(2)
    await expectNoA11yViolations(page)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the load-more link opens the next page', async ({ page }) => {
      await page.goto('/events')
      await expect(cards(page)).toHaveCount(6)
      await page.getByRole('link', { name: 'მეტის ჩატვირთვა' }).click()
      await expect(page).toHaveURL(/\/events\?page=2$/)
      await expect(cards(page)).toHaveCount(1)
      await expect(page.getByRole('link', { name: 'მეტის ჩატვირთვა' })).toHaveCount(0)
    })
  })
})

test.describe('event page', () => {
  test('lesson tabs follow the keyboard and the hash (en)', async ({ page }) => {
    await page.goto('/en/events/first-home-seminar')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Buying your first flat' }),
    ).toBeVisible()
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveCount(3)
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    await tabs.nth(0).focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(page.getByRole('tabpanel')).toContainText('Examples and exercises.')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    // Wraps from the first to the last.
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
    await page.goto('/en/events/first-home-seminar#lesson-2')
    await expect(page.getByRole('tab', { name: /Practice/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // The JSON-LD's times carry Tbilisi's offset; the map link has the venue's coordinates.
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
    )
    expect(ld['@type']).toBe('Event')
    expect(ld.startDate).toMatch(/T19:00:00\+04:00$/)
    await expect(page.getByRole('link', { name: 'Show on the map' })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/\?mlat=41\.6978&mlon=44\.7989/,
    )
    await expectNoA11yViolations(page)
  })

  test('joins in the dialog with the keyboard only, then the browser remembers it (ka)', async ({
    page,
  }) => {
    await page.goto('/events/mortgage-basics')
    const counter = page.locator('.event-facts .event-attended-count')
    await expect(counter).toHaveText('0')
    const opener = page.getByRole('button', { name: 'რეგისტრაცია' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'ღონისძიებაზე რეგისტრაცია' })
    await expect(dialog).toBeVisible()
    await expectNoA11yViolations(page)
    await expect(dialog.getByLabel('სახელი')).toBeFocused()
    const submit = dialog.getByRole('button', { name: 'გაგზავნა' })
    await expect(submit).toBeDisabled()
    await page.keyboard.type('ნინო ბერიძე')
    await page.keyboard.press('Tab')
    await page.keyboard.type('nino.e2e@example.ge')
    await page.keyboard.press('Tab')
    await page.keyboard.type('+995 555 123 456')
    await page.keyboard.press('Tab')
    await page.keyboard.type('სახლი')
    await page.keyboard.press('Tab')
    await expect(dialog.getByLabel('ვეთანხმები წესებსა და პირობებს')).toBeFocused()
    await page.keyboard.press('Space')
    await expect(submit).toBeEnabled()
    // A person takes a moment to read before sending.
    await page.waitForTimeout(2_100)
    // The label's link to the terms comes next, then the submit.
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('link', { name: 'წესებსა და პირობებს' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(submit).toBeFocused()
    const seatsLeft = page.locator('.event-facts [data-seats-left-for]')
    await expect(seatsLeft).toHaveText('40')
    await page.keyboard.press('Enter')
    await expect(dialog.locator('.alert-success')).toHaveText(joined('ka'))
    // A held seat counts (it is taken until its link is followed or its hold runs out), and
    // the free seats show the answer's count without a reload.
    await expect(counter).toHaveText('1')
    await expect(seatsLeft).toHaveText('39')
    // The form is reset and the submit disabled again.
    await expect(dialog.getByLabel('სახელი')).toHaveValue('')
    await expect(submit).toBeDisabled()
    const stored = await page.evaluate(() => localStorage.getItem('addedEvents'))
    const eventId = Number(await page.locator('input[name="event_member_id"]').inputValue())
    expect(JSON.parse(stored ?? '[]')).toContain(eventId)

    // Joining again: no request, the information notice.
    let posted = false
    page.on('request', (r) => {
      if (r.url().includes('admin-ajax.php') && r.method() === 'POST') posted = true
    })
    await dialog.getByLabel('სახელი').fill('ნინო')
    await dialog.getByLabel('ვეთანხმები წესებსა და პირობებს').check()
    await submit.click()
    await expect(dialog.locator('.alert-info')).toHaveText('ამ ღონისძიებაზე უკვე დარეგისტრირდით.')
    expect(posted).toBe(false)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await page.reload()
    await expect(counter).toHaveText('1')
    await expect(seatsLeft).toHaveText('39')
  })

  test('a bad field is marked with the server message (en)', async ({ page }) => {
    await page.goto('/en/events/renovation-workshop')
    await page.getByRole('button', { name: 'Join' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name').fill('Giorgi')
    await dialog.getByLabel('E-mail').fill('not-an-address')
    await dialog.getByLabel('Phone').fill('555 12 34 56')
    await dialog.getByLabel('I agree to the terms and conditions').check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(dialog.locator('.alert-danger')).toHaveText('Please fill all fields.')
    await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the join form posts and answers with the page (en)', async ({ page }) => {
      await page.goto('/en/events/interior-light')
      await expect(page.locator('.event-facts .event-attended-count')).toHaveText('0')
      // The header's mega panel holds a newsletter form (an E-mail field) too: the join form's own.
      const form = page.locator('#join-form')
      await form.getByLabel('Name').fill('Levan')
      await form.getByLabel('E-mail').fill('levan.nojs@example.ge')
      await form.getByLabel('Phone').fill('+995 599 00 11 22')
      await form.getByLabel('I agree to the terms and conditions').check()
      await form.getByRole('button', { name: 'Send' }).click()
      await expect(page).toHaveURL(/\/en\/events\/interior-light\?joined=pending#join-form$/)
      await expect(page.locator('.alert-success')).toHaveText(joined('en'))
      await expect(page.locator('.event-facts .event-attended-count')).toHaveText('1')
      // (axe needs JavaScript: the page's markup is checked by the tests above.)
    })

    test('the terms box links to the seeded terms page (en)', async ({ page }) => {
      await page.goto('/en/events/interior-light')
      // The join form's own link (the footer links the same page too).
      await page.locator('#join-form').getByRole('link', { name: 'terms and conditions' }).click()
      await expect(page).toHaveURL(/\/en\/terms$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
      ).toBeVisible()
      await expect(page.getByText('A seat not confirmed within 3 hours is released')).toBeVisible()
    })
  })

  test('iCal files of an event and of a category feed', async ({ page, request }) => {
    await page.goto('/en/events/first-home-seminar')
    const link = page.getByRole('link', { name: 'Add to calendar (iCal)' })
    await expect(link).toHaveAttribute('href', '/en/events/first-home-seminar.ics')
    const one = await request.get('/en/events/first-home-seminar.ics')
    expect(one.status()).toBe(200)
    expect(one.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const text = await one.text()
    expect(text).toMatch(/\r\nDTSTART;TZID=Asia\/Tbilisi:\d{8}T190000\r\n/)
    expect(text).toContain('SUMMARY:Buying your first flat')
    const feed = await request.get('/events/category/seminars.ics')
    expect(feed.status()).toBe(200)
    expect((await feed.text()).match(/BEGIN:VEVENT/g)).toHaveLength(4)
    expect((await request.get('/events/category/nope.ics')).status()).toBe(404)
  })

  test('event pages are in the sitemap, in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toMatch(/<loc>[^<]*\/events<\/loc>/)
    expect(sitemap).toMatch(/<loc>[^<]*\/events\/first-home-seminar<\/loc>/)
    expect(sitemap).toMatch(/<loc>[^<]*\/en\/events\/first-home-seminar<\/loc>/)
  })

  test('the cancel page refuses a bad link (ka)', async ({ page }) => {
    await page.goto('/events/cancel?id=0123456789abcdef0123456789abcdef&token=forged')
    await expect(page.getByText('ბმული არასწორია ან ვადაგასულია.')).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('the confirm page refuses a bad link and shows no button (en)', async ({ page }) => {
    await page.goto('/en/events/confirm?id=0123456789abcdef0123456789abcdef&token=forged')
    const s = eventStrings('en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.confirmTitle)
    await expect(page.getByText(s.cancelInvalid)).toBeVisible()
    await expect(page.getByRole('button', { name: s.confirmButton })).toHaveCount(0)
    await expectNoA11yViolations(page)
  })

  test('a past event shows no join form, and a join posted anyway is refused (en)', async ({
    page,
    request,
  }) => {
    await page.goto('/en/events?filter=past')
    await page.locator('#event-list [data-event-id] a').first().click()
    const s = eventStrings('en')
    await expect(page.locator('#join-form')).toHaveText(s.joinsClosed)
    await expect(page.locator('#join-form form')).toHaveCount(0)
    const path = new URL(page.url()).pathname
    const posted = await request.post(`${path}/join`, {
      form: { name: 'Late', email: 'late.e2e@example.ge', phone: '+995 555 00 00 00' },
      maxRedirects: 0,
    })
    expect(posted.status()).toBe(303)
    expect(posted.headers().location).toBe(`${path}?joined=closed#join-form`)
  })
})
