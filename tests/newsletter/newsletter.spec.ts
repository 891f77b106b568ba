import { expect, test, type Browser, type Page } from '@playwright/test'

import { newsletterStrings } from '@/features/newsletter/messages'
import type { Locale } from '@/i18n/locales'

import { expectNoA11yViolations, loginToAdmin, sameOrigin } from '../helpers/e2e'

const pathOf = (locale: Locale, path: string) => (locale === 'ka' ? path : `/en${path}`)

/**
 * The text of the newest outbox mail to `email` (once it satisfies `until`), read by the admin (no
 * SMTP in e2e).
 */
async function mailTo(
  browser: Browser,
  email: string,
  until: (text: string) => boolean = (text) => text !== '',
): Promise<string> {
  const context = await browser.newContext()
  const admin = await context.newPage()
  await loginToAdmin(admin)
  let text = ''
  await expect
    .poll(
      async () => {
        const found = await admin.request.get(
          `/api/mail-outbox?where[to][equals]=${encodeURIComponent(email)}&sort=-createdAt&depth=0`,
          { headers: sameOrigin },
        )
        // A refused read (the admin's session still settling) is asked again, not a failure.
        if (!found.ok()) return false
        text = (await found.json()).docs[0]?.text ?? ''
        return until(text)
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  await context.close()
  return text
}

/** The path and query of the mail's first link to `path` (the server's own URL may differ). */
function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s/]+(${path.replace(/\//g, '\\/')}\\?\\S+)`))
  expect(match, `a ${path} link in: ${text}`).toBeTruthy()
  return match![1]!
}

/** Fills the form as a person: typed keys, a pointer, and not faster than a person. */
async function fillForm(page: Page, email: string) {
  const form = page.locator('main form.ekit-mailChimpForm')
  await expect(form).toHaveAttribute('data-listed', /^\d+$/)
  await page.mouse.move(20, 30)
  await page.mouse.move(200, 240, { steps: 5 })
  await form.locator('input[name="firstname"]').pressSequentially('Nino')
  await form.locator('input[name="email"]').pressSequentially(email)
  await page.waitForTimeout(2_500)
  return form
}

/** axe runs in the page: a page without JavaScript is checked again in a browser that has it. */
async function checkA11y(page: Page, browser: Browser, js: boolean) {
  if (js) return expectNoA11yViolations(page)
  const context = await browser.newContext()
  const withJs = await context.newPage()
  await withJs.goto(page.url())
  await expectNoA11yViolations(withJs)
  await context.close()
}

/** Opening the mailed link shows a button (a GET confirms nothing); pressing it confirms. */
async function confirm(page: Page, browser: Browser, locale: Locale, email: string, js: boolean) {
  const t = newsletterStrings(locale)
  const text = await mailTo(browser, email)
  await page.goto(linkIn(text, pathOf(locale, '/newsletter/confirm')))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmAskTitle)
  await expect(page.getByText(email)).toBeVisible()
  await checkA11y(page, browser, js)
  await page.getByRole('button', { name: t.confirmButton }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmTitle)
  await expect(page.getByRole('status')).toContainText(email)
  await checkA11y(page, browser, js)
  return text
}

async function unsubscribe(
  page: Page,
  browser: Browser,
  locale: Locale,
  text: string,
  js: boolean,
) {
  const t = newsletterStrings(locale)
  await page.goto(linkIn(text, pathOf(locale, '/newsletter/unsubscribe')))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribeTitle)
  await checkA11y(page, browser, js)
  await page.getByRole('button', { name: t.unsubscribeButton }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribedTitle)
  await checkA11y(page, browser, js)
}

// Each test signs the admin in and runs axe on five pages: more than the default minute.
test.describe.configure({ timeout: 180_000 })

for (const locale of ['ka', 'en'] as const) {
  const t = newsletterStrings(locale)

  test(`newsletter with JavaScript (${locale}): subscribe, confirm, unsubscribe`, async ({
    page,
    browser,
  }) => {
    const email = `nl-js-${locale}-${Date.now()}@example.ge`
    await page.goto(pathOf(locale, '/newsletter'))
    await expectNoA11yViolations(page)
    const form = await fillForm(page, email)
    // The block's own opt-in message (seeded; the catalogue's is only the fallback).
    const optIn = (await form.getAttribute('data-success-opt-in-message'))!
    expect(optIn).not.toBe(t.optInMessage)
    await form.locator('button[type="submit"]').click()
    const message = form.locator('.ekit-mail-message')
    await expect(message).toHaveText(optIn)
    // The page did not navigate: the script answered in place.
    await expect(page).toHaveURL(new RegExp(`${pathOf(locale, '/newsletter')}$`))

    // Again before confirming: pending again (the confirmation mail goes out once more).
    await page.waitForTimeout(500)
    const again = page.waitForResponse((r) => r.url().includes('/widget/mailchimp/sendmail'))
    await form.locator('button[type="submit"]').click()
    const answer = (await (await again).json()) as { success: { body: string } }
    expect(JSON.parse(answer.success.body).status).toBe('pending')
    await expect(message).toHaveText(optIn)

    // A bad address (the browser's own check bypassed): the "Found error : " prefix (Georgian in ka) and error styling.
    await form.locator('input[name="email"]').evaluate((el: HTMLInputElement) => {
      el.type = 'text'
      el.value = 'not-an-address'
    })
    await form.locator('button[type="submit"]').click()
    await expect(message).toHaveText(`${t.foundError}${t.invalidEmail}`)
    await expect(message).toHaveClass(/error/)

    const mail = await confirm(page, browser, locale, email, true)
    // Confirmed, then again: the answer of a new address (it never tells who is subscribed); the
    // mail tells the owner that nothing changed.
    await page.goto(pathOf(locale, '/newsletter'))
    const formAgain = await fillForm(page, email)
    await formAgain.locator('button[type="submit"]').click()
    await expect(formAgain.locator('.ekit-mail-message')).toHaveText(optIn)
    const note = await mailTo(browser, email, (text) => text.includes(t.alreadyBody))
    expect(note).not.toContain('/newsletter/confirm')
    await unsubscribe(page, browser, locale, mail, true)
  })

  test(`newsletter without JavaScript (${locale}): subscribe, confirm, unsubscribe`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const email = `nl-nojs-${locale}-${Date.now()}@example.ge`
    await page.goto(pathOf(locale, '/newsletter'))
    const form = await fillForm(page, email)
    const optIn = (await form.getAttribute('data-success-opt-in-message'))!
    expect(optIn).not.toBe(t.optInMessage)
    await form.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(
      new RegExp(`${pathOf(locale, '/newsletter/result')}\\?status=pending&block=\\d+%3A`),
    )
    // The result page shows the block's own message, as the script would.
    await expect(page.getByRole('status')).toHaveText(optIn)
    await checkA11y(page, browser, false)
    await unsubscribe(
      page,
      browser,
      locale,
      await confirm(page, browser, locale, email, false),
      false,
    )
    await context.close()
  })
}
