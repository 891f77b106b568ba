import 'server-only'

import { eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Page, Post } from '@/payload-types'

import { getDraftViewer, getPayloadClient } from './payload'

type Publishable = 'pages' | 'posts'
type DocOf<C extends Publishable> = C extends 'pages' ? Page : Post

/** Visitors see published documents only. */
export const published: Where = { _status: { equals: 'published' } }

/**
 * A page or post by slug: the published version for visitors; in a signed-in editor's preview
 * (draft mode and a session) the latest draft, read with that editor's access.
 */
export async function findBySlug<C extends Publishable>(
  collection: C,
  slug: string,
  locale: Locale,
): Promise<DocOf<C> | null> {
  const viewer = await getDraftViewer()
  const draft = Boolean(viewer)
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    locale,
    draft,
    where: draft ? { slug: { equals: slug } } : { and: [{ slug: { equals: slug } }, published] },
    limit: 1,
    depth: 2,
    // Drafts are read as the editor (Payload's access rules decide), never with access overridden.
    overrideAccess: false,
    ...(viewer ? { user: viewer } : {}),
    pagination: false,
  })
  return (result.docs[0] as DocOf<C> | undefined) ?? null
}

type Column = Parameters<typeof eq>[0]
interface SlugTable {
  slug: Column
  updatedAt: Column
  _status: Column
}
interface SelectDb {
  tables: Record<string, SlugTable | undefined>
  drizzle: {
    select: (columns: Record<string, Column>) => {
      from: (table: SlugTable) => {
        where: (condition: unknown) => PromiseLike<Array<{ slug: unknown; updatedAt: unknown }>>
      }
    }
  }
}

/**
 * Every published page's or post's slug and date, for the sitemap. Two columns straight from the
 * collection's table: the same rows `find` with `_status: published` reads, without Payload's
 * per-document field hooks, which cost ~50 µs a post (the sitemap lists every post).
 */
export async function listPublishedSlugs(
  collection: Publishable,
  payload?: Payload,
): Promise<Array<{ slug: string; updatedAt: string }>> {
  const db = (payload ?? (await getPayloadClient())).db as unknown as SelectDb
  const table = db.tables[collection]
  if (!table) throw new Error(`The ${collection} table is missing.`)
  const rows = await db.drizzle
    .select({ slug: table.slug, updatedAt: table.updatedAt })
    .from(table)
    .where(eq(table._status, 'published'))
  const out: Array<{ slug: string; updatedAt: string }> = []
  for (const row of rows) {
    if (typeof row.slug !== 'string' || !row.slug) continue
    // As Payload reads it: ISO 8601 in UTC (PostgreSQL answers `2026-11-25 18:00:00+00`).
    out.push({ slug: row.slug, updatedAt: new Date(String(row.updatedAt)).toISOString() })
  }
  return out
}
