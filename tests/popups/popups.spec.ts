/**
 * Popups in a real browser (issue 29): each trigger opens its popup on a page of its own (scroll,
 * an element scrolled to, clicks, the page's load, inactivity on a fake clock, the pointer leaving
 * the window, an ad blocker's cosmetic filter), the dialog's keyboard and focus, do-not-show-again
 * and one at a time, axe in both languages, the counts an editor then sees in the admin, and the
 * editor's preview of a draft. Each test places its own popup on the test page by address and
 * deletes it afterwards; the seeded popups are placed on posts and listings, not here.
 */
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test'

import { adminApi, expectNoA11yViolations, loginToAdmin, waitForHydration } from '../helpers/e2e'

const SLUG = `popup-e2e-${Date.now()}`
const PATHS = { ka: `/${SLUG}`, en: `/en/${SLUG}` } as const
const TARGET_ID = 'popup-e2e-target'
const OPENER = `a[href="#popup-e2e-open"]`

type Data = Record<string, unknown>

let api: APIRequestContext
let pageId: number
const created: number[] = []

/** A tall page: a dozen calls to action, an element far down to scroll to, a link to click. */
function testPageLayout(): Data[] {
  const blocks: Data[] = Array.from({ length: 12 }, (_, i) => ({
    blockType: 'callToAction',
    heading: `ნაწილი ${i + 1}: ბინის ყიდვის ნაბიჯები`,
    text: 'შეამოწმეთ საკუთრება, იპოთეკა და ნებართვები, სანამ ბეს გადაიხდით. '.repeat(8),
    links: [{ label: `გაიგეთ მეტი ${i + 1}`, href: '#popup-e2e-open' }],
  }))
  blocks.splice(9, 0, {
    blockType: 'callToAction',
    heading: 'აქ იწყება ფანჯარა',
    text: 'ამ ბლოკამდე ჩამოსვლისას ფანჯარა იხსნება.',
    links: [{ label: 'კონტაქტი', href: '/contact' }],
    settings: { anchorId: TARGET_ID },
  })
  return blocks
}

/** A published popup on the test page only; `title` names its dialog. */
async function createPopup(title: string, data: Data): Promise<number> {
  const answer = await api.post('/api/popups?locale=ka', {
    data: {
      title,
      languages: ['ka', 'en'],
      _status: 'published',
      layout: [
        {
          blockType: 'callToAction',
          heading: `${title}: უფასო კონსულტაცია`,
          text: 'ჩვენი იურისტი 20 წუთში აგიხსნით, რა უნდა შეამოწმოთ ბინის ყიდვამდე.',
          links: [{ label: 'კონსულტაციის დაჯავშნა', href: '/contact' }],
        },
      ],
      where: { show_on: 'chosen', paths: [{ pattern: `/${SLUG}` }], audience: 'everyone' },
      ...data,
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  const { doc } = (await answer.json()) as { doc: { id: number } }
  created.push(doc.id)
  return doc.id
}

const dialogNamed = (page: Page, title: string) => page.getByRole('dialog', { name: title })

/** Opens the test page and waits until its popups are armed (the runtime loads when idle). */
async function visit(page: Page, locale: keyof typeof PATHS = 'ka') {
  await page.goto(PATHS[locale])
  await expect(page.locator('[data-popups-slot]')).toHaveAttribute('data-popups-state', 'armed', {
    timeout: 20_000,
  })
}

/** The popup's counts summed over its days, as the admin's API answers them. */
async function countsOf(id: number) {
  const answer = await api.get(`/api/popup-stats?where[popup][equals]=${id}&depth=0&limit=100`)
  expect(answer.ok()).toBe(true)
  const { docs } = (await answer.json()) as {
    docs: { views: number; closes: number; conversions: number }[]
  }
  return docs.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      closes: sum.closes + day.closes,
      conversions: sum.conversions + day.conversions,
    }),
    { views: 0, closes: 0, conversions: 0 },
  )
}

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL)
  const answer = await api.post('/api/pages?locale=ka', {
    data: {
      title: 'ფანჯრების საცდელი გვერდი',
      slug: SLUG,
      _status: 'published',
      layout: testPageLayout(),
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  pageId = ((await answer.json()) as { doc: { id: number } }).doc.id
  const english = await api.patch(`/api/pages/${pageId}?locale=en`, {
    data: { title: 'Popups test page', _status: 'published' },
  })
  expect(english.ok()).toBe(true)
})

test.afterEach(async () => {
  while (created.length) await api.delete(`/api/popups/${created.pop()}`)
})

test.afterAll(async () => {
  await api.delete(`/api/pages/${pageId}`)
  await api.dispose()
})

test('page_load: opens after its delay as a modal dialog; focus moves in, Escape closes, counted', async ({
  page,
}) => {
  const id = await createPopup('ჩატვირთვისას', {
    triggers: { page_load: { enabled: true, delay: 1 } },
  })
  await visit(page)
  const dialog = dialogNamed(page, 'ჩატვირთვისას')
  await expect(dialog).toBeVisible()
  // The focus moves into the dialog (its close button, POPUP_FOCUS_DELAY_MS after it opens).
  await expect(dialog.getByRole('button', { name: 'დახურვა' })).toBeFocused()
  // The page behind is inert while it is open (showModal): the header's links are out of reach.
  expect(await page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal'))).toBe(
    true,
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect.poll(() => countsOf(id)).toEqual({ views: 1, closes: 1, conversions: 0 })
})

test('scrolling: opens once half the page is scrolled down, not before', async ({ page }) => {
  await createPopup('გადახვევისას', {
    triggers: { scrolling: { enabled: true, direction: 'down', offset: 50 } },
  })
  await visit(page)
  const dialog = dialogNamed(page, 'გადახვევისას')
  await page.mouse.wheel(0, 200)
  await expect(dialog).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6))
  await expect(dialog).toBeVisible()
})

