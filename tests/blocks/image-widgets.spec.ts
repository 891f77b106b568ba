/**
 * The image accordion and the image comparison on `/styleguide`: their keyboard patterns, what
 * they show without JavaScript, and the links and labels they let through.
 */
import { expect, test, type Page } from '@playwright/test'

const accordionItems = (page: Page) =>
  page.locator('[data-block="imageAccordion"] .image-accordion-item')

/** The expanded state the browser gives assistive technology for each element (Chromium's tree). */
async function expandedStates(page: Page, selector: string): Promise<unknown[]> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector })
  const states: unknown[] = []
  for (const nodeId of nodeIds) {
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })
    states.push(nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value)
  }
  await cdp.detach()
  return states
}

const SUMMARIES = '[data-block="imageAccordion"] summary'

test('image accordion: items toggle open by keyboard, one at a time, their state exposed', async ({
  page,
}) => {
  await page.goto('/en/styleguide')
  const items = accordionItems(page)
  await expect(items).toHaveCount(4)
  const panels = items.locator('details')
  const summaries = items.locator('summary')
  await expect(panels.nth(0)).toHaveAttribute('open', '')
  expect(await expandedStates(page, SUMMARIES)).toEqual([true, false, false, false])

  await summaries.nth(1).focus()
  await page.keyboard.press('Enter')
  await expect(panels.nth(1)).toHaveAttribute('open', '')
  await expect(panels.nth(0)).not.toHaveAttribute('open', '')
  await expect(items.nth(1).getByText(/Seaside flats/)).toBeVisible()
  expect(await expandedStates(page, SUMMARIES)).toEqual([false, true, false, false])
  // The open item is the widest on a desktop screen.
  const widths = await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width))
  expect(Math.max(...widths)).toBe(widths[1])

  await page.keyboard.press('Space')
  await expect(panels.nth(1)).not.toHaveAttribute('open', '')
  await page.keyboard.press('Tab')
  await expect(summaries.nth(2)).toBeFocused()
})

test('image accordion: only allowed links are rendered', async ({ page }) => {
  await page.goto('/en/styleguide')
  const hrefs = await page
    .locator('[data-block="imageAccordion"] a[href]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('href')))
  expect(hrefs).toEqual(['tel:+995322000000', '#contact', 'https://napr.gov.ge/'])
})

const compare = (page: Page) => page.locator('[data-block="imageComparison"] .image-compare')

test('image comparison: a named slider moves the divider by keyboard and pointer', async ({
  page,
}) => {
  await page.goto('/en/styleguide')
  const stage = compare(page).locator('.image-compare-stage')
  const slider = compare(page).getByRole('slider', {
    name: 'Move the divider between Before and After',
  })
  await expect(slider).toHaveValue('50')
  await expect(slider).toHaveAttribute('aria-valuetext', 'Before 50%, After 50%')
  const position = () => stage.evaluate((e) => e.style.getPropertyValue('--compare-position'))
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveValue('52')
  await expect.poll(position).toBe('52%')
  await page.keyboard.press('Home')
  await expect(slider).toHaveValue('0')
  await page.keyboard.press('PageUp')
  await expect(slider).toHaveValue('10')
  await expect(slider).toHaveAttribute('aria-valuetext', 'Before 10%, After 90%')
  // The divider (the handle) follows: one tenth of the width from the left.
  await stage.scrollIntoViewIfNeeded()
  const box = (await stage.boundingBox())!
  const handle = (await stage.locator('.image-compare-handle').boundingBox())!
  expect(Math.abs(handle.x + handle.width / 2 - (box.x + box.width * 0.1))).toBeLessThan(3)
  // A click on the pictures puts the divider there.
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2)
  expect(Number(await slider.inputValue())).toBeGreaterThanOrEqual(73)
  expect(Number(await slider.inputValue())).toBeLessThanOrEqual(77)
  // Both images are stacked in one frame.
  const [before, after] = await compare(page)
    .locator('.image-compare-side')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))
  expect(before!.x).toBeCloseTo(after!.x, 0)
  expect(before!.width).toBeCloseTo(after!.width, 0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the image accordion still opens and closes its items', async ({ page }) => {
    await page.goto('/styleguide')
    const panels = accordionItems(page).locator('details')
    await expect(panels.nth(0)).toHaveAttribute('open', '')
    await accordionItems(page).nth(3).locator('summary').click()
    await expect(panels.nth(3)).toHaveAttribute('open', '')
    await expect(panels.nth(0)).not.toHaveAttribute('open', '')
    await expect(accordionItems(page).nth(3).locator('a')).toBeVisible()
  })

  test('the image comparison shows both images side by side, labelled, without a slider', async ({
    page,
  }) => {
    await page.goto('/en/styleguide')
    await expect(compare(page).locator('input[type="range"]')).toBeHidden()
    const sides = compare(page).locator('.image-compare-side')
    await expect(sides.nth(0)).toContainText('Before')
    await expect(sides.nth(1)).toContainText('After')
    const [before, after] = await sides.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
    )
    expect(before!.right).toBeLessThanOrEqual(after!.left)
    await expect(sides.nth(0).locator('img')).toBeVisible()
    await expect(sides.nth(1).locator('img')).toBeVisible()
  })
})
