/**
 * The `admin_time_zone_property_drafts` migration on a database that already has content (SQLite
 * and PostgreSQL): rows written under the previous schema get their dates' zone (events, countdown
 * blocks in the pages' JSON), listings become published with a first version and keep
 * their translations, photos and status, and the site settings name the enquiry form the pages
 * used to find by its title. New documents get the zone by default.
 */
import { sql } from '@payloadcms/db-sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const MIGRATION = '_admin_time_zone_property_drafts'

type Migration = { name: string; up: unknown; down: unknown }
interface MigratingDb {
  dropDatabase: (args: { adapter: unknown }) => Promise<void>
  migrate: (args: { migrations: Migration[] }) => Promise<void>
  drizzle: {
    run?: (query: unknown) => Promise<unknown>
    execute?: (query: unknown) => Promise<unknown>
  }
}

// The previous schema's rows, with ids of their own (the sequences are not asked).
const oldRows = (kind: 'sqlite' | 'postgres') => {
  const json = (value: unknown) =>
    kind === 'postgres' ? `'${JSON.stringify(value)}'::jsonb` : `'${JSON.stringify(value)}'`
  const layout = [
    { id: 'c1', blockType: 'richText', content: null },
    {
      id: 'c2',
      blockType: 'countdown',
      heading: 'Open day',
      endsAt: '2026-12-31T20:00:00.000Z',
      finishTitle: 'Welcome',
    },
  ]
  return [
    `INSERT INTO "events" ("id", "slug", "starts_at", "ends_at") VALUES (9001, 'old-event', '2026-12-01T15:00:00.000Z', '2026-12-01T17:00:00.000Z')`,
    `INSERT INTO "events_locales" ("title", "_locale", "_parent_id") VALUES ('ძველი ღონისძიება', 'ka', 9001)`,
    `INSERT INTO "pages" ("id", "slug", "_status") VALUES (9002, 'open-day', 'published')`,
    `INSERT INTO "pages_locales" ("title", "layout", "_locale", "_parent_id") VALUES ('ღია კარის დღე', ${json(layout)}, 'ka', 9002)`,
    `INSERT INTO "property_districts" ("id", "city", "slug") VALUES (9003, 'tbilisi', 'vake')`,
    `INSERT INTO "property_districts_locales" ("title", "_locale", "_parent_id") VALUES ('ვაკე', 'ka', 9003)`,
    `INSERT INTO "property_types" ("id", "slug") VALUES (9004, 'flat')`,
    `INSERT INTO "property_types_locales" ("title", "_locale", "_parent_id") VALUES ('ბინა', 'ka', 9004)`,
    `INSERT INTO "media" ("id", "url", "filename", "mime_type") VALUES (9005, '/api/media/file/old.png', 'old.png', 'image/png')`,
    `INSERT INTO "media_locales" ("alt", "_locale", "_parent_id") VALUES ('ოთახი', 'ka', 9005)`,
    `INSERT INTO "properties" ("id", "slug", "deal_type", "status", "price_gel", "district_id", "property_type_id") VALUES (9006, 'old-flat', 'sale', 'reserved', 250000, 9003, 9004)`,
    `INSERT INTO "properties_locales" ("title", "_locale", "_parent_id") VALUES ('ძველი ბინა', 'ka', 9006)`,
    `INSERT INTO "properties_locales" ("title", "_locale", "_parent_id") VALUES ('Old flat', 'en', 9006)`,
    `INSERT INTO "properties_rels" ("order", "parent_id", "path", "media_id") VALUES (1, 9006, 'gallery', 9005)`,
    `INSERT INTO "forms" ("id", "title") VALUES (9007, 'Contact')`,
    `INSERT INTO "forms" ("id", "title") VALUES (9008, 'Property enquiry')`,
    `INSERT INTO "site_settings" ("id", "contact_phone") VALUES (1, '+995 32 200 00 00')`,
    `INSERT INTO "site_settings_locales" ("site_name", "_locale", "_parent_id") VALUES ('სახლი', 'ka', 1)`,
  ]
}

