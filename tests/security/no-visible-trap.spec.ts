import { expect, test, type Browser, type Page } from '@playwright/test'

import { SPAM_FIELDS } from '@/features/spam/model/signals'
import { localizePath, locales } from '@/i18n/locales'

import { phoneContext } from '../helpers/e2e'
import { requiredRoutes, sitemapPaths } from '../helpers/site-routes'

/** The spam module's trap fields: a person never sees them, so whoever fills one is a bot. */
const TRAP_NAMES: string[] = [SPAM_FIELDS.honeypot]

interface Shown {
  name: string
  form: string
  reasons: string[]
}

/**
 * The trap fields of the page a person could meet: drawn where one can see or scroll to them, in
 * the tab order, or told to a screen reader (with the label that says to leave them empty).
 */
async function shownTraps(page: Page): Promise<Shown[]> {
  return page.evaluate((names) => {
    /** Whether `el` is drawn at a size one can see, somewhere the page can be scrolled to. */
    const drawn = (el: Element): boolean => {
      const visible = el.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
        checkOpacity: true,
        checkVisibilityCSS: true,
      } as CheckVisibilityOptions)
      if (!visible) return false
      const box = el.getBoundingClientRect()
      let [left, top, right, bottom] = [
        box.left + scrollX,
        box.top + scrollY,
        box.right + scrollX,
        box.bottom + scrollY,
      ]
      // Ancestors that clip their content (the `visually hidden` patterns) cut the box down.
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a)
        if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)')
          return false
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const clip = a.getBoundingClientRect()
        left = Math.max(left, clip.left + scrollX)
        top = Math.max(top, clip.top + scrollY)
        right = Math.min(right, clip.right + scrollX)
        bottom = Math.min(bottom, clip.bottom + scrollY)
      }
      // A pixel or less is no field; left of or above the page is where no one can scroll.
      if (right - left <= 1 || bottom - top <= 1) return false
      return right > 0 && bottom > 0
    }
    const out: Shown[] = []
    for (const field of document.querySelectorAll<HTMLInputElement>('input, textarea, select')) {
      const name = field.getAttribute('name') ?? ''
      if (!names.includes(name) || field.type === 'hidden') continue
      const reasons: string[] = []
      if (drawn(field)) reasons.push('visible')
      for (const label of field.labels ?? []) if (drawn(label)) reasons.push('its label visible')
      if (field.tabIndex >= 0 && !field.disabled && !field.closest('[inert]'))
        reasons.push(`in the tab order (tabindex ${field.tabIndex})`)
      if (!field.closest('[aria-hidden="true"], [inert]'))
        reasons.push('announced to screen readers')
      const form = field.form
      if (reasons.length)
        out.push({
          name,
          form: form ? `form.${[...form.classList].join('.')}` : '(no form)',
          reasons,
        })
    }
    return out
  }, TRAP_NAMES)
}

async function checkPages(browser: Browser, phone: boolean, paths: readonly string[]) {
  const context = phone
    ? await phoneContext(browser)
    : await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  const found: string[] = []
  let forms = 0
  for (const path of paths) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(200)
    forms += await page.locator(TRAP_NAMES.map((n) => `[name="${n}"]`).join(',')).count()
    for (const trap of await shownTraps(page))
      found.push(`${path}: ${trap.form} [name=${trap.name}] ${trap.reasons.join(', ')}`)
  }
  await context.close()
  return { found, forms }
}

test.describe('no form shows its spam trap', () => {
  for (const phone of [false, true]) {
    test(`every seeded page and the style guide at ${phone ? 390 : 1366} px`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(15 * 60_000)
      // Every page the site lists, in both languages (the sitemap has each locale's address), with
      // one of each item kind (posts, events, properties share their kind's template and forms),
      // and the style guide, which renders every block (the forms among them).
      const listed = requiredRoutes(await sitemapPaths(request))
      const paths = [
        ...new Set([
          ...listed.paths,
          ...listed.items.map((item) => item.examples[0]!),
          ...locales.map((l) => localizePath('/styleguide', l)),
        ]),
      ]
      for (const path of ['/newsletter', '/en/newsletter', '/contact', '/register', '/'])
        expect(paths).toContain(path)
      const { found, forms } = await checkPages(browser, phone, paths)
      // The pages do carry traps (contact, newsletter, registration, event join forms): the
      // check looked at real fields, not at pages without any.
      expect(forms).toBeGreaterThanOrEqual(8)
      expect(found, found.join('\n')).toEqual([])
    })
  }
})
