/**
 * Visitor registration in the browser: the registration block on a page, with and
 * without JavaScript, in Georgian and English; verification through the mailed link from the
 * outbox (its page has a button: opening the link verifies nothing); log in, log out and
 * delete on the account page; axe on every new page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { accountStringsByLocale } from '@/features/accounts/messages'

import { adminApi, expectNoA11yViolations, sameOrigin, waitForHydration } from '../helpers/e2e'

const ka = accountStringsByLocale.ka
const en = accountStringsByLocale.en
const SLUG = 'register-e2e'
const PASSWORD = 'mtasvla-kazbegze-2026'
const NICKNAME = 'ნინო'

let admin: APIRequestContext

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL)
  // An editor places the registration block on a page, in both languages (once per server:
  // a retried worker runs this again).
  const existing = await admin.get(`/api/pages?where[slug][equals]=${SLUG}&depth=0`)
  if (((await existing.json()) as { totalDocs: number }).totalDocs > 0) return
  const created = await admin.post('/api/pages?locale=ka', {
    data: {
      title: 'რეგისტრაცია',
      slug: SLUG,
      _status: 'published',
      layout: [{ blockType: 'registerForm' }],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const english = await admin.patch(`/api/pages/${doc.id}?locale=en`, {
    data: { title: 'Register', _status: 'published', layout: [{ blockType: 'registerForm' }] },
  })
  expect(english.ok(), await english.text()).toBe(true)
})

test.afterAll(async () => {
  await admin?.dispose()
})

/** The link of the newest mail of `kind` to `to`, from the outbox. */
async function mailedLink(to: string, kind: string): Promise<string> {
  let link = ''
  await expect(async () => {
    const found = await admin.get(
      `/api/mail-outbox?where[to][equals]=${encodeURIComponent(to)}&where[kind][equals]=${kind}&sort=-id&depth=0`,
    )
    const { docs } = (await found.json()) as { docs: { text: string }[] }
    expect(docs.length).toBeGreaterThan(0)
    expect(docs[0]!.text).not.toContain(PASSWORD)
    // Nothing the visitor wrote goes to an address not yet confirmed.
    expect(docs[0]!.text).not.toContain(NICKNAME)
    const url = new URL(/https?:\/\/\S+/.exec(docs[0]!.text)![0])
    link = `${url.pathname}${url.search}`
  }).toPass()
  return link
}

const form = (page: Page) => page.locator('.stm-register-form form')
const input = (page: Page, name: string) => form(page).locator(`input[name="${name}"]`)
const validation = (page: Page) => form(page).locator('.stm-validation-message')

async function fill(page: Page, email: string, password = PASSWORD) {
  await input(page, 'stm_user_mail').fill(email)
  await input(page, 'stm_nickname').fill(NICKNAME)
  await input(page, 'stm_user_password').fill(password)
}

/** Opens the mailed link: a page with a button (the GET verifies nothing); pressing it verifies. */
async function verifyByLink(page: Page, link: string, locale: 'ka' | 'en', axe = false) {
  const t = accountStringsByLocale[locale]
  await page.goto(link)
  await expect(page.locator('h1')).toHaveText(t.verifyTitle)
  await expect(page.locator('.account-notice')).toHaveCount(0)
  if (axe) await expectNoA11yViolations(page)
  await page.getByRole('button', { name: t.verifyButton }).click()
  await expect(page.locator('.account-notice')).toHaveText(t.verified)
}

async function logIn(page: Page, path: string, email: string) {
  await page.goto(path)
  await page.locator('#login-email').fill(email)
  await page.locator('#login-password').fill(PASSWORD)
  await page.locator('#login-email').press('Enter')
}

