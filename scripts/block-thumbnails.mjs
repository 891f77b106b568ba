#!/usr/bin/env node
/**
 * Draws the block drawer's thumbnails from the blocks' `/styleguide` rendering: opens the
 * styleguide of a running site in Debian's Chromium, screenshots each block's first example and
 * writes it, scaled to the drawer's 3:2 card (Payload's ItemsDrawer, `aspect-ratio: 3 / 2`), to
 * public/admin/blocks/<slug>.png.
 *
 *   THUMBS_URL=http://127.0.0.1:3200 node scripts/block-thumbnails.mjs [slug …]
 *
 * THUMBS_PATH picks the styleguide (default /en/styleguide: the admin is in English). With slugs,
 * only those blocks are drawn. The site must be seeded: the fixtures show seeded documents.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'
import sharp from 'sharp'

import { chromiumFlags, chromiumPath } from './chromium.mjs'

const WIDTH = 480
const HEIGHT = 320
/** A desktop window of the same 3:2 shape: blocks are drawn in their wide layout. */
const VIEWPORT = { width: 1260, height: 840 }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'public', 'admin', 'blocks')

const base = process.env.THUMBS_URL
if (!base) {
  console.error('Set THUMBS_URL to a running, seeded site, e.g. THUMBS_URL=http://127.0.0.1:3200')
  process.exit(2)
}
const styleguide = new URL(process.env.THUMBS_PATH ?? '/en/styleguide', base).href
const only = new Set(process.argv.slice(2))

const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: chromiumFlags.filter((flag) => flag !== '--headless'),
})
const failed = []
try {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    // Scroll animations are skipped with reduced motion: every block is drawn in its final state.
    reducedMotion: 'reduce',
    colorScheme: 'light',
  })
  const page = await context.newPage()
  const response = await page.goto(styleguide, { waitUntil: 'networkidle' })
  if (!response?.ok()) throw new Error(`${styleguide} answered ${response?.status()}`)
  await mkdir(outDir, { recursive: true })

  const slugs = await page
    .locator('section[data-block]')
    .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-block')))
  if (!slugs.length) throw new Error(`${styleguide} shows no section[data-block]`)
  // The page's background pads a short block; a transparent body means white.
  const bodyBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  const background = /^rgba\(.*,\s*0\)$|^transparent$/.test(bodyBackground)
    ? '#ffffff'
    : bodyBackground

  for (const slug of slugs) {
    if (only.size && !only.has(slug)) continue
    const section = page.locator(`section[data-block="${slug}"]`)
    const example = section.locator('.styleguide-example').first()
    const target = (await example.count()) ? example : section
    await target.scrollIntoViewIfNeeded()
    // Lazy images load once near the window: wait for every image of the block (at most 10 s).
    await target.evaluate((el) =>
      Promise.race([
        Promise.all(
          [...el.querySelectorAll('img')].map((img) => {
            img.loading = 'eager'
            return img.complete ? null : img.decode().catch(() => null)
          }),
        ),
        new Promise((resolve) => setTimeout(resolve, 10_000)),
      ]),
    )
    // Fixed and sticky things of the page (the header, another block's button) stay out of the
    // picture; the block's own stay.
    await target.evaluate((el) => {
      for (const other of document.querySelectorAll('body *')) {
        if (el.contains(other) || other.contains(el)) continue
        const { position } = getComputedStyle(other)
        if (position === 'fixed' || position === 'sticky') {
          other.setAttribute('data-thumb-hidden', other.style.visibility)
          other.style.visibility = 'hidden'
        }
      }
    })
    await page.waitForTimeout(400)

    const box = await target.boundingBox()
    let shot
    let fit = 'cover'
    if (!box || box.height < 24) {
      // A block drawn outside its place (a fixed button): the window shows it where it sits.
      shot = await page.screenshot({ animations: 'disabled' })
    } else {
      shot = await target.screenshot({ animations: 'disabled' })
      // A short block is shown whole on the page's background; a tall one by its top.
      if (box.width / box.height > (WIDTH / HEIGHT) * 1.6) fit = 'contain'
    }
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('[data-thumb-hidden]')) {
        el.style.visibility = el.getAttribute('data-thumb-hidden') ?? ''
        el.removeAttribute('data-thumb-hidden')
      }
    })

    const file = path.join(outDir, `${slug}.png`)
    try {
      await sharp(shot)
        .resize(WIDTH, HEIGHT, { fit, position: 'top', background, kernel: 'lanczos3' })
        .png({ compressionLevel: 9, palette: true, quality: 90 })
        .toFile(file)
      console.log(`${slug}: ${path.relative(root, file)}`)
    } catch (err) {
      failed.push(slug)
      console.error(`${slug}: ${err}`)
    }
  }
  if (only.size) {
    for (const slug of only) if (!slugs.includes(slug)) failed.push(slug)
  }
} finally {
  await browser.close()
}
if (failed.length) {
  console.error(`No thumbnail for: ${failed.join(', ')}`)
  process.exit(1)
}