test('scrolling_to: opens when the chosen element comes into view', async ({ page }) => {
  await createPopup('ელემენტამდე', {
    triggers: { scrolling_to: { enabled: true, selector: `#${TARGET_ID}` } },
  })
  await visit(page)
  const dialog = dialogNamed(page, 'ელემენტამდე')
  await expect(dialog).toBeHidden()
  await page.locator(`#${TARGET_ID}`).scrollIntoViewIfNeeded()
  await expect(dialog).toBeVisible()
})

test('click: opens on the second click of the chosen links, and a link followed inside converts', async ({
  page,
}) => {
  const id = await createPopup('დაწკაპებისას', {
    triggers: { click: { enabled: true, times: 2, selector: OPENER } },
  })
  await visit(page)
  const dialog = dialogNamed(page, 'დაწკაპებისას')
  await page.locator(OPENER).first().click()
  await expect(dialog).toBeHidden()
  await page.locator(OPENER).nth(1).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: 'კონსულტაციის დაჯავშნა' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(() => countsOf(id)).toMatchObject({ views: 1, conversions: 1 })
})

test('inactivity: opens after its seconds without a move (fake clock), not while the visitor is active', async ({
  page,
}) => {
  await page.clock.install()
  await createPopup('უმოქმედობისას', { triggers: { inactivity: { enabled: true, time: 30 } } })
  await visit(page)
  const dialog = dialogNamed(page, 'უმოქმედობისას')
  await page.clock.runFor(20_000)
  await page.mouse.move(300, 300)
  await page.clock.runFor(20_000)
  // 40 s since the page was armed, 20 s since the last move.
  await expect(dialog).toBeHidden()
  await page.clock.runFor(11_000)
  await expect(dialog).toBeVisible()
})

test('exit_intent: opens when the pointer leaves the window through its top', async ({ page }) => {
  await createPopup('გასვლისას', { triggers: { exit_intent: { enabled: true } } })
  await visit(page)
  const dialog = dialogNamed(page, 'გასვლისას')
  await page.mouse.move(600, 400)
  await page.mouse.move(600, 200)
  await expect(dialog).toBeHidden()
  await page.mouse.move(600, -10, { steps: 4 })
  await expect(dialog).toBeVisible()
})

