import { expect, type APIRequestContext } from '@playwright/test'

import { e2eAdmin } from '../../playwright.config'
import { sameOrigin } from '../helpers/e2e'

/** Signs the request context in as the e2e admin (the REST API's cookie). */
export async function loginApi(request: APIRequestContext) {
  const res = await request.post('/api/users/login', { data: e2eAdmin, headers: sameOrigin })
  expect(res.ok()).toBe(true)
}

/** A form with this template and a published page embedding it, made through the REST API. */
export async function createFormPage(
  request: APIRequestContext,
  slug: string,
  template: string,
): Promise<number> {
  await loginApi(request)
  const form = await request.post('/api/forms?locale=ka', {
    data: { title: `E2E ${slug}`, template, mail: { to: 'office@sakhli.test' } },
    headers: sameOrigin,
  })
  expect(form.ok(), await form.text()).toBe(true)
  const formId = (await form.json()).doc.id as number
  const page = await request.post('/api/pages?locale=ka', {
    data: {
      title: 'ფორმის ტესტი',
      slug,
      layout: [{ blockType: 'contactForm', form: formId }],
      _status: 'published',
    },
    headers: sameOrigin,
  })
  expect(page.ok(), await page.text()).toBe(true)
  return formId
}
