/**
 * ElementsKit's `GET /wp-json/elementskit/v1/megamenu/megamenu_content?id={item}` (SQLite and
 * PostgreSQL): a published menu item's mega panel as HTML, rendered by the same component as the
 * menu (here without the fragment page's loopback: the test renders it itself); 400 for a junk
 * id, 404 for an unknown one, an item without a panel, an item of an unpublished menu or one only
 * in a draft, never another document's content; cacheable. And the items' numbers: unique across
 * menus and languages (saves at the same moment included), kept while an item lives.
 */
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { findMegaPanel, megaMenuContent, MegaPanelContent } from '@/features/menus/app'
import { lexicalFromBlocks } from '@/lib/seed-kit/lexical'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const current = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('@/data/payload', () => ({ getPayloadClient: async () => current.payload }))

const ENDPOINT = 'http://localhost/wp-json/elementskit/v1/megamenu/megamenu_content'

/** The panel's HTML as the fragment page renders it. */
async function render(_locale: string, itemId: number): Promise<string | null> {
  const found = await findMegaPanel(current.payload!, itemId)
  if (!found) return null
  const site = { payload: current.payload!, draftViewer: async () => null }
  return renderToStaticMarkup(
    createElement(MegaPanelContent, {
      panel: found.panel,
      locale: found.locale,
      site,
      RenderBlocks,
    }),
  )
}

const panel = (words: string) => [
  {
    blockType: 'richText' as const,
    content: lexicalFromBlocks([
      { type: 'h3', text: words },
      {
        type: 'links',
        items: [{ text: 'ვაკე', href: '/properties?e-filter-properties-district=vake' }],
      },
    ]),
  },
  { blockType: 'cardGrid' as const, cards: [{ title: `${words}: ბარათი` }] },
]

const custom = (url: string) => ({ type: 'custom' as const, url })

