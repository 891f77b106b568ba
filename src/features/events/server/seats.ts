/**
 * Seats counted exactly under concurrency: every decision and the write it leads to are one atomic
 * step (a SQLite batch on the writer thread, or a PostgreSQL transaction that locks the event's
 * row). A join's decision is `./join-decision.ts`; the database parts both share, `./seat-db.ts`.
 *
 * Past the join, each change is written once for both databases (drizzle's `sql`) and run by one
 * of two paths that hold the database-specific parts: `updateMemberWithMail` (a member's
 * conditional change and its mail) and `changeSeats` (whatever frees seats, then the waiting
 * list promoted into every free seat, in order, mailed).
 */
import type { Payload } from 'payload'
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'

import type { Statement } from '@/db/insert-statement'
import { writeBatch } from '@/db/sqlite-writer'
import { queueMailInTransaction, queueMailStatement, type OutgoingMail } from '@/features/mail'

import { ALREADY_NOTICE_INTERVAL_MS, SEAT_HOLD_MS } from '../model/constants'

import {
  dbOf,
  inTransaction,
  type InTransaction,
  isSqlite,
  later,
  LIVE,
  memberSource,
  SEATS,
  selectedMember,
  statement,
} from './seat-db'

/**
 * The one way a member changes with its mail, on both databases: `update` (`UPDATE
 * "event_members" … WHERE "id" = <memberId> AND <condition> RETURNING "id"`) changes the member or
 * nothing, and `mail` is queued only when it did, in the same transaction. True when it did.
 */
async function updateMemberWithMail(
  payload: Payload,
  memberId: number,
  update: SQL,
  mail: OutgoingMail,
  now: string,
): Promise<boolean> {
  if (isSqlite(payload)) {
    const [changed] = await writeBatch(dbOf(payload), [
      statement(payload, update),
      queueMailStatement(
        payload,
        selectedMember(`"source"."id" = ? AND changes() > 0`, [memberId]),
        [mail],
        now,
      ),
    ])
    return Boolean(changed?.length)
  }
  return inTransaction(payload, {}, async (tx) => {
    if (!(await tx.execute(update)).rows.length) return false
    await queueMailInTransaction(payload, tx, memberSource(memberId), [mail], now)
    return true
  })
}

/**
 * Confirms a held seat (the member followed the mailed link) and queues `mail` with it: only a
 * `pending` member whose hold has not run out. False when there was nothing to confirm.
 */
export async function confirmSeat(
  payload: Payload,
  memberId: number,
  mail: OutgoingMail,
  at = new Date(),
): Promise<boolean> {
  const now = at.toISOString()
  return updateMemberWithMail(
    payload,
    memberId,
    sql`UPDATE "event_members" SET "status" = 'confirmed', "confirmed_at" = ${now},
        "hold_until" = NULL, "updated_at" = ${now}
      WHERE "id" = ${memberId} AND "status" = 'pending' AND "hold_until" > ${now}
      RETURNING "id"`,
    mail,
    now,
  )
}

/**
 * Queues `mail` for a member unless one such notice went out within the last
 * `ALREADY_NOTICE_INTERVAL_MS` (a claim on `noticed_at`, so parallel joins send one). True when
 * queued.
 */
export async function queueNotice(
  payload: Payload,
  memberId: number,
  mail: OutgoingMail,
  at = new Date(),
): Promise<boolean> {
  const now = at.toISOString()
  const before = new Date(at.getTime() - ALREADY_NOTICE_INTERVAL_MS).toISOString()
  return updateMemberWithMail(
    payload,
    memberId,
    sql`UPDATE "event_members" SET "noticed_at" = ${now}
      WHERE "id" = ${memberId} AND ("noticed_at" IS NULL OR "noticed_at" <= ${before})
      RETURNING "id"`,
    mail,
    now,
  )
}

/** Builds the mail of a waitlisted member just given a held seat (null: none to send). */
export type PromotionMail = (promotedId: number) => Promise<OutgoingMail | null>

/** The most members one promotion moves when the capacity is unlimited (any waiting list fits). */
const UNLIMITED = 1_000_000

/**
 * Gives the free seats of event `event` (an id, or a query answering it) to its waiting list,
 * oldest first, each held for `SEAT_HOLD_MS`: as many as the capacity leaves free once the held
 * and confirmed seats are counted, none once the event has started. One statement for both
 * databases; the caller has taken the write lock (SQLite's batch) or the event's row (PostgreSQL).
 */
function promotion(event: SQL | number, now: string, holdUntil: string): SQL {
  const held = sql`(SELECT count(*) FROM "event_members" c
    WHERE c."event_id" = e."id" AND c."status" IN (${sql.raw(SEATS)}))`
  return sql`UPDATE "event_members" SET "status" = 'pending', "hold_until" = ${holdUntil},
      "updated_at" = ${now}
    WHERE "id" IN (SELECT w."id" FROM "event_members" w
      WHERE w."event_id" = ${event} AND w."status" = 'waitlisted'
      ORDER BY w."created_at", w."id"
      LIMIT (SELECT coalesce(max(CAST(CASE
          WHEN e."starts_at" <= ${now} THEN 0
          WHEN e."capacity" IS NULL THEN ${sql.raw(String(UNLIMITED))}
          WHEN ${held} >= e."capacity" THEN 0
          ELSE e."capacity" - ${held} END AS INTEGER)), 0)
        FROM "events" e WHERE e."id" = ${event}))
    RETURNING "id", "created_at"`
}

