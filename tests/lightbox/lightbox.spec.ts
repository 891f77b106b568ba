/**
 * The lightbox in a real browser, opened from the links an editor sets to "Open in: the lightbox"
 * (issue 29): a page of the site fetched by GET ('Loading...', then its content, or 'The content
 * could not be loaded.'), a section of the page shown inline ('Content not found' for a missing
 * id), a picture ('The image could not be loaded.'), a gallery (arrows, '%curr% of %total%', the
 * next pictures fetched ahead), a YouTube player framed only once opened; Escape, the focus kept
 * inside and handed back, axe; and without JavaScript every link simply leads to its address.
 * The spec makes its own pages (and deletes them); the pictures are the first of the site's
 * media, at addresses of their own so nothing the page loaded earlier answers from the cache.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminApi, expectNoA11yViolations, waitForHydration } from '../helpers/e2e'

const STAMP = Date.now()
const SLUG = `lightbox-e2e-${STAMP}`
const TARGET_SLUG = `lightbox-e2e-target-${STAMP}`
const FAILING_SLUG = `lightbox-e2e-fails-${STAMP}`
const PATH = `/en/${SLUG}`
const TARGET_HEADING = 'Buying a flat: the target page'
const TERMS_ID = 'lightbox-e2e-terms'
const TERMS_HEADING = 'Our terms in brief'
const MISSING_ID = 'lightbox-e2e-missing'
const BROKEN_IMAGE = `/api/media/file/lightbox-e2e-broken-${STAMP}.webp`
const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'
const PLAYER = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0'

const LABELS = {
  ajax: 'Open the target page',
  failing: 'Open a page that fails',
  inline: 'Read our terms',
  missing: 'Open a missing section',
  image: 'See the picture',
  broken: 'See a broken picture',
  video: 'Watch the video',
  gallery: ['First photo', 'Second photo', 'Third photo'],
} as const

type Data = Record<string, unknown>

let api: APIRequestContext
const pageIds: number[] = []
/** The gallery's three pictures and the single one: paths of the site's media files. */
let gallery: string[] = []
let picture = ''

/** The link field's "Open in: the lightbox". */
const LIGHTBOX = { openIn: 'lightbox' } as const