test('adblock_detection: opens when an ad blocker’s cosmetic filter hides the bait', async ({
  page,
}) => {
  // What an ad blocker does to a page: a style sheet hiding ad-like elements (EasyList's rules).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style')
      style.textContent = '.adsbox, .ad-banner { display: none !important; }'
      document.head.append(style)
    })
  })
  await createPopup('რეკლამის ბლოკერი', {
    triggers: { adblock_detection: { enabled: true, delay: 1 } },
  })
  await visit(page)
  await expect(dialogNamed(page, 'რეკლამის ბლოკერი')).toBeVisible()
})

test('do-not-show-again keeps it closed in this browser, even for its opener', async ({ page }) => {
  await createPopup('აღარ გამოჩნდეს', {
    triggers: { page_load: { enabled: true, delay: 0 } },
    behaviour: { open_selector: OPENER },
  })
  await visit(page)
  const dialog = dialogNamed(page, 'აღარ გამოჩნდეს')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'აღარ მაჩვენო' }).click()
  await expect(dialog).toBeHidden()
  await visit(page)
  await page.locator(OPENER).first().click()
  await expect(page.locator('dialog[open]')).toHaveCount(0)
})

test('avoid_multiple_popups: one popup at a time', async ({ page }) => {
  for (const title of ['პირველი', 'მეორე']) {
    await createPopup(title, {
      triggers: { page_load: { enabled: true, delay: 0 } },
      behaviour: { avoid_multiple_popups: true },
    })
  }
  await visit(page)
  await expect(page.locator('dialog.popup-modal[open]')).toHaveCount(1)
  await expect(dialogNamed(page, 'პირველი')).toBeVisible()
})

for (const locale of ['ka', 'en'] as const) {
  test(`an open popup passes axe and is used by keyboard alone (${locale})`, async ({ page }) => {
    await createPopup(locale === 'ka' ? 'კლავიატურა' : 'Keyboard', {
      triggers: { page_load: { enabled: true, delay: 0 } },
    })
    await visit(page, locale)
    const dialog = page.locator('dialog.popup-modal[open]')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.popup-modal-close')).toBeFocused()
    // Tab stays within the dialog (the page behind is inert).
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))),
      ).toBe(true)
    }
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
}

test('an editor switches a rule and a trigger on in the admin; visitors then meet it once', async ({
  page,
  browser,
}) => {
  // Saved without any trigger: nothing can open it, so no page carries it yet.
  const id = await createPopup('ადმინიდან', {})
  await loginToAdmin(page)
  await page.goto(`/admin/collections/popups/${id}`)
  // A box ticked before React has hydrated it is unticked again, and its fields never show.
  await waitForHydration(page, '#action-save')
  await page.getByRole('button', { name: 'Triggers', exact: true }).click()
  await waitForHydration(page, '#field-triggers__page_load__enabled')
  await page.locator('#field-triggers__page_load__enabled').check()
  await page.locator('#field-triggers__page_load__delay').fill('0')
  await page.getByRole('button', { name: 'Rules', exact: true }).click()
  await waitForHydration(page, '#field-rules__times__enabled')
  await page.locator('#field-rules__times__enabled').check()
  await page.locator('#field-rules__times__times').fill('1')
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/success/i)

  // A visitor: it opens on the first visit, and not again this week (the times rule).
  const visitor = await browser.newContext()
  const tab = await visitor.newPage()
  await visit(tab)
  const dialog = dialogNamed(tab, 'ადმინიდან')
  await expect(dialog).toBeVisible()
  await tab.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await visit(tab)
  await expect(tab.locator('dialog.popup-modal[open]')).toHaveCount(0)
  await visitor.close()
  await expect.poll(() => countsOf(id)).toMatchObject({ views: 1, closes: 1 })
})

