import AxeBuilder from '@axe-core/playwright'
import { expect, request, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { e2eAdmin } from '../../playwright.config'

/**
 * Headers for `page.request` calls that use the admin's session: a browser's own fetch carries
 * `Sec-Fetch-Site`, Playwright's API client does not, and Payload honours the session cookie only
 * on requests from the site itself (its `csrf` list).
 */
export const sameOrigin = { 'sec-fetch-site': 'same-origin' } as const

/** Signs the e2e admin in through the admin's login page. */
export async function loginToAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(e2eAdmin.email)
  await page.locator('#field-password').fill(e2eAdmin.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin$/)
}

/**
 * Waits until React has hydrated the element `selector` names (React keeps its fiber on each DOM
 * node it hydrates), and a frame more for its effects. A loaded machine can finish loading the
 * page's scripts well before React gets to them: typing or resizing before then reaches only the
 * server's HTML, and listeners attached by effects are not there yet.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel)
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
  }, selector)
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  )
}

/** Every public page in the e2e tests must have no axe-core violations. */
export async function expectNoA11yViolations(page: Page) {
  // Judge content in its final state, not halfway through a scroll animation: motion off first
  // (a fade already running would keep its own duration), then every section shown as a reader
  // scrolling down would see it. Sections are laid out as they are (no `content-visibility`:
  // Lighthouse's axe measured a button below the fold against the footer it overlapped while
  // its section was skipped), so what axe sees here is what a visitor's tools see.
  // Next streams a page's metadata after its body: a page just reached (a redirect, a refresh)
  // may not have its <title> yet. One that never gets it still fails here.
  await expect(page).toHaveTitle(/\S/)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(async () => {
    document.querySelectorAll('[data-animation]').forEach((s) => s.classList.add('is-visible'))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    // Fades started before motion went off run their course (endless ones are not waited for).
    const running = document.getAnimations().map((a) => a.finished.catch(() => undefined))
    await Promise.race([Promise.all(running), new Promise((r) => setTimeout(r, 1_500))])
  })
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

/** The first news post link on the news list. */
export async function firstPostPath(page: Page): Promise<string> {
  await page.goto('/news')
  const href = await page.locator('.news-card-title a').first().getAttribute('href')
  expect(href).toMatch(/^\/news\/[a-z0-9-]+$/)
  return href!
}

/** An API client signed in as the e2e admin (a JWT in its Authorization header). */
export async function adminApi(baseURL: string | undefined): Promise<APIRequestContext> {
  const login = await request.newContext({ baseURL })
  const answer = await login.post('/api/users/login', { data: e2eAdmin })
  expect(answer.ok()).toBe(true)
  const { token } = (await answer.json()) as { token: string }
  await login.dispose()
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
}

/** A phone: a mobile browser's user agent (the site skips scroll animations for it) and size. */
export function phoneContext(browser: Browser) {
  return browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    viewport: { width: 390, height: 844 },
  })
}
