/**
 * The top bar's office switcher (src/components/site/OfficeSwitcher.tsx) with the seeded offices
 * (Tbilisi, Batumi; src/seed/data/site.ts): chosen by keyboard and remembered across pages with
 * JavaScript, chosen by its link without it, in both locales, with axe on the open switcher.
 */
import { expect, test, type Page } from '@playwright/test'

import { localizePath } from '@/i18n/locales'
import { en } from '@/i18n/messages/en'
import { ka } from '@/i18n/messages/ka'
import { seedSite, type SeedOffice } from '@/seed/data/site'

import { expectNoA11yViolations, phoneContext, waitForHydration } from '../helpers/e2e'

const catalogue = { ka, en } as const
const [tbilisi, batumi] = seedSite.offices as [SeedOffice, SeedOffice]

function topBar(page: Page) {
  return page.locator('header.site-header .top-bar')
}

for (const locale of ['ka', 'en'] as const) {
  test(`offices (${locale}): the keyboard switches to Batumi, the choice outlives a new page`, async ({
    page,
  }) => {
    await page.goto(localizePath('/', locale))
    await waitForHydration(page, 'details.top_bar_info_switcher')
    const bar = topBar(page)
    const switcher = bar.locator('summary')
    // innerText: the other offices' names are there, hidden.
    await expect(switcher).toHaveText(
      `${catalogue[locale].officeSwitcher}: ${tbilisi.name[locale]}`,
      { useInnerText: true },
    )
    await expect(bar.getByText(tbilisi.phone)).toBeVisible()
    await expect(bar.getByText(batumi.phone)).toBeHidden()

    await switcher.focus()
    await page.keyboard.press('Enter')
    const choice = bar.getByRole('link', { name: batumi.name[locale], exact: true })
    await expect(choice).toBeVisible()
    await expectNoA11yViolations(page)
    // Escape closes it and leaves the focus on it.
    await page.keyboard.press('Escape')
    await expect(choice).toBeHidden()
    await expect(switcher).toBeFocused()

    await page.keyboard.press('Enter')
    await choice.focus()
    await page.keyboard.press('Enter')
    await expect(choice).toBeHidden()
    await expect(switcher).toBeFocused()
    await expect(switcher).toHaveText(
      `${catalogue[locale].officeSwitcher}: ${batumi.name[locale]}`,
      { useInnerText: true },
    )
    await expect(bar.getByText(batumi.phone)).toBeVisible()
    await expect(bar.getByText(batumi.hours[locale])).toBeVisible()
    await expect(bar.getByText(tbilisi.phone)).toBeHidden()
    // The link did not navigate (no hash), and the next page shows Batumi from its first paint.
    expect(new URL(page.url()).hash).toBe('')
    await page.goto(localizePath('/contact', locale))
    await expect(topBar(page).getByText(batumi.phone)).toBeVisible()
    await expect(topBar(page).getByText(tbilisi.phone)).toBeHidden()
  })
}

test('offices without JavaScript: the switcher’s link shows the office it names', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const bar = topBar(page)
  await expect(bar.getByText(tbilisi.phone)).toBeVisible()
  await bar.locator('summary').click()
  await bar.getByRole('link', { name: batumi.name.ka, exact: true }).click()
  await expect(bar.getByText(batumi.phone)).toBeVisible()
  await expect(bar.getByText(tbilisi.phone)).toBeHidden()
  await expect(bar.locator('summary')).toContainText(batumi.name.ka, { useInnerText: true })
  await expect(bar.locator('summary')).not.toContainText(tbilisi.name.ka, { useInnerText: true })
  await context.close()
})

test('offices on a phone: the switcher, the office’s number and sign in stay on screen', async ({
  browser,
}) => {
  const context = await phoneContext(browser)
  const page = await context.newPage()
  await page.goto('/')
  const bar = topBar(page)
  await expect(bar.locator('summary')).toBeInViewport({ ratio: 1 })
  await expect(bar.getByText(tbilisi.phone)).toBeInViewport({ ratio: 1 })
  await expect(bar.getByRole('link', { name: ka.signIn, exact: true })).toBeInViewport({
    ratio: 1,
  })
  expect(await bar.evaluate((b) => b.scrollWidth - b.clientWidth)).toBeLessThanOrEqual(0)
  await context.close()
})