describe.each(databaseKinds)('the admin time-zone migration on %s', (kind) => {
  let t: TestPayload

  beforeAll(async () => {
    t = await startPayload(kind)
    const { migrations } =
      kind === 'sqlite'
        ? await import('@/db/migrations/sqlite/index')
        : await import('@/db/migrations/postgres/index')
    const list = migrations as Migration[]
    const at = list.findIndex((m) => m.name.endsWith(MIGRATION))
    expect(at).toBeGreaterThan(0)
    // Back to the schema before it, with content written as the site wrote it then.
    const db = t.payload.db as unknown as MigratingDb
    await db.dropDatabase({ adapter: t.payload.db })
    await db.migrate({ migrations: list.slice(0, at) })
    for (const statement of oldRows(kind)) {
      const query = sql.raw(statement)
      if (kind === 'sqlite') await db.drizzle.run!(query)
      else await db.drizzle.execute!(query)
    }
    await db.migrate({ migrations: list })
  }, 180_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('gives every existing date its zone: events and countdown blocks', async () => {
    const event = await t.payload.findByID({ collection: 'events', id: 9001, depth: 0 })
    expect(event.startsAt_tz).toBe('Asia/Tbilisi')
    expect(event.endsAt_tz).toBe('Asia/Tbilisi')
    expect(event.startsAt).toBe('2026-12-01T15:00:00.000Z')
    const page = await t.payload.findByID({ collection: 'pages', id: 9002, locale: 'ka' })
    const countdown = page.layout?.find((b) => b.blockType === 'countdown')
    expect(countdown).toMatchObject({
      endsAt: '2026-12-31T20:00:00.000Z',
      endsAt_tz: 'Asia/Tbilisi',
    })
    // Other blocks are left as they were.
    expect(page.layout?.find((b) => b.blockType === 'richText')).not.toHaveProperty('endsAt_tz')
  })

  it('publishes existing listings with a first version, keeping translations, photos and status', async () => {
    const visitorRead = await t.payload.find({
      collection: 'properties',
      where: { _status: { equals: 'published' } },
      locale: 'en',
      depth: 0,
      overrideAccess: false,
    })
    expect(visitorRead.docs.map((p) => p.slug)).toEqual(['old-flat'])
    const property = visitorRead.docs[0]!
    expect(property.title).toBe('Old flat')
    expect(property.status).toBe('reserved')
    expect(property.gallery).toEqual([9005])
    // What an editor's preview and the admin read: the version, the same content.
    const draft = await t.payload.find({
      collection: 'properties',
      draft: true,
      where: { slug: { equals: 'old-flat' } },
      locale: 'ka',
      depth: 0,
    })
    expect(draft.docs[0]).toMatchObject({
      id: 9006,
      title: 'ძველი ბინა',
      _status: 'published',
      status: 'reserved',
      gallery: [9005],
    })
    const versions = await t.payload.findVersions({
      collection: 'properties',
      where: { parent: { equals: 9006 } },
      depth: 0,
    })
    expect(versions.totalDocs).toBe(1)
    expect(versions.docs[0]!.latest).toBe(true)
  })

  it('names the enquiry form the property pages found by its title', async () => {
    const settings = await t.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.propertyEnquiryForm).toBe(9008)
    expect(settings.contact?.phone).toBe('+995 32 200 00 00')
  })

  it('rolls back without losing the listings’ translations and photos or the site settings', async () => {
    const { migrations } =
      kind === 'sqlite'
        ? await import('@/db/migrations/sqlite/index')
        : await import('@/db/migrations/postgres/index')
    const migration = (migrations as Migration[]).find((m) => m.name.endsWith(MIGRATION))!
    const db = t.payload.db as unknown as MigratingDb
    // A listing never published: the older schema (every listing public) has no place for it.
    await t.payload.create({
      collection: 'properties',
      draft: true,
      data: { title: 'Draft', slug: 'draft-listing', _status: 'draft' },
    })
    const down = migration.down as (args: unknown) => Promise<void>
    await down({ db: db.drizzle, payload: t.payload, req: {} })
    const rows = async (query: string) => {
      const result = (
        kind === 'sqlite'
          ? await (db.drizzle as { all: (q: unknown) => Promise<unknown> }).all(sql.raw(query))
          : ((await db.drizzle.execute!(sql.raw(query))) as { rows: unknown }).rows
      ) as Record<string, unknown>[]
      return result.map((row) => Object.values(row).map(String).join('|'))
    }
    expect(await rows(`SELECT "slug", "status" FROM "properties" ORDER BY "id"`)).toEqual([
      'old-flat|reserved',
    ])
    expect(
      (await rows(`SELECT "title" FROM "properties_locales" WHERE "_parent_id" = 9006`)).sort(),
    ).toEqual(['Old flat', 'ძველი ბინა'])
    expect(await rows(`SELECT "media_id" FROM "properties_rels" WHERE "parent_id" = 9006`)).toEqual(
      ['9005'],
    )
    expect(await rows(`SELECT "site_name" FROM "site_settings_locales"`)).toEqual(['სახლი'])
    // And forward again, as a later start would.
    await (migration.up as (args: unknown) => Promise<void>)({
      db: db.drizzle,
      payload: t.payload,
      req: {},
    })
    const again = await t.payload.find({ collection: 'properties', locale: 'en', depth: 0 })
    expect(again.docs.map((p) => [p.slug, p.title, p._status])).toEqual([
      ['old-flat', 'Old flat', 'published'],
    ])
  })

  it('gives new events and posts the zone by default', async () => {
    const event = await t.payload.create({
      collection: 'events',
      locale: 'ka',
      data: { title: 'ახალი', slug: 'new-event', startsAt: '2026-12-05T20:00:00.000Z' },
    })
    expect(event.startsAt_tz).toBe('Asia/Tbilisi')
    const post = await t.payload.create({
      collection: 'posts',
      locale: 'ka',
      draft: true,
      data: {
        title: 'სიახლე',
        slug: 'new-post',
        publishedAt: '2026-12-05T08:00:00.000Z',
        _status: 'draft',
      },
    })
    expect(post.publishedAt_tz).toBe('Asia/Tbilisi')
  })
})
