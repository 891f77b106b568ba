/**
 * The `menus` migration on a database that has the header's own menu (SQLite and PostgreSQL):
 * each language's `header.nav` becomes the published menu `main` with its dropdowns, which the
 * header names and the admin lists (a first version); rolling back gives `header.nav` back.
 */
import { sql } from '@payloadcms/db-sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadMenu } from '@/features/menus/app'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const MIGRATION = '_menus'

type Migration = { name: string; up: unknown; down: unknown }
interface MigratingDb {
  dropDatabase: (args: { adapter: unknown }) => Promise<void>
  migrate: (args: { migrations: Migration[] }) => Promise<void>
  drizzle: {
    run?: (query: unknown) => Promise<unknown>
    all?: (query: unknown) => Promise<unknown>
    execute?: (query: unknown) => Promise<unknown>
  }
}

// The header's menu as the previous schema kept it: Georgian and English rows of their own.
const OLD_ROWS = [
  `INSERT INTO "header" ("id") VALUES (1)`,
  `INSERT INTO "header_nav" ("_order", "_parent_id", "_locale", "id", "label", "href", "mega_menu") VALUES
    (1, 1, 'ka', '6750a0000000000000000001', 'სიახლეები', '/news', TRUE),
    (2, 1, 'ka', '6750a0000000000000000002', 'კონტაქტი', '/contact', FALSE),
    (1, 1, 'en', '6750a0000000000000000003', 'News', '/news', TRUE)`,
  `INSERT INTO "header_nav_children" ("_order", "_parent_id", "_locale", "id", "label", "href", "description") VALUES
    (1, '6750a0000000000000000001', 'ka', '6750a0000000000000000011', 'იპოთეკა', '/news/category/mortgage', 'სესხები და განაკვეთები'),
    (2, '6750a0000000000000000001', 'ka', '6750a0000000000000000012', 'ბაზარი', '/news/category/market', NULL),
    (1, '6750a0000000000000000003', 'en', '6750a0000000000000000013', 'Mortgage', '/news/category/mortgage', 'Loans and rates')`,
]