test('registers with JavaScript in Georgian, verifies by the mailed link, logs in and out', async ({
  page,
}) => {
  const email = `e2e-ka-${Date.now()}@example.ge`
  await page.goto(`/${SLUG}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka')
  await expectNoA11yViolations(page)
  // Let the client part hydrate (it fetches a fresh start token), then submit it empty.
  await page.waitForLoadState('networkidle')
  await waitForHydration(page, '.stm-register-form form')
  const ajax = page.waitForRequest((r) => r.url().includes('/wp-admin/admin-ajax.php'))
  await form(page).locator('button[type="submit"]').click()
  const sent = (await ajax).postData() ?? ''
  expect(sent).toMatch(/name="action"\r\n\r\nstm_custom_register/)
  // React's own hidden action fields stay out of the theme's call.
  expect(sent).not.toContain('$ACTION')
  for (const name of ['stm_user_mail', 'stm_nickname', 'stm_user_password']) {
    await expect(input(page, name)).toHaveClass(/form-error/)
    await expect(input(page, name)).toHaveAttribute('aria-invalid', 'true')
  }
  await expect(input(page, 'stm_user_link')).not.toHaveClass(/form-error/)
  await expect(validation(page)).toHaveText(ka.passwordShort)
  await expectNoA11yViolations(page)

  // A weak password: only its mark stays (the marks are cleared before each submit).
  await fill(page, email, 'password12')
  await form(page).locator('button[type="submit"]').click()
  await expect(validation(page)).toHaveText(ka.passwordCommon)
  await expect(input(page, 'stm_user_mail')).not.toHaveClass(/form-error/)
  await expect(input(page, 'stm_user_password')).toHaveClass(/form-error/)

  await fill(page, email)
  await form(page).locator('button[type="submit"]').click()
  await expect(validation(page)).toHaveText(ka.checkEmail)
  await expect(input(page, 'stm_user_password')).not.toHaveClass(/form-error/)

  // Not verified yet: the login is refused.
  await logIn(page, '/account', email)
  await expect(page.locator('.account-notice')).toHaveText(ka.loginFailed)

  // The refused login mailed a fresh link (the first one may have been lost); either verifies.
  await verifyByLink(page, await mailedLink(email, 'account-verify'), 'ka', true)
  await expectNoA11yViolations(page)

  await logIn(page, '/account', email)
  await expect(page.getByText(email)).toBeVisible()
  await expectNoA11yViolations(page)
  const download = await page.request.get('/account/data', { headers: sameOrigin })
  expect(download.headers()['content-disposition']).toContain('attachment')
  expect(await download.json()).toMatchObject({ email, nickname: NICKNAME, verified: true })
  await page.getByRole('button', { name: ka.logout }).click()
  await expect(page.locator('.account-notice')).toHaveText(ka.loggedOut)
  expect((await page.request.get('/account/data', { headers: sameOrigin })).status()).toBe(401)

  // The English pages too (axe needs JavaScript: the test without it cannot run it).
  await page.goto(`/en/${SLUG}`)
  await expectNoA11yViolations(page)
  await page.goto('/en/account')
  await expectNoA11yViolations(page)
})

test('registers without JavaScript in English, verifies, logs in and deletes the account', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const email = `e2e-en-${Date.now()}@example.ge`
  await page.goto(`/en/${SLUG}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await input(page, 'stm_user_mail').fill('not-an-email')
  await form(page).locator('button[type="submit"]').click()
  await expect(validation(page)).toHaveText(en.passwordShort)
  await expect(input(page, 'stm_user_mail')).toHaveClass(/form-error/)
  // What the visitor typed is kept (never the password).
  await expect(input(page, 'stm_user_mail')).toHaveValue('not-an-email')

  await fill(page, email)
  await form(page).locator('button[type="submit"]').click()
  await expect(validation(page)).toHaveText(en.checkEmail)

  const link = await mailedLink(email, 'account-verify')
  expect(link).toMatch(/^\/en\/account\/verify\?id=\d+&token=/)
  await verifyByLink(page, link, 'en')

  await logIn(page, '/en/account', email)
  await expect(page.getByText(email)).toBeVisible()
  // The confirmation box must be ticked (the browser holds the form; the server checks it too).
  await page.locator('#delete-confirm').check()
  await page.getByRole('button', { name: en.deleteSubmit }).click()
  await expect(page.locator('.account-notice')).toHaveText(en.deleted)
  await logIn(page, '/en/account', email)
  await expect(page.locator('.account-notice')).toHaveText(en.loginFailed)
  await context.close()
})

// The other two pairings of language and JavaScript: register, verify by the mailed link, log in.
for (const { locale, javaScript } of [
  { locale: 'en', javaScript: true },
  { locale: 'ka', javaScript: false },
] as const) {
  test(`registers ${javaScript ? 'with' : 'without'} JavaScript in ${locale}, verifies and logs in`, async ({
    browser,
  }) => {
    const t = accountStringsByLocale[locale]
    const prefix = locale === 'ka' ? '' : `/${locale}`
    const context = await browser.newContext({ javaScriptEnabled: javaScript })
    const page = await context.newPage()
    const email = `e2e-${locale}-${javaScript ? 'js' : 'nojs'}-${Date.now()}@example.ge`
    await page.goto(`${prefix}/${SLUG}`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    if (javaScript) await page.waitForLoadState('networkidle')
    await fill(page, email)
    await form(page).locator('button[type="submit"]').click()
    await expect(validation(page)).toHaveText(t.checkEmail)

    const link = await mailedLink(email, 'account-verify')
    expect(link.startsWith(`${prefix}/account/verify?`)).toBe(true)
    await verifyByLink(page, link, locale)
    await logIn(page, `${prefix}/account`, email)
    await expect(page.getByText(email)).toBeVisible()
    if (javaScript) await expectNoA11yViolations(page)
    await context.close()
  })
}
