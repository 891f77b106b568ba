import { expect, test, type APIRequestContext } from '@playwright/test'

/** Every script chunk a page's HTML refers to: script tags, preloads and the RSC payload's. */
async function chunksOf(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text()
  return new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])
}

test.describe("blocks' client code", () => {
  // Regression: every page with blocks loaded the form's JavaScript until the contact-form block
  // reached its client code through `ContactForm.lazy.tsx`.
  test('pages that render no contact form do not load its JavaScript', async ({ request }) => {
    const contact = await chunksOf(request, '/contact')
    const formChunks: string[] = []
    for (const chunk of contact) {
      // The form's own code: CF7's class names are in no other chunk.
      if ((await (await request.get(chunk)).text()).includes('wpcf7-form')) formChunks.push(chunk)
    }
    expect(formChunks.length).toBeGreaterThan(0)
    for (const path of ['/', '/news', '/about', '/en']) {
      const chunks = await chunksOf(request, path)
      expect(
        formChunks.filter((c) => chunks.has(c)),
        `${path} loads the contact form`,
      ).toEqual([])
    }
  })
})

test.describe("blocks' styles", () => {
  // The pop-up's and the tabs' styles came with their lazy chunks, as a stylesheet the first
  // paint waited for; with their `.lazy.tsx` modules they are part of the page's inline CSS.
  test('pages with pop-ups and tabs have all their styles inline: no stylesheet to wait for', async ({
    page,
  }) => {
    for (const [path, rule] of [
      ['/about', '.popup-dialog{'],
      ['/services', '.tabs-list{'],
      ['/', '.hero{'],
    ] as const) {
      const response = await page.goto(path, { waitUntil: 'networkidle' })
      const html = (await response?.text()) ?? ''
      expect(html, `${path} names a stylesheet`).not.toMatch(/<link[^>]+rel="stylesheet"/)
      // Nor does any script add one once the page's lazy parts have loaded.
      expect(await page.locator('link[rel="stylesheet"]').count(), path).toBe(0)
      const inline = await page.locator('head style').allTextContents()
      expect(inline.join('').replace(/\s/g, ''), path).toContain(rule)
    }
  })
})

test.describe('compile hints', () => {
  const HINT = '//# allFunctionsCalledOnLoad\n'
  /** The chunks a page runs as it loads: every one it names but the old browsers' polyfills. */
  async function startupChunks(request: APIRequestContext, path: string) {
    const html = await (await request.get(path)).text()
    const noModule = new Set(
      [...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*noModule/gi)].map((m) => m[1]),
    )
    return [...(await chunksOf(request, path))].filter((chunk) => !noModule.has(chunk))
  }

  // Regression: V8 compiled React DOM and Next's router lazily on the page's main thread.
  test('public pages run chunks that ask V8 to compile them as they stream in', async ({
    request,
  }) => {
    const publicChunks = new Set<string>()
    for (const path of ['/', '/news', '/contact', '/about', '/en/news']) {
      for (const chunk of await startupChunks(request, path)) {
        publicChunks.add(chunk)
        const text = await (await request.get(chunk)).text()
        expect(text.startsWith(HINT), `${chunk} of ${path}`).toBe(true)
      }
    }
    // The admin's own chunks (several megabytes, much never run on a given screen) stay lazy.
    const adminOnly = (await startupChunks(request, '/admin/login')).filter(
      (chunk) => !publicChunks.has(chunk),
    )
    expect(adminOnly.length).toBeGreaterThan(0)
    for (const chunk of adminOnly)
      expect((await (await request.get(chunk)).text()).startsWith('//#'), chunk).toBe(false)
  })
})
