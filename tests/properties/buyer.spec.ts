/**
 * The property pages as a buyer uses them: the gallery at full size (keyboard, counter, swipe,
 * focus back, the links without JavaScript), the price per m², the agent's phone and similar
 * listings; the list's filters folded into one "Filters (n)" disclosure on a phone (with and
 * without JavaScript), the ranges and the order in the address, junk parameters canonicalised;
 * and an enquiry whose mail, read from the outbox, names the listing.
 */
import { expect, test, type Page } from '@playwright/test'

import { agents } from '@/features/properties/seed-data'

import { loginApi } from '../contact-forms/e2e-forms'
import { expectNoA11yViolations, phoneContext, sameOrigin, waitForHydration } from '../helpers/e2e'

/** The seed's first listing: a three-room flat in Vake for 520,000 ₾, 96 m², two photos. */
const LISTING = '/en/properties/vake-flat-1'
const LISTING_TITLE = 'Three-room flat overlooking Vake Park'

const grid = (page: Page) => page.locator('[data-loop-grid="properties"]')
const cards = (page: Page) => grid(page).locator('.property-card')
const heading = (page: Page) => grid(page).locator('.loop-grid-count')
const panel = (page: Page) => page.locator('details[data-loop-filters="properties"]')
const filter = (page: Page, taxonomy: string) =>
  page.locator(`[data-loop-filter="properties"][data-taxonomy="${taxonomy}"]`)
const field = (page: Page, name: string) =>
  page.locator(`form[data-loop-form="properties"] [name="e-filter-properties-${name}"]`)

test.describe('the property page', () => {
  test('the gallery opens full size: counter, arrow keys round the ends, Escape, focus back', async ({
    page,
  }) => {
    await page.goto(LISTING)
    const thumbnails = page.locator('.property-gallery a[data-gallery-index]')
    await expect(thumbnails).toHaveCount(2)
    // The shared lightbox (src/components/lightbox) opens the photos as a gallery.
    await waitForHydration(page, '.property-gallery a[data-gallery-index="0"]')
    await thumbnails.first().click()
    const dialog = page.locator('dialog.lightbox')
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleName(/\S/)
    const counter = dialog.locator('.lightbox-counter')
    await expect(counter).toHaveText('1 of 2')
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText('2 of 2')
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText('1 of 2')
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText('2 of 2')
    await dialog.getByRole('button', { name: 'Next (Right arrow key)' }).click()
    await expect(counter).toHaveText('1 of 2')
    // The focus stays in the dialog (the page behind is inert).
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))),
      ).toBe(true)
    }
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumbnails.first()).toBeFocused()
  })

  test('a swipe moves between photos; reduced motion turns the fade off; Georgian counter', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/properties/vake-flat-1')
    await waitForHydration(page, '.property-gallery a[data-gallery-index="1"]')
    await page.locator('.property-gallery a[data-gallery-index="1"]').click()
    const body = page.locator('dialog.lightbox .lightbox-body')
    const counter = page.locator('dialog.lightbox .lightbox-counter')
    await expect(counter).toHaveText('2 / 2')
    await expect(body.locator('img')).toBeVisible()
    expect(await body.locator('img').evaluate((img) => getComputedStyle(img).animationName)).toBe(
      'none',
    )
    await body.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 300, clientY: 300 })
    await body.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 150, clientY: 310 })
    await expect(counter).toHaveText('1 / 2')
  })

  test('price per m², the agent’s phone and similar listings', async ({ page }) => {
    await page.goto(LISTING)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LISTING_TITLE)
    // 520,000 ₾ / 96 m².
    await expect(page.locator('.property-facts')).toContainText('5,417 ₾ / m²')
    // The listing's own agent (the seed gives the first listing the first agent).
    const agent = agents[0]!
    await expect(page.locator('.property-agent-name')).toContainText(agent.name.en)
    await expect(page.locator('.property-call a')).toHaveAttribute(
      'href',
      `tel:${agent.phone.replace(/[^\d+]/g, '')}`,
    )
    const similar = page.locator('.property-similar .property-card')
    await expect(similar).toHaveCount(3)
    // Same deal; the Tbilisi flat first, then by the nearest price.
    await expect(similar.first()).toContainText('Saburtalo')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('each thumbnail links to its full-size image', async ({ page }) => {
      await page.goto(LISTING)
      const link = page.locator('.property-gallery a[data-gallery-index="0"]')
      const href = await link.getAttribute('href')
      expect(href).toBeTruthy()
      const image = await page.request.get(href!)
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toMatch(/^image\//)
      await expect(link).toHaveAccessibleName('Photo 1 of 2: open full size')
    })
  })

  test('an enquiry’s mail names the listing and links to it', async ({ page, request }) => {
    await page.goto(LISTING)
    const form = page.locator('.property-enquiry form.wpcf7-form')
    await waitForHydration(page, '.property-enquiry form.wpcf7-form')
    const message = `Is the flat still for sale? ${Date.now()}`
    await form.locator('[name="your-name"]').fill('Nino Beridze')
    await form.locator('[name="your-email"]').fill('nino@example.ge')
    await form.locator('[name="your-message"]').fill(message)
    // A person takes a moment: the spam check refuses a form filled in under two seconds.
    await page.waitForTimeout(2_500)
    await form.locator('[type="submit"]').click()
    await expect(form).toHaveAttribute('data-status', 'sent')
    await loginApi(request)
    await expect(async () => {
      const found = await request.get(
        `/api/mail-outbox?where[text][like]=${encodeURIComponent(message)}&depth=0`,
        { headers: sameOrigin },
      )
      const { docs } = (await found.json()) as { docs: { subject: string; text: string }[] }
      expect(docs).toHaveLength(1)
      expect(docs[0]!.subject).toContain(LISTING_TITLE)
      expect(docs[0]!.text).toContain(`Listing: ${LISTING_TITLE}`)
      expect(docs[0]!.text).toMatch(/https?:\/\/\S+\/en\/properties\/vake-flat-1\n/)
    }).toPass({ timeout: 30_000 })
  })
})

