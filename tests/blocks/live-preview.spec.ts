/**
 * An editor composes a page from the seeded widgets and works on it in the admin's live preview:
 * every block renders in the preview frame, an edit shows there after autosave, and the loop
 * grid's filter refreshes through refresh-loop in edit mode (the unsaved block model with the
 * editor's token).
 */
import { expect, test } from '@playwright/test'

import { adminApi, loginToAdmin } from '../helpers/e2e'

type Block = { blockType: string; [key: string]: unknown }

test('an editor builds a page from the widgets and sees each edit in the live preview', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const api = await adminApi(baseURL)
  const pages = await api.get('/api/pages?limit=100&depth=0&locale=ka')
  expect(pages.ok()).toBe(true)
  const docs = ((await pages.json()) as { docs: { slug: string; layout?: Block[] }[] }).docs
  // The properties page's grid with its bound filters, then one of every other seeded block.
  const grid = docs.find((d) => d.slug === 'properties')?.layout ?? []
  expect(grid.some((b) => b.blockType === 'loopGrid')).toBe(true)
  const layout: Block[] = [...grid]
  for (const block of docs.flatMap((d) => d.layout ?? [])) {
    if (['loopGrid', 'taxonomyFilter'].includes(block.blockType)) continue
    if (!layout.some((b) => b.blockType === block.blockType)) layout.push(block)
  }
  // And a widget the seed does not use, to colour from the palette.
  layout.push({
    blockType: 'progress',
    style: 'bar',
    items: [{ label: 'გაყიდული ბინები', percent: 70 }],
  })
  const types = [...new Set(layout.map((b) => b.blockType))]
  expect(types.length).toBeGreaterThanOrEqual(15)

  const slug = `live-preview-${Date.now()}`
  const created = await api.post('/api/pages?locale=ka&draft=true', {
    data: { title: 'ცოცხალი გადახედვა', slug, _status: 'draft', layout },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await loginToAdmin(page)
  await page.goto(`/admin/collections/pages/${doc.id}`)
  await page.locator('#live-preview-toggler').click()
  const frame = page.frameLocator('iframe')
  await expect(frame.locator('.draft-banner')).toBeVisible({ timeout: 30_000 })
  for (const type of types) await expect(frame.locator(`.block-${type}`).first()).toBeAttached()

  // An edit in the form reaches the frame after autosave, without a reload by hand.
  const gridIndex = layout.findIndex((b) => b.blockType === 'loopGrid')
  const heading = page.locator(`#field-layout__${gridIndex}__heading`)
  await heading.scrollIntoViewIfNeeded()
  await heading.fill('ბინები ვაკეში და ვერაზე')
  await expect(frame.locator('main .block-loopGrid h2').first()).toHaveText(
    'ბინები ვაკეში და ვერაზე',
    {
      timeout: 20_000,
    },
  )

  // A colour from the editor's palette (a native radio: arrow keys move through it) reaches the
  // widget's style.
  const progressIndex = layout.findIndex((b) => b.blockType === 'progress')
  // The admin renders a block's fields once they scroll into view.
  await page.locator(`#layout-row-${progressIndex}`).scrollIntoViewIfNeeded()
  const palette = page
    .locator(`#field-layout__${progressIndex}__colour`)
    .locator('xpath=ancestor::div[contains(@class,"colour-field")]')
    .locator('.colour-field-palette')
  await expect(palette.locator('input[type="radio"]')).toHaveCount(66)
  await palette.locator('label[title="#1a4d93"]').click()
  await page.keyboard.press('ArrowRight')
  await expect(page.locator(`#field-layout__${progressIndex}__colour`)).toHaveValue('#1a1a93')
  await expect(frame.locator('.block-progress .progress-block')).toHaveAttribute(
    'style',
    /--widget-colour:\s*#1a1a93/,
    { timeout: 20_000 },
  )

  // Filtering in the frame asks refresh-loop in edit mode, with the editor's token.
  const call = page.waitForRequest(
    (r) => r.url().endsWith('/wp-json/elementor-pro/v1/refresh-loop') && r.method() === 'POST',
  )
  const grids = frame.locator('main [data-loop-grid] .loop-grid-count').first()
  await expect(grids).toHaveText('24 განცხადება')
  // The preview pane may be phone-wide: there the filters are folded into their disclosure.
  const toggle = frame.locator('details[data-loop-filters]:not([open]) > summary').first()
  if (await toggle.isVisible()) await toggle.click()
  await frame
    .locator(
      '[data-loop-filter][data-taxonomy="district"] a[data-term="vake"][data-mode="include"]',
    )
    .click()
  const request = await call
  const body = request.postDataJSON() as { is_edit_mode?: boolean; widget_model?: Block }
  expect(body.is_edit_mode).toBe(true)
  expect(body.widget_model?.blockType).toBe('loopGrid')
  expect(body.widget_model?.heading).toBe('ბინები ვაკეში და ვერაზე')
  expect(request.headers()['x-wp-nonce']).toBeTruthy()
  const answer = await request.response()
  expect(answer?.status()).toBe(200)
  await expect(grids).toHaveText('3 განცხადება: ვაკე')
  await expect(frame.locator('main [data-loop-grid] .property-card')).toHaveCount(3)
  // The frame's address carries the filter, as on the public page.
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    )
    .toContain('?e-filter-properties-district=vake')

  // The draft goes again, so no other test meets it.
  expect((await api.delete(`/api/pages/${doc.id}`)).ok()).toBe(true)
  await api.dispose()
})
