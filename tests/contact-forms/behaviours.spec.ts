import { expect, test, type Page } from '@playwright/test'

import { contactFormStrings, defaultFormMessages } from '@/features/contact-forms/messages'

import { expectNoA11yViolations, loginToAdmin, sameOrigin } from '../helpers/e2e'
import { createFormPage as createPage, loginApi } from './e2e-forms'

const ka = defaultFormMessages.ka
const kaStrings = contactFormStrings('ka')

/**
 * Every behaviour of docs/compatibility.md's "Contact Form 7: statuses" and "Contact Form 7:
 * validation rules", pasted as Contact Form 7 markup.
 */
const TEMPLATE = `<div class="inert-on-init"><p>ეს ტექსტი აქტიურდება გაგზავნის შემდეგ.</p></div>
<label> სახელი [text* your-name] </label>
<label> ვებგვერდი [url your-site] </label>
<label> შეტყობინება [textarea your-message maxlength:20] </label>
[count your-message]
<fieldset><legend>ინტერესი</legend>[checkbox interest exclusive "ბინა" "სახლი" "მიწა"]</fieldset>
<fieldset><legend>როგორ გაიგეთ ჩვენ შესახებ?</legend>[radio source free_text "მეგობრისგან" "სხვა"]</fieldset>
<div class="novalidate"><label> სათადარიგო ელფოსტა [email backup-email] </label></div>
<label> ფაილი [file attachment filetypes:pdf limit:10kb] </label>
<label> [quiz capital "საქართველოს დედაქალაქი?|თბილისი"] </label>
[acceptance terms] ვეთანხმები პირობებს [/acceptance]
[acceptance newsletter optional] მსურს სიახლეების მიღება [/acceptance]
[acceptance no-calls invert] არ დამირეკოთ [/acceptance]
[submit "გაგზავნა"]`

/** A form with the template above on a published page. */
const createFormPage = (request: Parameters<typeof createPage>[0], slug: string) =>
  createPage(request, slug, TEMPLATE)

const form = (page: Page) => page.locator('form.wpcf7-form')
const field = (page: Page, selector: string) => form(page).locator(selector)