export interface SeatsOutcome {
  /** The rows `change` answered (empty: it changed nothing). */
  changed: Record<string, unknown>[]
  /** The waitlisted members given a seat, in their waiting-list order. */
  promoted: number[]
}

/**
 * The one path by which seats appear: `change` (an UPDATE or DELETE of members that may free
 * seats, or nothing when the seats appeared another way, e.g. a raised capacity) and the promotion
 * of the waiting list into every free seat are one atomic step; each promoted member's mail
 * (`mailFor`) is queued in the same transaction on PostgreSQL and right after it on SQLite (whose
 * batch cannot call back). The promotion runs whatever `change` did: free seats and a waiting list
 * never stay side by side.
 */
async function changeSeats(
  payload: Payload,
  event: SQL | number,
  change: SQL | null,
  mailFor: PromotionMail,
  at: Date,
  options: InTransaction = {},
): Promise<SeatsOutcome> {
  const now = at.toISOString()
  const promote = promotion(event, now, later(at, SEAT_HOLD_MS))
  const inOrder = (rows: Record<string, unknown>[]) =>
    rows
      .map((row) => ({ id: Number(row.id), at: String(row.created_at) }))
      .sort((a, b) => (a.at === b.at ? a.id - b.id : a.at < b.at ? -1 : 1))
      .map((row) => row.id)

  if (isSqlite(payload)) {
    const db = dbOf(payload)
    const results = await writeBatch(db, [
      ...(change ? [statement(payload, change)] : []),
      statement(payload, promote),
    ])
    const changed = change ? (results[0] ?? []) : []
    const promoted = inOrder(results[change ? 1 : 0] ?? [])
    const mails: Statement[] = []
    for (const id of promoted) {
      const mail = await mailFor(id)
      if (mail) mails.push(queueMailStatement(payload, memberSource(id), [mail], now))
    }
    if (mails.length) await writeBatch(db, mails)
    return { changed, promoted }
  }

  return inTransaction(payload, options, async (tx) => {
    // The event's row first: joins wait for it, so the seats counted below stay counted.
    await tx.execute(sql`SELECT "id" FROM "events" WHERE "id" = ${event} FOR UPDATE`)
    const changed = change ? (await tx.execute(change)).rows : []
    const promoted = inOrder((await tx.execute(promote)).rows)
    for (const id of promoted) {
      const mail = await mailFor(id)
      if (mail) await queueMailInTransaction(payload, tx, memberSource(id), [mail], now)
    }
    return { changed, promoted }
  })
}

export interface FreeOutcome {
  /** False when the member was not found or was not in that state any more. */
  freed: boolean
  eventId?: number
  /** The waitlisted members given the freed seats (held, `pending`), in order. */
  promoted: number[]
}

/**
 * Frees a member's place: `cancel` (the member's link: any live registration) or `expire` (a held
 * seat whose hold ran out); the waiting list gets the seats that frees (`changeSeats`).
 */
export async function freeSeat(
  payload: Payload,
  memberId: number,
  how: 'cancel' | 'expire',
  promotionMail: PromotionMail,
  at = new Date(),
): Promise<FreeOutcome> {
  const now = at.toISOString()
  const which =
    how === 'cancel'
      ? sql`"status" IN (${sql.raw(LIVE)})`
      : sql`"status" = 'pending' AND "hold_until" <= ${now}`
  const { changed, promoted } = await changeSeats(
    payload,
    sql`(SELECT "event_id" FROM "event_members" WHERE "id" = ${memberId})`,
    sql`UPDATE "event_members" SET "status" = ${how === 'cancel' ? 'cancelled' : 'expired'},
        "hold_until" = NULL, "updated_at" = ${now}
      WHERE "id" = ${memberId} AND ${which} RETURNING "event_id"`,
    promotionMail,
    at,
  )
  const row = changed[0]
  if (!row) return { freed: false, promoted }
  return { freed: true, eventId: Number(row.event_id), promoted }
}

/**
 * Gives an event's free seats to its waiting list, in order, mailed: after seats appeared by a
 * route that is not a member's link (a raised capacity, an editor's change or deletion of a
 * member). Answers the promoted members. In a Payload hook, pass its `req`.
 */
export async function promoteWaitlist(
  payload: Payload,
  eventId: number,
  promotionMail: PromotionMail,
  options: InTransaction & { at?: Date } = {},
): Promise<number[]> {
  const outcome = await changeSeats(
    payload,
    eventId,
    null,
    promotionMail,
    options.at ?? new Date(),
    options,
  )
  return outcome.promoted
}

/**
 * The seats of an event held or confirmed. In a Payload operation on PostgreSQL (`req`), the
 * event's row is locked first: joins wait until the operation commits, so a capacity checked
 * against this count is still right when it is written.
 */
export async function seatsTaken(
  payload: Payload,
  eventId: number,
  options: InTransaction = {},
): Promise<number> {
  const count = sql`SELECT count(*) AS "n" FROM "event_members"
    WHERE "event_id" = ${eventId} AND "status" IN (${sql.raw(SEATS)})`
  if (isSqlite(payload)) return Number((await dbOf(payload).drizzle.all(count))[0]?.n ?? 0)
  return inTransaction(payload, options, async (tx) => {
    await tx.execute(sql`SELECT "id" FROM "events" WHERE "id" = ${eventId} FOR UPDATE`)
    return Number((await tx.execute(count)).rows[0]?.n ?? 0)
  })
}
