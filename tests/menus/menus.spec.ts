/**
 * The header's menu from the CMS, as visitors use it: the WAI-ARIA disclosure navigation pattern
 * by keyboard (Tab, Enter and Space, arrows, Escape returning the focus, aria-expanded), the
 * properties item's mega panel, the menu's "open on hover" setting, aria-current on the page's
 * item and its parent, the phone's menu at 390 px, all with JavaScript and without (the items'
 * <details>), axe on the open menus; ElementsKit's megamenu_content call; and an editor's change
 * in the live preview.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'

import {
  adminApi,
  expectNoA11yViolations,
  loginToAdmin,
  phoneContext,
  waitForHydration,
} from '../helpers/e2e'

const bar = (page: Page) => page.locator('.main-nav')
/** A bar item, its toggle (the button with JavaScript), its summary (without) and its dropdown. */
function parts(item: Locator) {
  return {
    link: item.locator(':scope > a.menu-link'),
    toggle: item.locator(':scope > [data-dropdown-toggle]'),
    summary: item.locator(':scope > details > summary'),
    dropdown: item.locator(':scope > details > .submenu'),
  }
}
/** The first bar item with a dropdown of links (News), and the one with a mega panel. */
const newsItem = (page: Page) =>
  bar(page).locator('.menu > li.has-dropdown:not(.mega-menu)').first()
const megaItem = (page: Page) => bar(page).locator('.menu > li.mega-menu').first()

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page, '.main-nav [data-dropdown-toggle]')
}