test.describe('contact form behaviours', () => {
  let slug: string
  test.beforeAll(async ({ request }) => {
    slug = `form-behaviours-${Date.now()}`
    await createFormPage(request, slug)
  })

  test('choices, counters, url prefix, acceptance, inert and novalidate follow Contact Form 7', async ({
    page,
  }) => {
    await page.goto(`/${slug}`)
    await expect(form(page)).toHaveAttribute('data-status', 'init')
    await expectNoA11yViolations(page)

    // Elements marked inert-on-init are inert while the status is init.
    await expect(field(page, '.inert-on-init')).toHaveAttribute('inert', '')

    // Exclusive checkboxes: checking one unchecks the others.
    const interest = field(page, '[name="interest"]')
    await interest.nth(0).check()
    await interest.nth(1).check()
    await expect(interest.nth(0)).not.toBeChecked()
    await expect(interest.nth(1)).toBeChecked()

    // Free text is enabled only with its choice.
    const freeText = field(page, '[name="_wpcf7_free_text_source"]')
    await expect(freeText).toBeDisabled()
    await field(page, '[name="source"]').nth(1).check()
    await expect(freeText).toBeEnabled()
    await field(page, '[name="source"]').nth(0).check()
    await expect(freeText).toBeDisabled()

    // The counter counts up as the visitor types.
    const counter = field(page, '.wpcf7-character-count')
    await expect(counter).toHaveText(/^0/)
    await field(page, '[name="your-message"]').fill('გამარჯობა')
    await expect(counter).toHaveText(/^9/)
    await expect(counter).toHaveAttribute('data-maximum-value', '20')

    // A url without a scheme but with a dot gets http:// on change.
    await field(page, '[name="your-site"]').fill('sakhli.ge')
    await field(page, '[name="your-site"]').press('Tab')
    await expect(field(page, '[name="your-site"]')).toHaveValue('http://sakhli.ge')

    // Fields inside a novalidate container are not validated on change.
    await field(page, '[name="backup-email"]').fill('not-an-email')
    await field(page, '[name="backup-email"]').press('Tab')
    await expect(field(page, '[name="backup-email"]')).not.toHaveAttribute('aria-invalid', 'true')

    // Submit: disabled until the required acceptance; optional one ignored; invert must stay off.
    const submit = field(page, '[type="submit"]')
    await expect(submit).toBeDisabled()
    await field(page, '[name="newsletter"]').check()
    await expect(submit).toBeDisabled()
    await field(page, '[name="terms"]').check()
    await expect(submit).toBeEnabled()
    await field(page, '[name="no-calls"]').check()
    await expect(submit).toBeDisabled()
    await field(page, '[name="no-calls"]').uncheck()
    await expect(submit).toBeEnabled()

    // Statuses fire statuschanged events, and inert-on-init lets go once the status moves on.
    await page.evaluate(() => {
      const w = window as unknown as { statuses: string[] }
      w.statuses = []
      document
        .querySelector('.wpcf7')!
        .addEventListener('wpcf7statuschanged', (e) =>
          w.statuses.push((e as CustomEvent<{ status: string }>).detail.status),
        )
    })
    await submit.click()
    await expect(form(page)).toHaveAttribute('data-status', 'invalid')
    await expect(field(page, '.inert-on-init')).not.toHaveAttribute('inert', '')
    expect(
      await page.evaluate(() => (window as unknown as { statuses: string[] }).statuses),
    ).toEqual(['submitting', 'invalid'])
    // The required name, the radio group (always required, as in CF7) and the unanswered quiz
    // are listed for screen readers.
    await expect(page.locator('.screen-reader-response li')).toHaveCount(3)
    await expectNoA11yViolations(page)
  })

  test('uploads and the quiz are checked; the right answer sends and the refill asks again', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    await page.goto(`/${slug}`)
    const question = field(page, '.wpcf7-quiz-label')
    await expect(question).toHaveText('საქართველოს დედაქალაქი?')
    await field(page, '[name="your-name"]').fill('ნინო')
    await field(page, '[name="source"]').nth(0).check()
    await field(page, '[name="terms"]').check()
    await field(page, '[name="attachment"]').setInputFiles({
      name: 'photo.exe',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ'),
    })
    await field(page, '[name="capital"]').fill('ბათუმი')
    await field(page, '[type="submit"]').click()
    await expect(form(page)).toHaveAttribute('data-status', 'invalid')
    await expect(field(page, '[data-name="attachment"] .wpcf7-not-valid-tip')).toHaveText(
      ka.upload_file_type_invalid,
    )
    await expect(field(page, '[data-name="capital"] .wpcf7-not-valid-tip')).toHaveText(
      ka.quiz_answer_not_correct,
    )

    await field(page, '[name="attachment"]').setInputFiles({
      name: 'განცხადება.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    })
    await field(page, '[name="capital"]').fill('თბილისი')
    const refill = page.waitForResponse((r) => r.url().endsWith('/refill'))
    await field(page, '[type="submit"]').click()
    await expect(form(page)).toHaveAttribute('data-status', 'sent')
    expect((await (await refill).json()).quiz.capital[0]).toBe('საქართველოს დედაქალაქი?')
    await expect(form(page)).toHaveAttribute('data-status', 'sent')
    await expect(field(page, '[name="capital"]')).toHaveValue('')

    // The upload is stored, and private: editors read it, visitors get nothing.
    const anonymous = await playwright.request.newContext({ baseURL })
    await loginApi(request)
    const files = await (
      await request.get('/api/submission-files?sort=-id&limit=1', { headers: sameOrigin })
    ).json()
    const stored = files.docs[0]
    expect(stored).toMatchObject({ field: 'attachment', originalName: 'განცხადება.pdf' })
    expect((await request.get(stored.url, { headers: sameOrigin })).status()).toBe(200)
    expect((await anonymous.get(stored.url)).status()).toBe(403)
    expect((await anonymous.get('/api/submission-files')).status()).toBe(403)
    const viaMedia = await anonymous.get(
      `/api/media/file/..%2Fe2e-form-files%2F${encodeURIComponent(stored.filename)}`,
    )
    expect(viaMedia.status()).not.toBe(200)
    await anonymous.dispose()
  })

  test('network failure, a body that is not JSON and a blocked site are handled', async ({
    page,
  }) => {
    await page.goto(`/${slug}`)
    await field(page, '[name="terms"]').check()
    const output = field(page, '.wpcf7-response-output')

    await page.route('**/feedback', (route) => route.abort('internetdisconnected'))
    await field(page, '[type="submit"]').click()
    await expect(output).toHaveText(kaStrings.fetchError)
    await page.unroute('**/feedback')

    await page.route('**/feedback', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>oops</html>' }),
    )
    await field(page, '[type="submit"]').click()
    await expect(output).toHaveText(kaStrings.invalidJson)
    await page.unroute('**/feedback')

    // A site flagged as blocked sends nothing.
    let posted = 0
    await page.route('**/feedback', (route) => {
      posted++
      return route.continue()
    })
    await page.evaluate(() => {
      ;(window as unknown as { wpcf7: { blocked: boolean } }).wpcf7 = { blocked: true }
    })
    await field(page, '[type="submit"]').click()
    await expect(form(page)).toHaveAttribute('data-status', 'submitting')
    expect(posted).toBe(0)
  })
})

test.describe('a contact form inside another form', () => {
  test('is replaced by the wrong-place error', async ({ page, request }) => {
    const slug = `form-nested-${Date.now()}`
    await createFormPage(request, slug)
    // Simulates a theme that wraps the block in a <form> of its own, as the original site could:
    // the wrapper's parent then reports a form around it.
    await page.addInitScript(() => {
      const closest = Element.prototype.closest
      Element.prototype.closest = function (this: Element, selector: string) {
        if (selector === 'form' && this.querySelector(':scope > .wpcf7')) {
          return document.createElement('form')
        }
        return closest.call(this, selector)
      } as typeof Element.prototype.closest
    })
    await page.goto(`/${slug}`)
    const [lead, rest] = kaStrings.wrongPlace.split(/(?<=:)\s/)
    await expect(page.locator('.wpcf7-form-in-wrong-place')).toContainText(lead!)
    await expect(page.locator('.wpcf7-form-in-wrong-place')).toContainText(rest!)
    await expect(page.locator('form.wpcf7-form')).toHaveCount(0)
  })
})

test.describe('contact forms in the admin', () => {
  test('the template shows parse errors with line numbers and a live preview', async ({ page }) => {
    await loginToAdmin(page)
    await page.goto('/admin/collections/forms/create')
    await page.locator('#field-title').fill('ახალი ფორმა')
    const preview = page.locator('.form-template-preview')
    // The default template previews as a form with its fields.
    await expect(preview.locator('[name="your-name"]')).toBeVisible()
    await expect(preview.locator('.form-template-ok')).toBeVisible()
    // An unknown tag is reported with its line.
    const template = page.locator('#field-template')
    await template.fill(`${await template.inputValue()}\n[colour favourite]`)
    await expect(preview.locator('.form-template-errors')).toContainText('Line')
    await expect(preview.locator('.form-template-errors')).toContainText('colour')
  })
})
