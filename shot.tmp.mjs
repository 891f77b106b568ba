import { chromium } from 'playwright-core'
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const [, , url, out, w = '1280', h = '900'] = process.argv
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } })
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(600)
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' })
await browser.close()
