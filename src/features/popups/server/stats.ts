/**
 * The one writer of `popup_stats` (tests/popups/one-writer.test.ts fails when another module of
 * `src/` names the table or writes the collection): a beacon adds one to a popup's count of the
 * day, and a popup's deletion takes its counts with it.
 *
 * A count is one statement, the same text on both databases: an INSERT … SELECT that reads the
 * popup (published only, so an unknown, draft or deleted id adds nothing) with
 * `ON CONFLICT (popup, day) DO UPDATE` adding to the day's row. On SQLite it runs on the writer
 * thread (`writeBatch`), off the request thread, like the site's other writes.
 */
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { isSqlite, runStatement } from '@/db/dialect'
import type { Statement } from '@/db/insert-statement'
import { type SqliteAdapterLike, writeBatch } from '@/db/sqlite-writer'
import { SITE_TIME_ZONE } from '@/shared/constants'

import type { PopupEvent } from '../beacon'

interface AdapterLike extends SqliteAdapterLike {
  drizzle: {
    dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } }
    execute?: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
  }
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day a count belongs to: Tbilisi's (`YYYY-MM-DD`), as editors read the site. */
export function statsDay(at: Date): string {
  return dayFormat.format(at)
}

/**
 * Adds one `event` to popup `popupId`'s count of the day `at` falls on. False when there is no
 * such published popup (nothing is written).
 */
export async function countPopupEvent(
  payload: Payload,
  popupId: number,
  event: PopupEvent,
  at = new Date(),
): Promise<boolean> {
  const now = at.toISOString()
  const day = statsDay(at)
  const one = (wanted: PopupEvent) => (event === wanted ? 1 : 0)
  const query = sql`INSERT INTO "popup_stats"
      ("popup_id", "day", "views", "closes", "conversions", "updated_at", "created_at")
    SELECT "id", ${day}, ${one('view')}, ${one('close')}, ${one('conversion')}, ${now}, ${now}
      FROM "popups" WHERE "id" = ${popupId} AND "_status" = 'published'
    ON CONFLICT ("popup_id", "day") DO UPDATE SET
      "views" = "popup_stats"."views" + excluded."views",
      "closes" = "popup_stats"."closes" + excluded."closes",
      "conversions" = "popup_stats"."conversions" + excluded."conversions",
      "updated_at" = excluded."updated_at"
    RETURNING "id"`
  const adapter = payload.db as unknown as AdapterLike
  if (isSqlite(payload)) {
    const { sql: text, params } = adapter.drizzle.dialect.sqlToQuery(query)
    const statement: Statement = { sql: text, args: params }
    const [rows] = await writeBatch(adapter, [statement])
    return Boolean(rows?.length)
  }
  const { rows } = await adapter.drizzle.execute!(query)
  return rows.length > 0
}

/** Deletes popup `popupId`'s counts, in `req`'s operation (the popup's own deletion). */
export async function deleteStatsOf(
  payload: Payload,
  popupId: number,
  req?: PayloadRequest,
): Promise<void> {
  if (!Number.isSafeInteger(popupId)) return
  await runStatement(payload, sql`DELETE FROM "popup_stats" WHERE "popup_id" = ${popupId}`, {
    req,
  })
}
