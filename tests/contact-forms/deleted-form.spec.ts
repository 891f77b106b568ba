import { expect, test } from '@playwright/test'

import { contactFormStrings } from '@/features/contact-forms/messages'

import { expectNoA11yViolations, sameOrigin } from '../helpers/e2e'
import { createFormPage } from './e2e-forms'

const ka = contactFormStrings('ka')

test.describe('a deleted contact form', () => {
  test('a page still open posts to it without JavaScript: not sent, the text kept; the page then drops it', async ({
    browser,
    request,
  }) => {
    const slug = `form-deleted-${Date.now()}`
    const formId = await createFormPage(
      request,
      slug,
      '<label> სახელი [text* your-name] </label>\n<label> შეტყობინება [textarea your-message] </label>\n[submit "გაგზავნა"]',
    )
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    // The page is rendered (and cached) while the form exists.
    await page.goto(`/${slug}`)
    const form = page.locator('form.wpcf7-form')
    const message = `ბინა ვაკეში, ${Date.now()}\nმეორე ხაზი`
    await form.locator('[name="your-name"]').fill('ნინო')
    await form.locator('[name="your-message"]').fill(message)

    expect((await request.delete(`/api/forms/${formId}`, { headers: sameOrigin })).ok()).toBe(true)

    await form.locator('[type="submit"]').click()
    const gone = page.locator('.wpcf7')
    await expect(gone.locator('.wpcf7-response-output')).toHaveText(ka.formGone)
    await expect(gone.locator('.wpcf7-form')).toHaveAttribute('data-status', 'failed')
    await expect(gone.getByRole('group', { name: ka.postedValues })).toBeVisible()
    await expect(gone.getByLabel('your-message')).toHaveValue(message)
    await expect(gone.getByLabel('your-name')).toHaveValue('ნინო')
    await expect(page.locator('form.wpcf7-form')).toHaveCount(0)
    // axe runs in the page: it judges this answer's markup, scripts removed, in a page with them on.
    const answer = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
    const checking = await browser.newContext()
    const checker = await checking.newPage()
    await checker.goto(new URL('/robots.txt', page.url()).href)
    await checker.setContent(answer)
    await expect(checker.locator('.wpcf7-posted-values textarea')).toHaveCount(2)
    await expectNoA11yViolations(checker)
    await checking.close()

    // Deleting revalidated the cached page: a new visit finds no form.
    await page.goto(`/${slug}`)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('.wpcf7')).toHaveCount(0)
    await context.close()
  })
})