describe.each(databaseKinds)('megamenu_content on %s', (kind) => {
  let t: TestPayload
  const call = megaMenuContent(async () => current.payload!, render)
  const get = (query: string) => call(new Request(`${ENDPOINT}${query}`))
  const ids = { panel: 0, panelEn: 0, plain: 0, hidden: 0, unpublished: 0, draftOnly: 0, page: 0 }
  let menuId = 0

  beforeAll(async () => {
    t = await startPayload(kind)
    current.payload = t.payload
    const secret = await t.payload.create({
      collection: 'pages',
      data: { title: 'საიდუმლო გვერდი', slug: 'secret', _status: 'draft' },
      draft: true,
    })
    const page = await t.payload.create({
      collection: 'pages',
      data: { title: 'გვერდის შინაარსი', slug: 'page', _status: 'published' },
    })
    ids.page = page.id
    const menu = await t.payload.create({
      collection: 'menus',
      locale: 'ka',
      data: {
        title: 'Main menu',
        slug: 'main',
        items: [
          { label: 'უძრავი ქონება', link: custom('/properties'), panel: panel('უბნები') },
          { label: 'კონტაქტი', link: custom('/contact') },
          {
            label: 'დამალული',
            link: { type: 'internal', doc: { relationTo: 'pages', value: secret.id } },
            panel: panel('დამალული პანელი'),
          },
        ],
        _status: 'published',
      },
    })
    menuId = menu.id
    const en = await t.payload.update({
      collection: 'menus',
      id: menu.id,
      locale: 'en',
      data: {
        items: [{ label: 'Properties', link: custom('/properties'), panel: panel('Districts') }],
        _status: 'published',
      },
    })
    const ka = await t.payload.findByID({ collection: 'menus', id: menu.id, locale: 'ka' })
    ids.panel = ka.items![0]!.itemId!
    ids.plain = ka.items![1]!.itemId!
    ids.hidden = ka.items![2]!.itemId!
    ids.panelEn = en.items![0]!.itemId!
    // A menu never published.
    const draft = await t.payload.create({
      collection: 'menus',
      locale: 'ka',
      draft: true,
      data: {
        title: 'Draft menu',
        slug: 'draft-menu',
        items: [{ label: 'მონახაზი', link: custom('/x'), panel: panel('მონახაზის პანელი') }],
        _status: 'draft',
      },
    })
    ids.unpublished = draft.items![0]!.itemId!
    // A published menu's newer draft adds an item with a panel: not public yet.
    const next = await t.payload.update({
      collection: 'menus',
      id: menu.id,
      locale: 'ka',
      draft: true,
      data: {
        items: [
          ...(ka.items ?? []),
          { label: 'ახალი', link: custom('/new'), panel: panel('ჯერ არ გამოქვეყნებული') },
        ],
        _status: 'draft',
      },
    })
    ids.draftOnly = next.items!.at(-1)!.itemId!
  }, 180_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('answers a published item’s mega panel as HTML, cacheable', async () => {
    const answer = await get(`?id=${ids.panel}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/)
    expect(answer.headers.get('content-language')).toBe('ka')
    const html = await answer.text()
    expect(html).toContain('უბნები')
    expect(html).toContain('უბნები: ბარათი')
    expect(html).toContain('href="/properties?e-filter-properties-district=vake"')
    expect(html).toContain('block-cardGrid')
    // Never another panel or another document.
    expect(html).not.toContain('Districts')
    expect(html).not.toContain('დამალული')
    expect(html).not.toContain('გვერდის შინაარსი')
  })

  it('answers an English item in English: the number names the language', async () => {
    const answer = await get(`?id=${ids.panelEn}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-language')).toBe('en')
    const html = await answer.text()
    expect(html).toContain('Districts')
    expect(html).toContain('href="/en/properties?e-filter-properties-district=vake"')
  })

  it.each([
    'abc',
    '-1',
    '0',
    '1e3',
    '1.5',
    ' 1',
    '0x10',
    '1'.repeat(11),
    '../',
    '..%2F1',
    '1/../2',
    '',
  ])('refuses the junk id %j with 400', async (id) => {
    const answer = await get(`?id=${encodeURIComponent(id)}`)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    // WordPress's body, byte for byte.
    expect(await answer.text()).toBe(
      '{"code":"rest_invalid_param","message":"Invalid parameter(s): id",' +
        '"data":{"status":400,"params":{"id":"id is not a menu item id."}}}',
    )
  })

  it('refuses a missing or repeated id with 400', async () => {
    const missing = await get('')
    expect(missing.status).toBe(400)
    expect(await missing.text()).toBe(
      '{"code":"rest_missing_callback_param","message":"Missing parameter(s): id",' +
        '"data":{"status":400,"params":["id"]}}',
    )
    expect((await get(`?id=${ids.panel}&id=${ids.panel}`)).status).toBe(400)
  })

  it('answers 404 for an unknown item and for an item without a panel', async () => {
    for (const id of [999_999, ids.plain]) {
      const answer = await get(`?id=${id}`)
      expect(answer.status).toBe(404)
      expect(await answer.json()).toMatchObject({ code: 'rest_post_invalid_id' })
    }
  })

  it('answers 404 for an item of an unpublished menu, or only in a draft, or hidden from the menu', async () => {
    for (const id of [ids.unpublished, ids.draftOnly, ids.hidden]) {
      expect((await get(`?id=${id}`)).status, String(id)).toBe(404)
    }
  })

  it('gives every item a number of its own, kept across edits and moves', async () => {
    const all = [ids.panel, ids.plain, ids.hidden, ids.panelEn, ids.unpublished, ids.draftOnly]
    expect(all.every((n) => Number.isSafeInteger(n) && n > 0)).toBe(true)
    expect(new Set(all).size).toBe(all.length)
    // Reordered and renamed: the same numbers; a copied row gets a new one.
    const ka = await t.payload.findByID({ collection: 'menus', id: menuId, locale: 'ka' })
    const [first, second, third] = ka.items!
    const saved = await t.payload.update({
      collection: 'menus',
      id: menuId,
      locale: 'ka',
      data: {
        items: [
          { ...second!, label: 'კონტაქტები' },
          first!,
          third!,
          { ...first!, id: undefined, label: 'ასლი' },
        ],
        _status: 'published',
      },
    })
    const numbers = saved.items!.map((i) => i.itemId)
    expect(numbers.slice(0, 3)).toEqual([ids.plain, ids.panel, ids.hidden])
    expect(all).not.toContain(numbers[3])
    expect(numbers[3]).toBeGreaterThan(0)
    // The panel is still answered by its number.
    expect((await get(`?id=${ids.panel}`)).status).toBe(200)
  })

  it('gives items saved at the same moment numbers of their own', async () => {
    // Each save reads the highest number before it writes: saves at once must not share one.
    const saves = ['a', 'b', 'c', 'd'].map((name) =>
      t.payload.create({
        collection: 'menus',
        locale: 'ka',
        data: {
          title: `Same moment ${name}`,
          slug: `same-moment-${name}`,
          items: [
            { label: 'პირველი', link: custom('/1') },
            { label: 'მეორე', link: custom('/2') },
          ],
          _status: 'published',
        },
      }),
    )
    const numbers = (await Promise.all(saves)).flatMap((menu) => menu.items!.map((i) => i.itemId))
    expect(numbers).toHaveLength(8)
    expect(new Set(numbers).size).toBe(numbers.length)
  })
})