test('the editor sees the counts per day in the admin', async ({ page }) => {
  const id = await createPopup('სტატისტიკა', {
    triggers: { page_load: { enabled: true, delay: 0 } },
  })
  await visit(page)
  await page
    .getByRole('dialog', { name: 'სტატისტიკა' })
    .getByRole('button', { name: 'დახურვა' })
    .click()
  await expect.poll(() => countsOf(id)).toMatchObject({ views: 1, closes: 1 })
  await loginToAdmin(page)
  await page.goto(`/admin/collections/popups/${id}`)
  await page.getByRole('button', { name: 'Counts', exact: true }).click()
  // Today's row (Tbilisi's calendar day): one view, one close, no conversion.
  const row = page.locator('.relationship-table tbody tr').first()
  await expect(row).toBeVisible()
  await expect(row.locator('td')).toContainText(['1', '1', '0'])
})

test('an editor previews a draft at once, counted nowhere; nobody else can', async ({
  page,
  request,
}) => {
  const answer = await api.post('/api/popups?locale=ka', {
    data: {
      title: 'მონახაზი',
      languages: ['ka'],
      _status: 'draft',
      layout: [{ blockType: 'callToAction', heading: 'მონახაზის სათაური', text: 'ტექსტი' }],
      triggers: { exit_intent: { enabled: true } },
      where: { show_on: 'all', audience: 'everyone' },
    },
  })
  expect(answer.status()).toBe(201)
  const id = ((await answer.json()) as { doc: { id: number } }).doc.id
  created.push(id)
  expect((await request.get(`/popup-preview/${id}`)).status()).toBe(404)

  await loginToAdmin(page)
  const preview = `/next/preview?collection=popups&slug=${id}&path=${encodeURIComponent(`/popup-preview/${id}`)}`
  await page.goto(preview)
  const dialog = dialogNamed(page, 'მონახაზი')
  await expect(dialog).toBeVisible({ timeout: 20_000 })
  await expect(dialog.getByRole('heading', { name: 'მონახაზის სათაური' })).toBeVisible()
  await dialog.getByRole('button', { name: 'აღარ მაჩვენო' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'ფანჯრის ხელახლა გახსნა' }).click()
  await expect(dialog).toBeVisible()
  // English is not among its languages: the preview says it will not show there.
  await page.goto(`/en/popup-preview/${id}`)
  await expect(page.locator('.popup-preview .alert')).toBeVisible()
  expect(await countsOf(id)).toEqual({ views: 0, closes: 0, conversions: 0 })
})

test('a page without popups or maps loads none of their code; a post with a popup loads it', async ({
  page,
}) => {
  /** The text of every script the page loads: until the network is quiet, and `until` after. */
  async function scriptsOf(path: string, until?: () => Promise<void>): Promise<string[]> {
    const texts: Promise<string>[] = []
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script') {
        texts.push(response.text().catch(() => ''))
      }
    }
    page.on('response', onResponse)
    await page.goto(path, { waitUntil: 'networkidle' })
    await until?.()
    page.off('response', onResponse)
    return Promise.all(texts)
  }
  // The popups' runtime (its slot's state attribute) and Leaflet (its own address in its banner).
  const popupsRuntime = (code: string) => code.includes('data-popups-state')
  const leaflet = (code: string) => code.includes('leafletjs.com')

  const about = await scriptsOf('/about')
  await expect(page.locator('[data-popups-slot]')).toHaveCount(0)
  expect(about.filter(popupsRuntime)).toEqual([])
  expect(about.filter(leaflet)).toEqual([])

  // A news post has the seeded newsletter popup: its runtime loads once the page is idle.
  await page.goto('/news')
  const post = await page.locator('.news-card-title a').first().getAttribute('href')
  // The runtime comes when the browser is idle, which may be after the network went quiet.
  const onPost = await scriptsOf(post!, () =>
    expect(page.locator('[data-popups-slot]')).toHaveAttribute('data-popups-state', 'armed'),
  )
  expect(onPost.filter(popupsRuntime).length).toBeGreaterThan(0)
  expect(onPost.filter(leaflet)).toEqual([])
})
