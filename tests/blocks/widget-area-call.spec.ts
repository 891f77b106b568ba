/**
 * `ekit_widgetarea_content` (docs/compatibility.md, "Widget areas: content"): POST admin-ajax with
 * `nonce` and `post_id` answers the widget area's HTML and nothing else; a bad token, a bad id and
 * an id that is not a widget area are refused.
 */
import { expect, test } from '@playwright/test'

import { sameOrigin } from '../helpers/e2e'

const ACTION = 'ekit_widgetarea_content'

test('answers only the widget area’s HTML, for widget area ids only', async ({ request }) => {
  const areas = await (await request.get('/api/widget-areas?limit=1&depth=0')).json()
  const areaId: number = areas.docs[0].id
  const { nonce } = await (await request.get(`/wp-json/sakhli/v1/nonce?action=${ACTION}`)).json()
  const call = (fields: Record<string, string>) =>
    request.post('/wp-admin/admin-ajax.php', {
      form: { action: ACTION, ...fields },
      headers: sameOrigin,
    })

  const ok = await call({ nonce, post_id: String(areaId), lang: 'en' })
  expect(ok.status()).toBe(200)
  expect(ok.headers()['content-type']).toContain('text/html')
  const html = await ok.text()
  expect(html).toContain(`data-widget-area="${areaId}"`)
  expect(html).toContain('A question about a flat?')
  expect(html).not.toMatch(/<html|<head|<body|<header|<footer|<script/i)

  expect((await call({ nonce: 'forged.token', post_id: String(areaId) })).status()).toBe(403)
  expect((await call({ nonce, post_id: 'abc' })).status()).toBe(400)
  // A page's id is not a widget area: nothing of another document is ever answered.
  const pages = await (
    await request.get('/api/pages?limit=1&depth=0&where[slug][equals]=about')
  ).json()
  const pageOnly: number = pages.docs[0].id
  const other = await call({ nonce, post_id: String(pageOnly === areaId ? areaId + 999 : 99_999) })
  expect(other.status()).toBe(404)
})
