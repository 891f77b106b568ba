/**
 * `POST /wp-json/elementor-pro/v1/refresh-loop` against a real database: the grid's content for
 * the filters (AND, OR, NOT, across taxonomies), pagination from `pagination_base_url`, the same
 * HTML as the page's server render of the filtered address, and WordPress-shaped 4xx errors for
 * bad JSON, missing or bad parameters, unknown pages and widgets, and edit mode without an editor
 * or with a bad token.
 */
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createToken } from '@/lib/tokens'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const current = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('@/data/payload', () => ({
  getPayloadClient: async () => current.payload,
  getDraftViewer: async () => null,
  isDraftMode: async () => false,
}))

const { forgetRefreshAnswers, refreshLoop } = await import(
  '@/features/loop-grid/server/refresh-loop'
)
const { LoopGridComponent } = await import('@/features/loop-grid/block/LoopGrid/Component')
const { loopEditAction } = await import('@/features/loop-grid/model/constants')

const URL_BASE = 'http://localhost/wp-json/elementor-pro/v1/refresh-loop'

function post(body: unknown, headers: Record<string, string> = {}) {
  return refreshLoop(
    async () => current.payload!,
    new Request(URL_BASE, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

/** The property ids in an answer's HTML, in order. */
const idsIn = (html: string) =>
  [...html.matchAll(/data-property-id="(\d+)"/g)].map((m) => Number(m[1]))

describe.each(databaseKinds)('refresh-loop on %s', (kind) => {
  let t: TestPayload
  let pageId = 0
  const ids: Record<string, number> = {}
  let editor = { id: 0, token: '' }

  beforeAll(async () => {
    t = await startPayload(kind)
    current.payload = t.payload
    const p = t.payload
    const district = async (slug: string, city: 'tbilisi' | 'batumi') =>
      (await p.create({ collection: 'property-districts', data: { title: slug, slug, city } })).id
    const type = async (slug: string) =>
      (await p.create({ collection: 'property-types', data: { title: slug, slug } })).id
    const d = {
      vake: await district('vake', 'tbilisi'),
      vera: await district('vera', 'tbilisi'),
      old: await district('old-batumi', 'batumi'),
    }
    const ty = { flat: await type('flat'), house: await type('house') }
    const rows: [string, keyof typeof d, keyof typeof ty, 'sale' | 'rent'][] = [
      ['a', 'vake', 'flat', 'sale'],
      ['b', 'vake', 'house', 'sale'],
      ['c', 'vera', 'flat', 'rent'],
      ['e', 'old', 'flat', 'sale'],
      ['f', 'old', 'house', 'rent'],
    ]
    for (const [slug, dk, tk, dealType] of rows) {
      const doc = await p.create({
        collection: 'properties',
        locale: 'ka',
        data: {
          title: `ბინა ${slug}`,
          slug,
          dealType,
          status: 'available',
          district: d[dk],
          propertyType: ty[tk],
          priceGel: 100_000,
          _status: 'published',
        },
      })
      ids[slug] = doc.id
    }
    const page = await p.create({
      collection: 'pages',
      locale: 'ka',
      data: {
        title: 'უძრავი ქონება',
        slug: 'properties',
        _status: 'published',
        layout: [
          { blockType: 'taxonomyFilter', selectedTaxonomy: 'district', logicalJoin: 'OR' },
          { blockType: 'loopGrid', source: 'properties', perPage: 2, widgetId: 'grid1' },
        ],
      },
    })
    pageId = page.id
    const user = await p.create({
      collection: 'users',
      data: {
        email: 'loop-editor@sakhli.ge',
        password: 'loop-editor-password-1',
        name: 'Editor',
        role: 'editor',
      },
    })
    const login = await p.login({
      collection: 'users',
      data: { email: 'loop-editor@sakhli.ge', password: 'loop-editor-password-1' },
    })
    editor = { id: user.id, token: login.token! }
  }, 120_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  // Answers are kept 2 s per question: each test (and each database) asks afresh.
  beforeEach(() => forgetRefreshAnswers())

  const call = (widget_filters: unknown, extra: Record<string, unknown> = {}) =>
    post({
      post_id: pageId,
      widget_id: 'grid1',
      widget_filters,
      pagination_base_url: '/properties',
      ...extra,
    })

  it('answers { data: html } with the first page of the unfiltered grid', async () => {
    const response = await call({})
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: string }
    // Newest first (the source's order), two per page, pagination to page 3.
    expect(idsIn(data)).toEqual([ids.f, ids.e])
    expect(data).toContain('data-total="5"')
    expect(data).toContain('href="/properties?e-page-grid1=2"')
  })

  it('filters with OR, AND across taxonomies, and NOT', async () => {
    const or = await (
      await call({ taxonomy: { district: { terms: ['vake', 'vera'], logicalJoin: 'OR' } } })
    ).json()
    expect(or.data).toContain('data-total="3"')
    const and = await (
      await call({
        taxonomy: {
          district: { terms: ['vake'], logicalJoin: 'AND' },
          type: { terms: ['flat'], logicalJoin: 'AND' },
        },
      })
    ).json()
    expect(idsIn(and.data)).toEqual([ids.a])
    const not = await (
      await call({ taxonomy: { district: { terms: ['!vake', '!vera'], logicalJoin: 'AND' } } })
    ).json()
    expect(idsIn(not.data)).toEqual([ids.f, ids.e])
    // A flat map of taxonomies (no filter-type level) is read the same way.
    const flat = await (await call({ deal: { terms: ['rent'], logicalJoin: 'OR' } })).json()
    expect(idsIn(flat.data)).toEqual([ids.f, ids.c])
    // Two districts with AND: nothing has both; the answer says so.
    const none = await (
      await call({ district: { terms: ['vake', 'vera'], logicalJoin: 'AND' } })
    ).json()
    expect(idsIn(none.data)).toEqual([])
    expect(none.data).toContain('data-total="0"')
  })

  it('keeps the filters in the page links and reads the page from pagination_base_url', async () => {
    const filters = { taxonomy: { district: { terms: ['vake', 'old-batumi'], logicalJoin: 'OR' } } }
    const first = await (
      await call(filters, {
        pagination_base_url: '/en/properties?e-filter-grid1-district=vake~old-batumi&x=1',
      })
    ).json()
    expect(first.data).toContain(
      'href="/en/properties?e-filter-grid1-district=vake~old-batumi&amp;x=1&amp;e-page-grid1=2"',
    )
    const second = await (
      await call(filters, {
        pagination_base_url:
          'http://evil.example/en/properties?e-filter-grid1-district=vake~old-batumi&e-page-grid1=2',
      })
    ).json()
    expect(idsIn(second.data)).toEqual([ids.b, ids.a])
    expect(second.data).not.toContain('evil.example')
    // English, from the address.
    expect(second.data).toContain('4 listings in Batumi or vake')
  })

  it('answers the same HTML as the page renders for the filtered address', async () => {
    const search = new URLSearchParams(
      'e-filter-grid1-district=vake~vera&e-filter-grid1-type=!house',
    )
    const page = renderToStaticMarkup(
      await LoopGridComponent({
        block: {
          blockType: 'loopGrid',
          id: 'x',
          source: 'properties',
          perPage: 2,
          widgetId: 'grid1',
        },
        locale: 'ka',
        site: { payload: current.payload!, draftViewer: async () => null },
        index: 1,
        pageId,
        search,
      }),
    )
    const answer = await (
      await call(
        {
          taxonomy: {
            district: { terms: ['vake', 'vera'], logicalJoin: 'OR' },
            type: { terms: ['!house'], logicalJoin: 'AND' },
          },
        },
        { pagination_base_url: '' },
      )
    ).json()
    expect(idsIn(page)).toEqual([ids.c, ids.a])
    const content =
      /<div class="loop-grid-content"[^>]*>(.*)<\/div><p class="visually-hidden/s.exec(page)?.[1]
    expect(answer.data).toBe(content)
  })

  it('refuses bad input with WordPress REST errors and never a 5xx', async () => {
    const bad = await post('{"post_id": ')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } })
    expect((await post([1, 2])).status).toBe(400)
    const missing = await post({ widget_filters: {} })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): post_id, widget_id',
    })
    const invalid = await post({ post_id: 'abc', widget_id: 'a b', widget_filters: 'x' })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: {
        params: {
          post_id: expect.any(String),
          widget_id: expect.any(String),
          widget_filters: expect.any(String),
        },
      },
    })
    expect((await call({ taxonomy: { district: { terms: 'vake' } } })).status).toBe(400)
    const noPage = await post({ post_id: pageId + 999, widget_id: 'grid1' })
    expect(noPage.status).toBe(404)
    expect(await noPage.json()).toMatchObject({ code: 'rest_post_invalid_id' })
    const noWidget = await post({ post_id: pageId, widget_id: 'nothing_here' })
    expect(noWidget.status).toBe(404)
    const wrongType = await post(
      { post_id: pageId, widget_id: 'grid1' },
      { 'content-type': 'text/plain' },
    )
    expect(wrongType.status).toBe(415)
    // Unknown taxonomies and junk terms are ignored, not errors.
    const junk = await call({
      taxonomy: { colour: { terms: ['red'] }, district: { terms: ['<b>', 'vake'] } },
    })
    expect(junk.status).toBe(200)
    expect((await junk.json()).data).toContain('data-total="2"')
  })

  it('renders the unsaved widget model in edit mode for an editor with a valid token', async () => {
    const model = { blockType: 'loopGrid', source: 'properties', perPage: 1, widgetId: 'unsaved' }
    const edit = (headers: Record<string, string>) =>
      post(
        {
          post_id: pageId,
          widget_id: 'unsaved',
          is_edit_mode: true,
          widget_model: model,
          widget_filters: {},
        },
        headers,
      )
    const anonymous = await edit({ 'x-wp-nonce': createToken(loopEditAction(editor.id)) })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ code: 'rest_forbidden' })
    const auth = { authorization: `JWT ${editor.token}` }
    const noNonce = await edit(auth)
    expect(noNonce.status).toBe(403)
    expect(await noNonce.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' })
    const otherUsers = await edit({
      ...auth,
      'x-wp-nonce': createToken(loopEditAction(editor.id + 1)),
    })
    expect(otherUsers.status).toBe(403)
    const ok = await edit({ ...auth, 'x-wp-nonce': createToken(loopEditAction(editor.id)) })
    expect(ok.status).toBe(200)
    const { data } = (await ok.json()) as { data: string }
    expect(idsIn(data)).toEqual([ids.f])
    expect(data).toContain('e-page-unsaved=2')
  })

  it('keeps an answer briefly: the same question is answered without new reads', async () => {
    const filters = { taxonomy: { district: { terms: ['vera'], logicalJoin: 'OR' } } }
    const first = await (await call(filters)).json()
    const spy = vi.spyOn(t.payload, 'find')
    const again = await (await call(filters)).json()
    expect(again).toEqual(first)
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
