/**
 * Every menu item has a number of its own: `menu-item-{n}` in the page and the `id` ElementsKit's
 * script sends to `megamenu_content` (docs/compatibility.md, "Mega menu"). Positive, unique
 * across menus and languages, kept while the item lives (moving or renaming it keeps it). Payload's
 * row ids are 24 hex digits, which the compatible API's ids (ten digits at most) cannot carry.
 */
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { isPositiveId } from '@/lib/ids'

interface Row {
  itemId?: number | null
  children?: Row[] | null
  flyout?: Row[] | null
}

function walk(rows: Row[] | null | undefined, visit: (row: Row) => void): void {
  for (const row of rows ?? []) {
    if (!row || typeof row !== 'object') continue
    visit(row)
    walk(row.children, visit)
    walk(row.flyout, visit)
  }
}

/**
 * The numbers other menus use (published and latest drafts, every language), and this menu's in
 * its other languages: a copy of a row (the admin's "duplicate", copying a language) gets a new one.
 * And the highest number seen anywhere, this menu's included: a new item never takes an old one's.
 */
async function numbersInUse(
  req: PayloadRequest,
  self: number | string | undefined,
  locale: string,
): Promise<{ used: Set<number>; highest: number }> {
  const used = new Set<number>()
  let highest = 0
  // The Local API sets the request's language to the one it reads (all): the save goes on in its own.
  const { locale: saving, fallbackLocale } = req
  for (const draft of [false, true]) {
    const { docs } = await req.payload
      .find({
        collection: 'menus',
        locale: 'all',
        draft,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { items: true },
        req,
      })
      .finally(() => {
        req.locale = saving
        req.fallbackLocale = fallbackLocale
      })
    for (const doc of docs) {
      const byLocale = (doc as { items?: Record<string, Row[] | null> | null }).items ?? {}
      for (const [code, rows] of Object.entries(byLocale)) {
        const own = doc.id === self && code === locale
        walk(rows, (row) => {
          if (!isPositiveId(row.itemId)) return
          highest = Math.max(highest, row.itemId)
          if (!own) used.add(row.itemId)
        })
      }
    }
  }
  return { used, highest }
}

/** Payload's open PostgreSQL transactions by id (SQLite has none). */
interface Sessions {
  sessions?: Record<string, { db: { execute: (query: SQL) => Promise<unknown> } }>
}

/**
 * PostgreSQL: the save's transaction takes a lock of its own until it commits, so saves at the
 * same moment (on any instance) read the numbers in turn, each after the one before is written.
 */
async function takeTurn(req: PayloadRequest): Promise<void> {
  const id = req.transactionID === undefined ? undefined : await req.transactionID
  const session = id === undefined ? undefined : (req.payload.db as Sessions).sessions?.[String(id)]
  await session?.db.execute(sql`select pg_advisory_xact_lock(hashtext('sakhli:menu-item-ids'))`)
}

/**
 * The highest number this process has handed out, by Payload instance: SQLite saves run without a
 * transaction, so two at once read the same highest number; the second then counts on from the
 * first's (the numbering after the read is synchronous). A SQLite site runs as one process.
 */
const handedOut = new WeakMap<object, number>()

export const assignItemIds: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const rows = (data as { items?: Row[] | null }).items
  if (!Array.isArray(rows)) return data
  await takeTurn(req)
  const inUse = await numbersInUse(req, originalDoc?.id, String(req.locale ?? ''))
  const { used } = inUse
  let highest = Math.max(inUse.highest, handedOut.get(req.payload) ?? 0)
  walk(rows, (row) => {
    if (isPositiveId(row.itemId)) highest = Math.max(highest, row.itemId)
  })
  const kept = new Set<number>()
  walk(rows, (row) => {
    const id = row.itemId
    if (isPositiveId(id) && !kept.has(id) && !used.has(id)) kept.add(id)
    else row.itemId = ++highest
  })
  handedOut.set(req.payload, highest)
  return data
}