function testPageLayout(): Data[] {
  return [
    { blockType: 'hero', heading: 'Lightbox test page' },
    {
      blockType: 'callToAction',
      heading: 'Pages of the site',
      links: [
        { label: LABELS.ajax, href: `/${TARGET_SLUG}`, ...LIGHTBOX },
        { label: LABELS.failing, href: `/${FAILING_SLUG}`, ...LIGHTBOX },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Sections of this page',
      links: [
        { label: LABELS.inline, href: `#${TERMS_ID}`, ...LIGHTBOX },
        { label: LABELS.missing, href: `#${MISSING_ID}`, ...LIGHTBOX },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Pictures',
      links: [
        { label: LABELS.image, href: picture, ...LIGHTBOX },
        { label: LABELS.broken, href: BROKEN_IMAGE, ...LIGHTBOX },
      ],
    },
    {
      blockType: 'cardGrid',
      heading: 'A gallery',
      cards: LABELS.gallery.map((label, i) => ({
        title: `Photo ${i + 1}`,
        link: { label, href: gallery[i], gallery: 'lightbox-e2e', ...LIGHTBOX },
      })),
    },
    {
      blockType: 'callToAction',
      heading: 'A video',
      links: [{ label: LABELS.video, href: YOUTUBE, ...LIGHTBOX }],
    },
    {
      // The inline link's target: a section of the page (its anchor), not animated.
      blockType: 'callToAction',
      heading: TERMS_HEADING,
      text: 'A deposit of 10% holds a flat for two weeks; it is returned if the checks fail.',
      links: [{ label: 'Contact us about the terms', href: '/contact' }],
      settings: { anchorId: TERMS_ID, animation: 'none' },
    },
  ]
}

/** A published page in both languages (the layout the same in each); its id is kept to delete. */
async function createPage(slug: string, title: string, layout: Data[]) {
  const answer = await api.post('/api/pages?locale=ka', {
    data: { title, slug, _status: 'published', layout },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  const id = ((await answer.json()) as { doc: { id: number } }).doc.id
  pageIds.push(id)
  const english = await api.patch(`/api/pages/${id}?locale=en`, {
    data: { title, layout, _status: 'published' },
  })
  expect(english.ok(), await english.text()).toBe(true)
}

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL)
  const media = await api.get('/api/media?depth=0&limit=20&sort=id&where[mimeType][like]=image')
  expect(media.ok()).toBe(true)
  const { docs } = (await media.json()) as { docs: { url?: string | null }[] }
  const paths = docs.flatMap((doc) =>
    doc.url ? [new URL(doc.url, 'http://site.invalid').pathname] : [],
  )
  expect(paths.length, 'the site has four pictures in Media').toBeGreaterThanOrEqual(4)
  // A query of their own: the pictures were never loaded by the page before the test asks.
  gallery = paths.slice(0, 3).map((path, i) => `${path}?lightbox-e2e=${STAMP}-${i}`)
  picture = `${paths[3]}?lightbox-e2e=${STAMP}`
  await createPage(TARGET_SLUG, TARGET_HEADING, [
    { blockType: 'hero', heading: TARGET_HEADING, text: 'Check the title before you pay.' },
  ])
  await createPage(SLUG, 'Lightbox test page', testPageLayout())
})

test.afterAll(async () => {
  while (pageIds.length) await api.delete(`/api/pages/${pageIds.pop()}`)
  await api.dispose()
})

const dialogOf = (page: Page) => page.locator('dialog.lightbox')
const linkNamed = (page: Page, name: string) => page.getByRole('link', { name, exact: true })

/** Opens the test page and waits until its lightbox links are live (the lazy chunk loaded). */
async function visit(page: Page) {
  await page.goto(PATH)
  await waitForHydration(page, 'a[data-lightbox]')
  await page.waitForLoadState('networkidle')
}

/** The address a link's `href` names, absolute, as the lightbox requests it. */
const absolute = (page: Page, href: string) => new URL(href, page.url()).href

test.describe('links opened in the lightbox', () => {
  test('each link is typed by its address', async ({ page }) => {
    await visit(page)
    const expected: [string, string, string][] = [
      [LABELS.ajax, 'ajax', `/en/${TARGET_SLUG}`],
      [LABELS.failing, 'ajax', `/en/${FAILING_SLUG}`],
      [LABELS.inline, 'inline', `#${TERMS_ID}`],
      [LABELS.missing, 'inline', `#${MISSING_ID}`],
      [LABELS.image, 'image', picture],
      [LABELS.broken, 'image', BROKEN_IMAGE],
      [LABELS.video, 'iframe', YOUTUBE],
      ...LABELS.gallery.map((label, i): [string, string, string] => [
        label,
        'gallery',
        gallery[i]!,
      ]),
    ]
    for (const [name, type, href] of expected) {
      const link = linkNamed(page, name)
      await expect(link, name).toHaveAttribute('data-lightbox', type)
      await expect(link, name).toHaveAttribute('href', href)
    }
    for (const name of LABELS.gallery) {
      await expect(linkNamed(page, name)).toHaveAttribute('data-lightbox-group', 'lightbox-e2e')
    }
    // The link the editor left to open as a page is an ordinary link.
    await expect(linkNamed(page, 'Contact us about the terms')).not.toHaveAttribute(
      'data-lightbox',
      /.*/,
    )
  })

  test("ajax: 'Loading...' while the page is on its way, then its content", async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await visit(page)
    await page.route(`**/en/${TARGET_SLUG}`, async (route) => {
      await held
      await route.continue()
    })
    try {
      const link = linkNamed(page, LABELS.ajax)
      await link.click()
      const dialog = dialogOf(page)
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('.lightbox-status')).toHaveText('Loading...')
      await expect(dialog.locator('.lightbox-content')).toHaveAttribute('aria-busy', 'true')
      release()
      await expect(dialog.locator('.lightbox-content h1')).toHaveText(TARGET_HEADING)
      await expect(dialog.locator('.lightbox-status')).toBeEmpty()
      await expect(dialog.locator('.lightbox-content')).not.toHaveAttribute('aria-busy', /.*/)
      // Named by the fetched page's heading; the visitor stayed on the page.
      await expect(dialog).toHaveAccessibleName(TARGET_HEADING)
      expect(new URL(page.url()).pathname).toBe(PATH)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(link).toBeFocused()
    } finally {
      release()
    }
  })

  test("ajax: an answer of 500 is 'The content could not be loaded.', a link to the page", async ({
    page,
  }) => {
    await visit(page)
    await page.route(`**/en/${FAILING_SLUG}`, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<main>Server error</main>' }),
    )
    await linkNamed(page, LABELS.failing).click()
    const error = dialogOf(page).locator('.lightbox-status a.lightbox-error')
    await expect(error).toHaveText('The content could not be loaded.')
    await expect(error).toHaveAttribute('href', absolute(page, `/en/${FAILING_SLUG}`))
    await expect(dialogOf(page).locator('.lightbox-content')).toBeEmpty()
  })

  test("inline: the section shows in the lightbox and goes back; a missing id is 'Content not found'", async ({
    page,
  }) => {
    await visit(page)
    const dialog = dialogOf(page)
    const link = linkNamed(page, LABELS.inline)
    // Any section with an id can be a target: it stays in the page until it is opened.
    await expect(page.locator(`main #${TERMS_ID}`)).toBeVisible()
    await link.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.locator(`.lightbox-content #${TERMS_ID}`)).toBeVisible()
    await expect(dialog.locator('.lightbox-content')).toContainText(TERMS_HEADING)
    await expect(page.locator(`main #${TERMS_ID}`)).toHaveCount(0)
    // The focus moves in (after the pop-ups' delay) and Tab keeps it inside.
    await expect(dialog.getByRole('button', { name: 'Close (Esc)' })).toBeFocused()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest('dialog.lightbox[open]')),
        ),
      ).toBe(true)
    }
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(link).toBeFocused()
    // Back in its place, once.
    await expect(page.locator(`main #${TERMS_ID}`)).toHaveCount(1)
    expect(new URL(page.url()).hash).toBe('')

    await linkNamed(page, LABELS.missing).click()
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.lightbox-status')).toHaveText('Content not found')
    await dialog.getByRole('button', { name: 'Close (Esc)' }).click()
    await expect(dialog).toBeHidden()
    await expect(linkNamed(page, LABELS.missing)).toBeFocused()
  })

  test("image: a picture that loads; one whose request fails is 'The image could not be loaded.'", async ({
    page,
  }) => {
    await visit(page)
    await page.route(`**${BROKEN_IMAGE}`, (route) => route.abort())
    const dialog = dialogOf(page)
    await linkNamed(page, LABELS.image).click()
    const image = dialog.locator('img.lightbox-image')
    await expect(image).toBeVisible()
    await expect(image).toHaveAttribute('src', absolute(page, picture))
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    // One picture: no arrows, no counter.
    await expect(dialog.locator('.lightbox-nav')).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await linkNamed(page, LABELS.broken).click()
    const error = dialog.locator('.lightbox-status a.lightbox-error')
    await expect(error).toHaveText('The image could not be loaded.')
    await expect(error).toHaveAttribute('href', absolute(page, BROKEN_IMAGE))
    await expect(image).toHaveCount(0)
  })

  test('gallery: arrow keys round the ends, "1 of 3", the next pictures fetched before they show', async ({
    page,
  }) => {
    await visit(page)
    const requested = new Set<string>()
    page.on('request', (request) => requested.add(request.url()))
    const dialog = dialogOf(page)
    const counter = dialog.locator('.lightbox-counter')
    const image = dialog.locator('img.lightbox-image')
    const [first, second, third] = gallery.map((href) => absolute(page, href))

    await linkNamed(page, LABELS.gallery[0]).click()
    await expect(counter).toHaveText('1 of 3')
    await expect(image).toHaveAttribute('src', first!)
    // GALLERY_PRELOAD [0, 2]: the two ahead are requested while the first is shown.
    await expect.poll(() => requested.has(second!)).toBe(true)
    await expect.poll(() => requested.has(third!)).toBe(true)
    await expect(counter).toHaveText('1 of 3')

    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText('2 of 3')
    await expect(image).toHaveAttribute('src', second!)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText('3 of 3')
    await expect(image).toHaveAttribute('src', third!)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText('1 of 3')
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText('3 of 3')
    await dialog.getByRole('button', { name: 'Previous (Left arrow key)' }).click()
    await expect(counter).toHaveText('2 of 3')
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(linkNamed(page, LABELS.gallery[0])).toBeFocused()
  })

  test('iframe: nothing from YouTube until the video is opened, then its player', async ({
    page,
  }) => {
    const youtube: string[] = []
    page.on('request', (request) => {
      if (/(^|\.)youtube(-nocookie)?\.com$/.test(new URL(request.url()).hostname))
        youtube.push(request.url())
    })
    // Nothing leaves the test: the player is a stand-in, YouTube itself answers nothing.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Player</title><p>Player stand-in</p></html>',
      }),
    )
    await page.route('https://www.youtube.com/**', (route) => route.abort())
    await visit(page)
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0)
    expect(youtube).toEqual([])

    const link = linkNamed(page, LABELS.video)
    await link.click()
    const dialog = dialogOf(page)
    const frame = dialog.locator('.lightbox-embed iframe')
    await expect(frame).toHaveAttribute('src', PLAYER)
    await expect(frame).toHaveAttribute('title', LABELS.video)
    await expect(page.frameLocator('dialog.lightbox iframe').locator('p')).toHaveText(
      'Player stand-in',
    )
    expect(youtube).toContain(PLAYER)
    expect(new URL(page.url()).pathname).toBe(PATH)
    // Closing takes the player away (it stops playing) and hands the focus back.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(frame).toHaveCount(0)
    await expect(link).toBeFocused()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every link leads to its address', async ({ page }) => {
    await page.goto(PATH)
    // The same ordinary links: the section is part of the page, the page link goes to the page.
    await expect(linkNamed(page, LABELS.video)).toHaveAttribute('href', YOUTUBE)
    await expect(linkNamed(page, LABELS.image)).toHaveAttribute('href', picture)
    await expect(page.locator(`#${TERMS_ID}`)).toBeVisible()
    await linkNamed(page, LABELS.inline).click()
    await expect(page).toHaveURL(new RegExp(`${PATH}#${TERMS_ID}$`))
    await expect(page.locator('dialog.lightbox')).toHaveCount(0)
    await linkNamed(page, LABELS.ajax).click()
    await expect(page).toHaveURL(new RegExp(`/en/${TARGET_SLUG}$`))
    await expect(page.locator('h1')).toHaveText(TARGET_HEADING)
    await page.goto(PATH)
    await linkNamed(page, LABELS.gallery[1]).click()
    await expect(page).toHaveURL(absolute(page, gallery[1]!))
  })
})
