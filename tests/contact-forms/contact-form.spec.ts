import { expect, test, type Page } from '@playwright/test'

import { defaultFormMessages } from '@/features/contact-forms/messages'

import { expectNoA11yViolations, loginToAdmin, sameOrigin, waitForHydration } from '../helpers/e2e'

const ka = defaultFormMessages.ka
const en = defaultFormMessages.en

const form = (page: Page) => page.locator('form.wpcf7-form')
const field = (page: Page, name: string) => form(page).locator(`[name="${name}"]`)
const output = (page: Page) => form(page).locator('.wpcf7-response-output')

async function fillValid(page: Page, name: string, message: string) {
  await field(page, 'your-name').fill(name)
  await field(page, 'your-email').fill('nino@example.ge')
  await field(page, 'your-phone').fill('+995 555 12 34 56')
  await field(page, 'your-subject').selectOption({ index: 1 })
  await field(page, 'your-message').fill(message)
  await field(page, 'privacy-terms').check()
}

test.describe('contact form', () => {
  test('the Georgian contact page: invalid, fixed, sent, then seen in the admin', async ({
    page,
  }) => {
    await page.goto('/contact')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka')
    await expect(form(page)).toHaveAttribute('data-status', 'init')
    await waitForHydration(page, 'form.wpcf7-form')
    // Submit stays disabled until the privacy terms are accepted.
    const submit = form(page).locator('[type="submit"]')
    await expect(submit).toBeDisabled()
    await expectNoA11yViolations(page)

    // Events of the original plugin fire on the wrapper.
    await page.evaluate(() => {
      const w = window as unknown as { cf7Events: string[] }
      w.cf7Events = []
      const wrapper = document.querySelector('.wpcf7')!
      for (const type of ['wpcf7submit', 'wpcf7invalid', 'wpcf7mailsent']) {
        wrapper.addEventListener(type, () => w.cf7Events.push(type))
      }
    })

    // A field is validated when it changes, with the prior status restored afterwards.
    await field(page, 'your-email').fill('nino-at-example')
    await field(page, 'your-email').press('Tab')
    await expect(field(page, 'your-email')).toHaveAttribute('aria-invalid', 'true')
    await expect(form(page).locator('[data-name="your-email"] .wpcf7-not-valid-tip')).toHaveText(
      ka.invalid_email,
    )
    await expect(form(page)).toHaveAttribute('data-status', 'init')

    // Invalid: accepted terms but empty required fields and a bad e-mail.
    await field(page, 'privacy-terms').check()
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(form(page)).toHaveAttribute('data-status', 'invalid')
    await expect(output(page)).toHaveText(ka.validation_error)
    const name = field(page, 'your-name')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    const describedBy = await name.getAttribute('aria-describedby')
    expect(describedBy).toBeTruthy()
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/\S/)
    await expect(field(page, 'your-email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('.screen-reader-response li')).not.toHaveCount(0)
    await expectNoA11yViolations(page)

    // Fixed and sent.
    const unique = `ბინის ყიდვა ვაკეში — ტესტი ${Date.now()}`
    await fillValid(page, 'ნინო ბერიძე', unique)
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
    await submit.click()
    await expect(form(page)).toHaveAttribute('data-status', 'sent')
    await expect(output(page)).toHaveText(/\S/)
    // After mail_sent the form is reset.
    await expect(name).toHaveValue('')
    expect(
      await page.evaluate(() => (window as unknown as { cf7Events: string[] }).cf7Events),
    ).toEqual(['wpcf7invalid', 'wpcf7submit', 'wpcf7mailsent', 'wpcf7submit'])

    // The admin sees the stored submission and its mail (kept in the outbox: no SMTP here).
    await loginToAdmin(page)
    await page.goto('/admin/collections/form-submissions')
    await expect(page.getByText('ნინო ბერიძე').first()).toBeVisible()
    const found = await page.request.get(
      `/api/form-submissions?where[searchText][like]=${encodeURIComponent(unique)}&depth=0`,
      { headers: sameOrigin },
    )
    const submission = (await found.json()).docs[0]
    expect(submission).toMatchObject({ status: 'mail_sent' })
    await page.goto(`/admin/collections/form-submissions/${submission.id}`)
    await expect(page.locator('body')).toContainText('mail_sent')
    await expect
      .poll(
        async () =>
          (
            await (
              await page.request.get(
                // Other tests' records (a subscriber, an event member) can share the number.
                `/api/mail-outbox?where[source][equals]=form-submissions&where[sourceId][equals]=${submission.id}&depth=0`,
                { headers: sameOrigin },
              )
            ).json()
          ).totalDocs,
        { timeout: 30_000 },
      )
      .toBe(2)
    await page.goto('/admin/collections/mail-outbox')
    await expect(page.getByText('ახალი შეტყობინება').first()).toBeVisible()
    const csv = await page.request.get('/api/form-submissions/export.csv', {
      headers: sameOrigin,
    })
    expect(csv.headers()['content-type']).toContain('text/csv')
    expect(await csv.text()).toContain(unique)
  })

  test('the character counter starts in the normal colour and turns red only past the maximum', async ({
    page,
  }) => {
    await page.goto('/contact')
    await waitForHydration(page, 'form.wpcf7-form')
    const counter = form(page).locator('.wpcf7-character-count')
    const colour = () => counter.evaluate((el) => getComputedStyle(el).color)
    // Empty, the message is "too short" (CF7 marks it so on load): not an error yet.
    await expect(counter).toHaveClass(/too-short/)
    const normal = await colour()
    expect(normal).not.toBe('rgb(179, 38, 30)')
    // Past maxlength only a script can go (typing stops at it): set the value, then tell the form.
    await field(page, 'your-message').evaluate((el: HTMLTextAreaElement) => {
      el.value = 'x'.repeat(2001)
      el.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await expect(counter).toHaveClass(/too-long/)
    expect(await colour()).toBe('rgb(179, 38, 30)')
    await field(page, 'your-message').fill('მაინტერესებს ბინა')
    await expect(counter).not.toHaveClass(/too-long/)
    expect(await colour()).toBe(normal)
  })

  test('the English contact page answers in English', async ({ page }) => {
    await page.goto('/en/contact')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await field(page, 'privacy-terms').check()
    await form(page).locator('[type="submit"]').click()
    await expect(output(page)).toHaveText(en.validation_error)
    await expect(form(page).locator('.wpcf7-not-valid-tip').first()).toHaveText(en.invalid_required)
  })

  test('without JavaScript the form posts and the answer page shows the same messages', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/contact')
    await field(page, 'your-email').fill('nino-at-example')
    await field(page, 'privacy-terms').check()
    await form(page).locator('[type="submit"]').click()
    await expect(output(page)).toHaveText(ka.validation_error)
    await expect(field(page, 'your-name')).toHaveAttribute('aria-invalid', 'true')
    // The visitor's values are kept.
    await expect(field(page, 'your-email')).toHaveValue('nino-at-example')

    await fillValid(page, 'გიორგი მაისურაძე', `უკავშიროდ გაგზავნილი ${Date.now()}`)
    await form(page).locator('[type="submit"]').click()
    await expect(form(page)).toHaveAttribute('data-status', 'sent')
    await expect(output(page)).toHaveText(/\S/)
    await context.close()
  })
})
