/**
 * Spam and bots in the browser: a blocked submission is reported in an accessible dialog,
 * e-mail addresses in content are published obfuscated and decoded on click (docs/compatibility.md,
 * "Anti-spam plugin: calls"), and editors release a spam submission from the spam folder.
 */
import { expect, test, type Page } from '@playwright/test'

import { contactFormStringsByLocale, defaultFormMessages } from '@/features/contact-forms/messages'

import { expectNoA11yViolations, loginToAdmin, sameOrigin } from '../helpers/e2e'

const ka = defaultFormMessages.ka
const kaStrings = contactFormStringsByLocale.ka

const form = (page: Page) => page.locator('form.wpcf7-form')
const field = (page: Page, name: string) => form(page).locator(`[name="${name}"]`)

async function fillValid(page: Page, name: string) {
  await field(page, 'your-name').fill(name)
  await field(page, 'your-email').fill('nino@example.ge')
  await field(page, 'your-phone').fill('+995 555 12 34 56')
  await field(page, 'your-subject').selectOption({ index: 1 })
  await field(page, 'your-message').fill('მაინტერესებს ბინის ყიდვა ვაკეში, გთხოვთ დამირეკოთ.')
  await field(page, 'privacy-terms').check()
}

test.describe('anti-spam in the browser', () => {
  test('a blocked submission is reported in a dialog; not spam releases it from the spam folder', async ({
    page,
  }) => {
    await page.goto('/contact')
    await expect(page.locator('.wpcf7.js')).toBeVisible()
    const unique = `ბოტი ${Date.now()}`
    await fillValid(page, unique)
    // What a bot does and a person never sees: the contact form's honeypot is filled in (the
    // header's mega panel has a newsletter form with its own trap, earlier in the page).
    await field(page, '_sakhli_website').evaluate((honeypot: HTMLInputElement) => {
      honeypot.value = 'http://spam.example'
    })
    const submit = form(page).locator('[type="submit"]')
    await submit.focus()
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: kaStrings.blockedTitle })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(ka.spam)
    await expect(form(page)).toHaveAttribute('data-status', 'spam')
    await expect(form(page).locator('.wpcf7-response-output')).toHaveText(ka.spam)
    // The focus is in the dialog, on its close button.
    await expect(dialog.getByRole('button', { name: kaStrings.blockedClose })).toBeFocused()
    await expectNoA11yViolations(page)
    // Escape closes it and the focus returns to the submit button.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(submit).toBeFocused()

    // The editor finds it in the spam folder and releases it: its mail is queued once.
    await loginToAdmin(page)
    await page.goto('/admin/collections/form-submissions')
    await page.getByRole('link', { name: 'Spam folder' }).click()
    await expect(page.getByText(unique).first()).toBeVisible()
    const found = await page.request.get(
      `/api/form-submissions?where[searchText][like]=${encodeURIComponent(unique)}&depth=0`,
      { headers: sameOrigin },
    )
    const submission = (await found.json()).docs[0]
    expect(submission).toMatchObject({ status: 'spam', spam: { verdict: 'spam' } })
    await page.goto(`/admin/collections/form-submissions/${submission.id}`)
    await page.getByRole('button', { name: 'Not spam: send its mail' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'queued in the Outbox' })).toBeVisible()
    const outbox = async () =>
      (
        await (
          await page.request.get(
            `/api/mail-outbox?where[source][equals]=form-submissions&where[sourceId][equals]=${submission.id}&depth=0`,
            { headers: sameOrigin },
          )
        ).json()
      ).totalDocs
    await expect.poll(outbox, { timeout: 30_000 }).toBe(2)
    // A second press (the API again) sends nothing more.
    const again = await page.request.post(`/api/form-submissions/${submission.id}/not-spam`, {
      headers: sameOrigin,
    })
    expect(await again.json()).toEqual({ state: 'already', queued: 0 })
    expect(await outbox()).toBe(2)
  })

  test('an e-mail address in the page is obfuscated and decoded on click', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/contact')).text()
    expect(html).not.toContain('info@sakhli.ge')
    expect(html).toContain('info [at] sakhli [dot] ge')

    // Content, the top bar and the footer: none of the site's addresses anywhere in the page (the
    // form's placeholder `name@example.ge` is no address of anyone).
    expect(html).not.toContain('@sakhli.ge')

    await page.goto('/contact')
    await expect(
      page.locator('footer.site-footer').getByRole('button', { name: 'info [at] sakhli [dot] ge' }),
    ).toBeVisible()
    const encoded = page.locator('main').getByRole('button', { name: 'info [at] sakhli [dot] ge' })
    await expect(encoded).toBeVisible()
    await page.mouse.move(10, 10)
    await encoded.click()
    const link = page.getByRole('link', { name: 'info@sakhli.ge' })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', 'mailto:info@sakhli.ge')
    await expect(link).toBeFocused()
    await expectNoA11yViolations(page)
  })
})