describe.each(databaseKinds)('the menus migration on %s', (kind) => {
  let t: TestPayload
  let list: Migration[]
  const run = async (query: string) => {
    const db = (t.payload.db as unknown as MigratingDb).drizzle
    if (kind === 'sqlite') await db.run!(sql.raw(query))
    else await db.execute!(sql.raw(query))
  }
  const rows = async (query: string) => {
    const db = (t.payload.db as unknown as MigratingDb).drizzle
    const result = (
      kind === 'sqlite'
        ? await db.all!(sql.raw(query))
        : ((await db.execute!(sql.raw(query))) as { rows: unknown }).rows
    ) as Record<string, unknown>[]
    return result.map((row) => Object.values(row).map(String).join('|'))
  }

  beforeAll(async () => {
    t = await startPayload(kind)
    const { migrations } =
      kind === 'sqlite'
        ? await import('@/db/migrations/sqlite/index')
        : await import('@/db/migrations/postgres/index')
    list = migrations as Migration[]
    const at = list.findIndex((m) => m.name.endsWith(MIGRATION))
    expect(at).toBeGreaterThan(0)
    const db = t.payload.db as unknown as MigratingDb
    await db.dropDatabase({ adapter: t.payload.db })
    await db.migrate({ migrations: list.slice(0, at) })
    for (const statement of OLD_ROWS) await run(statement)
    await db.migrate({ migrations: list })
  }, 180_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('makes each language’s header menu the published menu `main`, which the header names', async () => {
    const header = await t.payload.findGlobal({ slug: 'header', depth: 0 })
    const { docs } = await t.payload.find({
      collection: 'menus',
      where: { slug: { equals: 'main' } },
      overrideAccess: false,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    const menu = docs[0]!
    expect(header.mainMenu).toBe(menu.id)
    expect(menu._status).toBe('published')
    expect(menu.title).toBe('Main menu')

    const ka = await loadMenu(t.payload, menu.id, 'ka', null)
    expect(ka?.entries.map((e) => [e.label, e.href, e.children.map((c) => c.href)])).toEqual([
      ['სიახლეები', '/news', ['/news/category/mortgage', '/news/category/market']],
      ['კონტაქტი', '/contact', []],
    ])
    expect(ka?.entries[0]?.children[0]?.description).toBe('სესხები და განაკვეთები')
    const en = await loadMenu(t.payload, menu.id, 'en', null)
    expect(en?.entries.map((e) => [e.label, e.href, e.children.map((c) => c.href)])).toEqual([
      ['News', '/en/news', ['/en/news/category/mortgage']],
    ])
    // Every item has a number of its own, across both languages.
    const numbers = [ka!, en!].flatMap((m) =>
      m.entries.flatMap((e) => [e.itemId, ...e.children.map((c) => c.itemId)]),
    )
    expect(numbers.every((n) => typeof n === 'number' && n > 0)).toBe(true)
    expect(new Set(numbers).size).toBe(numbers.length)
  })

  it('gives the menu a first version: the admin lists and edits it', async () => {
    const listed = await t.payload.find({ collection: 'menus', draft: true, depth: 0 })
    expect(listed.docs.map((d) => d.slug)).toEqual(['main'])
    const edited = await t.payload.update({
      collection: 'menus',
      id: listed.docs[0]!.id,
      locale: 'en',
      data: { title: 'Main menu (edited)' },
    })
    expect(edited.items?.[0]?.label).toBe('News')
  })

  it('rolls back to the header’s own menu and forward again', async () => {
    const migration = list.find((m) => m.name.endsWith(MIGRATION))!
    const menu = (await t.payload.find({ collection: 'menus', depth: 0 })).docs[0]!
    // A link to a page: rolled back, it is the page's path.
    const about = await t.payload.create({
      collection: 'pages',
      data: { title: 'About', slug: 'about', _status: 'published' },
    })
    const en = await t.payload.findByID({ collection: 'menus', id: menu.id, locale: 'en' })
    await t.payload.update({
      collection: 'menus',
      id: menu.id,
      locale: 'en',
      data: {
        items: [
          ...(en.items ?? []),
          {
            label: 'About',
            link: { type: 'internal', doc: { relationTo: 'pages', value: about.id } },
          },
        ],
        _status: 'published',
      },
    })
    const db = t.payload.db as unknown as MigratingDb
    await (migration.down as (args: unknown) => Promise<void>)({
      db: db.drizzle,
      payload: t.payload,
      req: {},
    })
    // (PostgreSQL sorts languages as declared, SQLite by name: compared sorted.)
    expect(
      (await rows(`SELECT "_locale", "_order", "label", "href" FROM "header_nav"`)).sort(),
    ).toEqual([
      'en|1|News|/news',
      'en|2|About|/about',
      'ka|1|სიახლეები|/news',
      'ka|2|კონტაქტი|/contact',
    ])
    expect(
      (
        await rows(
          `SELECT "_locale", "_order", "label", "href", "description" FROM "header_nav_children"`,
        )
      ).sort(),
    ).toEqual([
      'en|1|Mortgage|/news/category/mortgage|Loans and rates',
      'ka|1|იპოთეკა|/news/category/mortgage|სესხები და განაკვეთები',
      'ka|2|ბაზარი|/news/category/market|null',
    ])
    await (migration.up as (args: unknown) => Promise<void>)({
      db: db.drizzle,
      payload: t.payload,
      req: {},
    })
    const header = await t.payload.findGlobal({ slug: 'header', depth: 0 })
    const again = await loadMenu(t.payload, header.mainMenu, 'en', null)
    expect(again?.entries.map((e) => [e.label, e.href])).toEqual([
      ['News', '/en/news'],
      ['About', '/en/about'],
    ])
  })
})
