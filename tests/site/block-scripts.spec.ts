import { expect, test, type APIRequestContext } from '@playwright/test'

/** Every script chunk a page's HTML refers to: script tags, preloads and the RSC payload's. */
async function chunksOf(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text()
  return new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])
}

test.describe("blocks' client code", () => {
  // Issue 7: every page with blocks loaded the form's JavaScript until the contact-form block
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
