/**
 * The one writer of `popup_stats` (tests/popups/one-writer.test.ts fails when another module of
 * `src/` names the table or writes the collection): a beacon adds one to a popup's count of the
 * day, and a popup's deletion takes its counts with it.
 *
 * A count is one statement, the same text on both databases: an INSERT … SELECT that reads the
 * popup (published only, so an unknown, draft or deleted id adds nothing) with
 * `ON CONFLICT (popup, day) DO UPDATE` adding to the day's row. On SQLite it runs on the writer
 * thread (`writeBatch`), off the request thread, like the site's other writes, and counts that
 * arrive together share a commit.
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
    return countGrouped(adapter, { sql: text, args: params })
  }
  const { rows } = await adapter.drizzle.execute!(query)
  return rows.length > 0
}

/** The most counts one SQLite commit holds. */
const MAX_COUNTS_PER_COMMIT = 256

interface Waiting {
  statement: Statement
  resolve: (counted: boolean) => void
  reject: (error: unknown) => void
}

/** Per adapter: counts waiting for the next commit, and whether one is under way. */
const groups = new WeakMap<object, { queue: Waiting[]; committing: boolean }>()

/** How many SQLite commits the counts took (tests: many beacons at once share commits). */
export const countCommits = { commits: 0, counts: 0 }

/**
 * SQLite: a count alone is committed at once; counts arriving while a commit is under way share
 * the next one (one fsync for many page views, as `src/db/group-commit.ts` does for inserts),
 * each answered once it is on disk. A failed batch fails its counts (503 to their beacons).
 */
function countGrouped(adapter: AdapterLike, statement: Statement): Promise<boolean> {
  const group = groups.get(adapter) ?? { queue: [], committing: false }
  groups.set(adapter, group)
  const waiting = new Promise<boolean>((resolve, reject) => {
    group.queue.push({ statement, resolve, reject })
  })
  if (!group.committing) void drain(adapter, group)
  return waiting
}

async function drain(adapter: AdapterLike, group: { queue: Waiting[]; committing: boolean }) {
  group.committing = true
  try {
    while (group.queue.length) {
      const batch = group.queue.splice(0, MAX_COUNTS_PER_COMMIT)
      countCommits.commits++
      countCommits.counts += batch.length
      try {
        const results = await writeBatch(
          adapter,
          batch.map((w) => w.statement),
        )
        batch.forEach((w, i) => w.resolve(Boolean(results[i]?.length)))
      } catch (error) {
        for (const w of batch) w.reject(error)
      }
    }
  } finally {
    group.committing = false
  }
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