test.describe('the list', () => {
  test('on a phone the filters fold into one disclosure and the first listing is on screen', async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = javaScriptEnabled
        ? await phoneContext(browser)
        : await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/en/properties?e-filter-properties-deal=sale')
      const toggle = panel(page).locator('summary')
      await expect(toggle).toHaveText('Filters (1)')
      await expect(filter(page, 'district')).toBeHidden()
      await expect(cards(page).first()).toBeInViewport()
      const box = await cards(page).first().boundingBox()
      expect(box!.y).toBeLessThan(844)
      await toggle.click()
      await expect(filter(page, 'district')).toBeVisible()
      await filter(page, 'district').getByRole('link', { name: /^Vake/ }).click()
      await expect(page).toHaveURL(
        /\?e-filter-properties-deal=sale&e-filter-properties-district=vake$/,
      )
      await expect(heading(page)).toHaveText('2 listings for sale in Vake')
      await expect(panel(page).locator('summary')).toHaveText('Filters (2)')
      await context.close()
    }
  })

  test('on a desktop the filters are laid open', async ({ page }) => {
    await page.goto('/en/properties')
    await expect(filter(page, 'district')).toBeVisible()
    await expect(field(page, 'price_min')).toBeVisible()
  })

  test('ranges and order go in the address, rendered on the server', async ({ page }) => {
    await page.goto('/en/properties')
    await expect(heading(page)).toHaveText('24 listings')
    await field(page, 'sort').selectOption('price_asc')
    await page.getByRole('button', { name: 'Show' }).click()
    // The form's empty fields and the default order are not part of the address.
    await expect(page).toHaveURL(/\/en\/properties\?e-filter-properties-sort=price_asc$/)
    await expect(field(page, 'sort')).toHaveValue('price_asc')
    // The cheapest first: a one-room flat for rent in Saburtalo at 1,900 ₾ a month.
    await expect(cards(page).first()).toContainText('1,900')

    await field(page, 'price_min').fill('100000')
    await field(page, 'price_max').fill('600000')
    await field(page, 'rooms_min').fill('2')
    await field(page, 'sort').selectOption('newest')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(
      /\?e-filter-properties-price_max=600000&e-filter-properties-price_min=100000&e-filter-properties-rooms_min=2$/,
    )
    await expect(heading(page)).toHaveText('5 listings from 100,000 ₾ to 600,000 ₾, 2+ rooms')
    await expect(cards(page)).toHaveCount(5)
    await expect(panel(page).locator('summary [data-loop-filters-count]')).toHaveText('2')
    // A taxonomy filter keeps the ranges.
    await filter(page, 'type').getByRole('link', { name: /^Flat/ }).click()
    await expect(page).toHaveURL(/e-filter-properties-price_min=100000/)
    await expect(heading(page)).toHaveText('5 flats from 100,000 ₾ to 600,000 ₾, 2+ rooms')
    await expectNoA11yViolations(page)
  })

  test('the exclude sign says what it does, to the eye and to a screen reader', async ({
    page,
  }) => {
    await page.goto('/en/properties')
    const exclude = filter(page, 'district').getByRole('link', { name: 'Exclude “Old Batumi”' })
    await expect(exclude).toHaveCount(1)
    const hint = exclude.locator('.loop-filter-hint')
    await expect(hint).toHaveText('Exclude “Old Batumi”')
    await exclude.focus()
    await expect(hint).toHaveCSS('opacity', '1')
  })

  test('junk parameters are canonicalised away, never an error', async ({ page }) => {
    for (const query of [
      'e-filter-properties-price_min=abc&e-filter-properties-sort=cheapest',
      'e-filter-properties-area_min=-5&e-filter-properties-rooms_max=%00',
      'e-filter-properties-price_min=99999999999999999999',
    ]) {
      const response = await page.goto(`/en/properties?${query}`)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(/\/en\/properties$/)
      await expect(heading(page)).toHaveText('24 listings')
    }
    // A range written the wrong way round is read the right way.
    await page.goto(
      '/en/properties?e-filter-properties-area_min=90&e-filter-properties-area_max=50',
    )
    await expect(page).toHaveURL(
      /\?e-filter-properties-area_max=90&e-filter-properties-area_min=50$/,
    )
  })
})
