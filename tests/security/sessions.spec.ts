import { expect, test } from '@playwright/test'

import { loginToAdmin, sameOrigin } from '../helpers/e2e'

// Sessions and the admin against the production server.
test.describe('sessions', () => {
  test('the draft-mode cookie alone shows no drafts: after the editor logs out the page is the published one again', async ({
    page,
  }) => {
    // The second post: the admin's own test edits the first.
    await page.goto('/news')
    const path = (await page.locator('.news-card-title a').nth(1).getAttribute('href'))!
    const slug = path.split('/').pop()!
    await loginToAdmin(page)
    const found = await page.request.get(
      `/api/posts?where[slug][equals]=${slug}&depth=0&locale=ka`,
      { headers: sameOrigin },
    )
    const post = (await found.json()).docs[0] as { id: number; title: string }
    const draftTitle = `${post.title} — დრაფტი ${Date.now()}`
    const saved = await page.request.patch(`/api/posts/${post.id}?draft=true&locale=ka&depth=0`, {
      headers: sameOrigin,
      data: { title: draftTitle, _status: 'draft' },
    })
    expect(saved.status()).toBe(200)

    await page.goto(`/next/preview?path=${encodeURIComponent(path)}`)
    await expect(page.locator('article.post h1')).toHaveText(draftTitle)
    await expect(page.locator('.draft-banner')).toBeVisible()

    // Log out as the admin does (its session ends on the server); the draft cookie stays.
    const logout = await page.request.post('/api/users/logout', { headers: sameOrigin })
    expect(logout.status()).toBe(200)
    const cookies = await page.context().cookies()
    expect(cookies.map((c) => c.name)).toContain('__prerender_bypass')

    await page.goto(path)
    await expect(page.locator('article.post h1')).toHaveText(post.title)
    await expect(page.locator('.draft-banner')).toHaveCount(0)
    expect(await page.content()).not.toContain(draftTitle)

    // Leave the post as it was: its latest draft is the published title again.
    await loginToAdmin(page)
    const restored = await page.request.patch(
      `/api/posts/${post.id}?draft=true&locale=ka&depth=0`,
      { headers: sameOrigin, data: { title: post.title, _status: 'draft' } },
    )
    expect(restored.status()).toBe(200)
  })

  test('preview redirects only to paths on the site, also for a signed-in editor', async ({
    page,
  }) => {
    await loginToAdmin(page)
    for (const target of [
      '/%5Cevil.example',
      '/\\evil.example',
      '//evil.example',
      'https://evil.example',
    ]) {
      const response = await page.request.get(`/next/preview?path=${encodeURIComponent(target)}`, {
        headers: sameOrigin,
        maxRedirects: 0,
      })
      expect(response.status(), target).toBe(400)
      expect(response.headers()['location']).toBeUndefined()
      expect(await response.json()).toEqual({ error: expect.any(String) })
    }
    // The raw, unencoded form of the finding too.
    const raw = await page.request.get('/next/preview?path=/%5Cevil.example', {
      headers: sameOrigin,
      maxRedirects: 0,
    })
    expect(raw.status()).toBe(400)
  })

  test('exit-preview with a bad or foreign Referer goes home instead of failing', async ({
    request,
  }) => {
    for (const referer of ['not a url', 'https://evil.example/x', 'http://[::1']) {
      const response = await request.get('/next/exit-preview', {
        headers: { referer },
        maxRedirects: 0,
      })
      expect(response.status(), referer).toBe(307)
      expect(response.headers()['location']).toBe('/')
    }
  })

  test('a request from a foreign origin with the admin’s cookie cannot create an admin user', async ({
    page,
  }) => {
    await loginToAdmin(page)
    const email = `planted-${Date.now()}@evil.example`
    const planted = await page.request.post('/api/users', {
      headers: { origin: 'https://evil.example' },
      data: { email, password: 'planted-password-1', name: 'Planted', role: 'admin' },
    })
    expect(planted.status()).toBe(403)
    const check = await page.request.get(
      `/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: sameOrigin },
    )
    expect((await check.json()).totalDocs).toBe(0)
  })

  test('login is throttled with 429 and Retry-After, and unknown and wrong credentials answer alike', async ({
    request,
  }) => {
    const email = `nobody-${Date.now()}@sakhli.test`
    const statuses: number[] = []
    let last
    for (let i = 0; i < 6; i++) {
      last = await request.post('/api/users/login', { data: { email, password: `guess-${i}` } })
      statuses.push(last.status())
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect(Number(last!.headers()['retry-after'])).toBeGreaterThan(0)

    const unknown = await request.post('/api/users/login', {
      data: { email: `other-${Date.now()}@sakhli.test`, password: 'x-1' },
    })
    const wrong = await request.post('/api/users/login', {
      data: { email: 'e2e-admin@sakhli.ge', password: 'not-the-password' },
    })
    expect(unknown.status()).toBe(wrong.status())
    expect(await unknown.json()).toEqual(await wrong.json())
  })

  test('the admin draws its avatar locally (no Gravatar request)', async ({ page }) => {
    const external: string[] = []
    page.on('request', (r) => {
      if (/gravatar/i.test(r.url())) external.push(r.url())
    })
    await loginToAdmin(page)
    await page.goto('/admin/account')
    await expect(page.locator('body')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(external).toEqual([])
    expect(await page.content()).not.toMatch(/gravatar\.com/i)
  })
})