test.describe('the main menu with JavaScript, on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('walks by keyboard: Tab, Enter and Space, arrows, Escape back to the button', async ({
    page,
  }) => {
    await open(page, '/')
    const news = parts(newsItem(page))
    await expect(news.summary).toBeHidden()
    await expect(news.toggle).toHaveAttribute('aria-expanded', 'false')
    const controls = await news.toggle.getAttribute('aria-controls')
    await expect(news.dropdown).toHaveAttribute('id', controls!)
    await expect(news.dropdown).toBeHidden()

    await news.link.focus()
    await page.keyboard.press('Tab')
    await expect(news.toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(news.toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(news.dropdown).toBeVisible()
    const links = news.dropdown.locator(':scope > li > a')
    expect(await links.count()).toBeGreaterThan(1)
    await page.keyboard.press('Tab')
    await expect(links.first()).toBeFocused()
    // Escape closes and returns the focus to the button.
    await page.keyboard.press('Escape')
    await expect(news.toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(news.toggle).toBeFocused()
    await expect(news.dropdown).toBeHidden()
    // Space opens; the arrows, Home and End move through the dropdown's links.
    await page.keyboard.press('Space')
    await expect(news.toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await page.keyboard.press('ArrowDown')
    await expect(news.toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(links.nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expect(links.last()).toBeFocused()
    await page.keyboard.press('Home')
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(news.toggle).toBeFocused()

    // Focus leaving an item closes its dropdown; the arrows move along the bar.
    const services = parts(bar(page).locator('.menu > li.has-dropdown').nth(1))
    await page.keyboard.press('ArrowRight')
    await expect(services.link).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(services.toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(services.dropdown).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(services.toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Shift+Tab')
    await expect(news.toggle).toBeFocused()
    await expect(services.toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(services.dropdown).toBeHidden()
  })

  test('the mega panel opens by keyboard, holds its blocks and is ElementsKit’s placeholder', async ({
    page,
  }) => {
    await open(page, '/')
    const item = megaItem(page)
    const mega = parts(item)
    const panel = item.locator('.mega-panel')
    await expect(panel).toHaveClass(/elementskit-megamenu-panel/)
    await expect(panel).toBeHidden()
    await mega.link.focus()
    await page.keyboard.press('Tab')
    await expect(mega.toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(mega.toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await expect(panel).toHaveAttribute('id', (await mega.toggle.getAttribute('aria-controls'))!)
    // Its columns: districts as links to the filtered list, the newest listing, the sign-up.
    const district = panel.locator('a[href*="e-filter-properties-district=vake"]')
    await expect(district).toBeVisible()
    await expect(panel.locator('.property-card')).toHaveCount(1)
    await expect(panel.locator('a[href="/newsletter"]')).toBeVisible()
    // The keyboard reaches into it, Escape brings the focus back.
    await page.keyboard.press('Tab')
    await expect(panel.locator('a').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(mega.toggle).toBeFocused()
    await expect(panel).toBeHidden()
    // The placeholder ElementsKit's script fills carries the item's number.
    const number = (await item.getAttribute('class'))!.match(/\bmenu-item-(\d+)\b/)![1]
    await expect(panel.locator('.megamenu-ajax-load')).toHaveAttribute('data-id', number!)
  })

  test('a menu set to hover opens under the mouse; set to click, only by its button', async ({
    page,
    baseURL,
  }) => {
    const api = await adminApi(baseURL)
    const found = await api.get('/api/menus?where[slug][equals]=main&depth=0')
    const menu = ((await found.json()) as { docs: { id: number; opensOn: string }[] }).docs[0]!
    expect(menu.opensOn).toBe('hover')
    try {
      await open(page, '/')
      await expect(bar(page)).toHaveAttribute('data-dropdowns', 'hover')
      const item = megaItem(page)
      const mega = parts(item)
      await mega.link.hover()
      await expect(mega.toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(item.locator('.mega-panel')).toBeVisible()
      // Down into the panel, across the header's space below the item: it stays open.
      const box = (await mega.link.boundingBox())!
      const panelBox = (await item.locator('.mega-panel').boundingBox())!
      await page.mouse.move(box.x + box.width / 2, panelBox.y + 20, { steps: 8 })
      await expect(mega.toggle).toHaveAttribute('aria-expanded', 'true')
      await page.mouse.move(5, 880)
      await expect(mega.toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(item.locator('.mega-panel')).toBeHidden()

      const changed = await api.patch(`/api/menus/${menu.id}?locale=ka`, {
        data: { opensOn: 'click', _status: 'published' },
      })
      expect(changed.ok()).toBe(true)
      await open(page, '/')
      await expect(bar(page)).toHaveAttribute('data-dropdowns', 'click')
      const again = parts(megaItem(page))
      await again.link.hover()
      await page.waitForTimeout(400)
      await expect(again.toggle).toHaveAttribute('aria-expanded', 'false')
      await again.toggle.click()
      await expect(again.toggle).toHaveAttribute('aria-expanded', 'true')
      // A click elsewhere closes it.
      await page.mouse.click(5, 880)
      await expect(again.toggle).toHaveAttribute('aria-expanded', 'false')
    } finally {
      await api.patch(`/api/menus/${menu.id}?locale=ka`, {
        data: { opensOn: 'hover', _status: 'published' },
      })
      await api.dispose()
    }
  })

  test('marks the current page’s item and the item above it, after client-side navigation too', async ({
    page,
  }) => {
    await open(page, '/')
    const about = bar(page).locator('a.menu-link[href="/about"]')
    await expect(about).not.toHaveAttribute('aria-current')
    await about.click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(about).toHaveAttribute('aria-current', 'page')

    const news = parts(newsItem(page))
    const category = (await news.dropdown.locator('a').first().getAttribute('href'))!
    expect(category).toMatch(/^\/news\/category\//)
    await open(page, category)
    await expect(news.dropdown.locator(`a[href="${category}"]`)).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(news.link).toHaveAttribute('aria-current', 'true')
    await expect(about).not.toHaveAttribute('aria-current')

    await open(page, '/en/contact')
    await expect(bar(page).locator('a.menu-link[href="/en/contact"]')).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('has no accessibility violations with a dropdown and the mega panel open', async ({
    page,
  }) => {
    await open(page, '/')
    await parts(newsItem(page)).toggle.click()
    await expectNoA11yViolations(page)
    await parts(megaItem(page)).toggle.click()
    await expect(megaItem(page).locator('.mega-panel')).toBeVisible()
    await expectNoA11yViolations(page)
  })
})

test.describe('the main menu without JavaScript', () => {
  async function noScript(browser: Browser, phone = false) {
    const context = phone
      ? await browser.newContext({
          javaScriptEnabled: false,
          viewport: { width: 390, height: 844 },
        })
      : await browser.newContext({
          javaScriptEnabled: false,
          viewport: { width: 1366, height: 900 },
        })
    return { context, page: await context.newPage() }
  }

  test('each dropdown is a disclosure: its summary, the keyboard, hover and focus open it', async ({
    browser,
  }) => {
    const { context, page } = await noScript(browser)
    await page.goto('/')
    const news = parts(newsItem(page))
    await expect(news.toggle).toBeHidden()
    await expect(news.summary).toBeVisible()
    await expect(news.dropdown).toBeHidden()
    // Hover and keyboard focus show it on the bar.
    await newsItem(page).hover()
    await expect(news.dropdown).toBeVisible()
    await page.mouse.move(5, 880)
    await expect(news.dropdown).toBeHidden()
    await news.summary.focus()
    await expect(news.dropdown).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(news.dropdown.locator('a').first()).toBeFocused()
    // The summary opens it for good.
    await page.mouse.move(5, 880)
    await news.summary.click()
    await expect(newsItem(page).locator(':scope > details')).toHaveAttribute('open', '')
    await page.mouse.move(5, 880)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await expect(news.dropdown).toBeVisible()

    // The mega panel too, with its content rendered in the page.
    const mega = parts(megaItem(page))
    await mega.summary.click()
    const panel = megaItem(page).locator('.mega-panel')
    await expect(panel).toBeVisible()
    await expect(panel.locator('a[href*="e-filter-properties-district=vake"]')).toBeVisible()
    await expect(panel.locator('a[href="/newsletter"]')).toBeVisible()
    await context.close()
  })

  test('marks the current page without JavaScript', async ({ browser }) => {
    const { context, page } = await noScript(browser)
    await page.goto('/contact')
    await expect(bar(page).locator('a.menu-link[href="/contact"]')).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.goto('/en/about')
    await expect(bar(page).locator('a.menu-link[href="/en/about"]')).toHaveAttribute(
      'aria-current',
      'page',
    )
    await context.close()
  })

  test('the phone’s menu opens and unfolds its dropdowns at 390 px', async ({ browser }) => {
    const { context, page } = await noScript(browser, true)
    await page.goto('/')
    await expect(bar(page)).toBeHidden()
    await page.locator('.mobile-nav > summary').click()
    await expect(bar(page)).toBeVisible()
    const news = parts(newsItem(page))
    await expect(news.dropdown).toBeHidden()
    await news.summary.click()
    await expect(news.dropdown).toBeVisible()
    await parts(megaItem(page)).summary.click()
    await expect(megaItem(page).locator('.mega-panel a').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await context.close()
  })
})

test('the phone’s menu with JavaScript at 390 px: buttons unfold the dropdowns and the panel', async ({
  browser,
}) => {
  const context = await phoneContext(browser)
  const page = await context.newPage()
  await open(page, '/')
  await expect(bar(page)).toBeHidden()
  await page.locator('.mobile-nav > summary').click()
  await expect(bar(page)).toBeVisible()
  const news = parts(newsItem(page))
  await expect(news.toggle).toBeVisible()
  await expect(news.summary).toBeHidden()
  await news.toggle.click()
  await expect(news.toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(news.dropdown.locator('a').first()).toBeVisible()
  // One open at a time: the panel's button closes the news dropdown.
  const mega = parts(megaItem(page))
  await mega.toggle.click()
  await expect(news.toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(megaItem(page).locator('.mega-panel a').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(mega.toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(mega.toggle).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await mega.toggle.click()
  await expectNoA11yViolations(page)
  await context.close()
})

test.describe("ElementsKit's megamenu_content", () => {
  const CALL = '/wp-json/elementskit/v1/megamenu/megamenu_content'

  test('answers the panel’s HTML by its item’s number, the same as in the page', async ({
    page,
    request,
  }) => {
    await open(page, '/')
    const placeholder = megaItem(page).locator('.megamenu-ajax-load')
    const id = (await placeholder.getAttribute('data-id'))!
    const answer = await request.get(`${CALL}?id=${id}`)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
    const html = await answer.text()
    expect(html).toContain('e-filter-properties-district=vake')
    expect(html).not.toContain('<html')
    // What ElementsKit's script does: the placeholder replaced by the answer, the same links.
    const before = await megaItem(page).locator('.mega-panel a').count()
    await page.evaluate(
      async ([call, number]) => {
        const text = await (await fetch(`${call}?id=${number}`)).text()
        document.querySelector(`.megamenu-ajax-load[data-id="${number}"]`)!.outerHTML = text
      },
      [CALL, id] as const,
    )
    await expect(megaItem(page).locator('.mega-panel a')).toHaveCount(before)

    for (const junk of ['abc', '-1', '1e3', '../', '1'.repeat(11)]) {
      const refused = await request.get(`${CALL}?id=${encodeURIComponent(junk)}`)
      expect(refused.status(), junk).toBe(400)
    }
    expect((await request.get(`${CALL}?id=999999`)).status()).toBe(404)
    // A trailing slash, as ElementsKit's script may send, is the same call.
    expect((await request.get(`${CALL}/?id=${id}`)).status()).toBe(200)
  })
})

test('an editor sees a menu’s change in the live preview before publishing it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const api = await adminApi(baseURL)
  const found = await api.get('/api/menus?where[slug][equals]=main&depth=0&locale=ka')
  const menu = ((await found.json()) as { docs: { id: number; items: unknown[] }[] }).docs[0]!
  try {
    await loginToAdmin(page)
    await page.goto(`/admin/collections/menus/${menu.id}`)
    await page.locator('#live-preview-toggler').click()
    const frame = page.frameLocator('iframe')
    await expect(frame.locator('.draft-banner')).toBeVisible({ timeout: 30_000 })
    await expect(frame.locator('.main-nav, .mobile-nav nav').first()).toBeAttached()
    // The items start folded: open the first.
    await page.locator('#items-row-0 .collapsible__toggle').first().click()
    const label = page.locator('#field-items__0__label')
    await label.scrollIntoViewIfNeeded()
    await label.fill('სიახლეები და ანალიზი')
    await expect(frame.locator('.main-nav a.menu-link').first()).toHaveText(
      'სიახლეები და ანალიზი',
      { timeout: 20_000 },
    )
  } finally {
    // The draft goes again: the published menu, as it was, is the latest version.
    await api.patch(`/api/menus/${menu.id}?locale=ka`, {
      data: { items: menu.items, _status: 'published' },
    })
    await api.dispose()
  }
})
