/**
 * Seats counted exactly under concurrency (the theme read the counter, added one and wrote it
 * back, so parallel joins overbooked). Every decision and the write it leads to are one atomic
 * step:
 * - SQLite: one batch on the writer thread (`BEGIN IMMEDIATE`: the write lock is taken before
 *   anything is counted); a join's decision is made inside its INSERT's SELECT, and the member's
 *   mail is inserted in the same batch only for the status the member got.
 * - PostgreSQL: a transaction that locks the event's row (`FOR UPDATE`) before counting.
 *
 * A seat is held by a `pending` member (until the mailed link is followed, `SEAT_HOLD_MS`) or a
 * `confirmed` one; joins close when the event starts; one client address holds at most
 * `SEATS_PER_CLIENT` live registrations of an event.
 */
import type { Payload } from 'payload'
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'

import { type SqliteAdapterLike, writeBatch } from '@/db/sqlite-writer'
import {
  queueMailInTransaction,
  queueMailStatement,
  type MailSource,
  type OutgoingMail,
  type SelectedMailSource,
} from '@/features/mail'

import {
  ALREADY_NOTICE_INTERVAL_MS,
  LIVE_STATUSES,
  SEAT_HOLD_MS,
  SEAT_STATUSES,
  SEATS_PER_CLIENT,
  type MemberStatus,
} from '../model/constants'

export interface NewMember {
  eventId: number
  name: string
  email: string
  phone: string
  company: string
  locale: string
  ref: string
  spam: boolean
  spamScore: number
  spamReasons: string
  /** The client address's keyed hash (`./client-key.ts`); null when the address is unknown. */
  clientKey: string | null
}

/** A live registration of the same address that a second join found. */
export interface ExistingMember {
  id: number
  ref: string
  status: Extract<MemberStatus, 'pending' | 'confirmed' | 'waitlisted'>
}

export type JoinOutcome =
  | { ok: true; id: number; status: 'pending' | 'waitlisted' }
  | { ok: false; reason: 'not-found' | 'closed' | 'client-limit' | 'full' }
  /** The address is in already: `wouldBe` is what a first join would have got just now. */
  | { ok: false; reason: 'duplicate'; existing: ExistingMember; wouldBe: 'pending' | 'waitlisted' }

interface PgTx {
  execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
}
interface DbLike extends SqliteAdapterLike {
  name: string
  drizzle: { transaction: <T>(run: (tx: PgTx) => Promise<T>) => Promise<T> }
}

const dbOf = (payload: Payload) => payload.db as unknown as DbLike
const isSqlite = (payload: Payload) => dbOf(payload).name === 'sqlite'

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ')
const SEATS = list(SEAT_STATUSES)
const LIVE = list(LIVE_STATUSES)

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()

/** Mail about a member, known by id. */
const memberSource = (id: number): MailSource => ({ collection: 'event-members', id })

/**
 * SQLite: mail about the member that `where` (over `source`, a row of `event_members`) selects
 * after the batch's earlier statements, if any.
 */
const selectedMember = (where: string, args: unknown[]): SelectedMailSource => ({
  collection: 'event-members',
  table: 'event_members',
  where,
  args,
})

/**
 * Adds a member: a held seat (`pending`) while seats are left, else `waitlisted` when the event
 * has a waiting list, else nothing. Refused once the event has started, when the client address
 * has its `SEATS_PER_CLIENT` live registrations of the event, and when the address (lower-cased)
 * is in already: that answers what a first join would have got, for an answer that does not
 * tell. `mails` are queued in the same transaction, the one matching the status the member got.
 */
export async function insertMember(
  payload: Payload,
  m: NewMember,
  mails: { pending: OutgoingMail; waitlisted: OutgoingMail },
  at = new Date(),
): Promise<JoinOutcome> {
  const now = at.toISOString()
  const holdUntil = later(at, SEAT_HOLD_MS)
  const email = m.email.toLowerCase()
  if (isSqlite(payload)) {
    const held = `(SELECT count(*) FROM "event_members" c WHERE c."event_id" = e."id" AND c."status" IN (${SEATS}))`
    const free = `(e."capacity" IS NULL OR ${held} < e."capacity")`
    const clientSeats = `(SELECT count(*) FROM "event_members" k WHERE k."event_id" = e."id" AND k."client_key" = ? AND k."status" IN (${LIVE}))`
    const results = await writeBatch(dbOf(payload), [
      {
        sql: `INSERT INTO "event_members" ("event_id", "name", "email", "phone", "company",
              "status", "locale", "ref", "spam", "spam_score", "spam_reasons", "hold_until",
              "client_key", "created_at", "updated_at")
            SELECT e."id", ?, ?, ?, ?,
              CASE WHEN ${free} THEN 'pending' ELSE 'waitlisted' END,
              ?, ?, ?, ?, ?,
              CASE WHEN ${free} THEN ? ELSE NULL END,
              ?, ?, ?
            FROM "events" e
            WHERE e."id" = ? AND e."starts_at" > ?
              AND (${free} OR e."waitlist" = 1)
              AND (? IS NULL OR ${clientSeats} < ${SEATS_PER_CLIENT})
              AND NOT EXISTS (SELECT 1 FROM "event_members" d WHERE d."event_id" = e."id"
                AND lower(d."email") = ? AND d."status" IN (${LIVE}))`,
        args: [
          m.name,
          m.email,
          m.phone,
          m.company,
          m.locale,
          m.ref,
          m.spam ? 1 : 0,
          m.spamScore,
          m.spamReasons,
          holdUntil,
          m.clientKey,
          now,
          now,
          m.eventId,
          now,
          m.clientKey,
          m.clientKey,
          email,
        ],
      },
      queueMailStatement(
        payload,
        selectedMember(`"source"."ref" = ? AND "source"."status" = 'pending'`, [m.ref]),
        [mails.pending],
        now,
      ),
      queueMailStatement(
        payload,
        selectedMember(`"source"."ref" = ? AND "source"."status" = 'waitlisted'`, [m.ref]),
        [mails.waitlisted],
        now,
      ),
      { sql: `SELECT "id", "status" FROM "event_members" WHERE "ref" = ?`, args: [m.ref] },
      // Why nothing was inserted, read under the same lock as the INSERT's decision.
      {
        sql: `SELECT e."starts_at" > ? AS "open", ${free} AS "free", e."waitlist" AS "waitlist",
              ${clientSeats} AS "client_seats",
              d."id" AS "dup_id", d."ref" AS "dup_ref", d."status" AS "dup_status"
            FROM "events" e
            LEFT JOIN "event_members" d ON d."event_id" = e."id" AND lower(d."email") = ?
              AND d."status" IN (${LIVE})
            WHERE e."id" = ?
            LIMIT 1`,
        args: [now, m.clientKey, email, m.eventId],
      },
    ])
    const row = results[3]?.[0]
    if (row) return { ok: true, id: Number(row.id), status: row.status as 'pending' | 'waitlisted' }
    const facts = results[4]?.[0]
    if (!facts) return { ok: false, reason: 'not-found' }
    const refused = refusal(m, {
      open: Boolean(Number(facts.open)),
      free: Boolean(Number(facts.free)),
      waitlist: Boolean(Number(facts.waitlist)),
      clientSeats: Number(facts.client_seats),
      existing:
        facts.dup_id === null || facts.dup_id === undefined
          ? null
          : {
              id: Number(facts.dup_id),
              ref: String(facts.dup_ref),
              status: facts.dup_status as ExistingMember['status'],
            },
    })
    // The INSERT decided under the same lock: a refusal is always found; `full` stays safe.
    return refused ?? { ok: false, reason: 'full' }
  }

  return dbOf(payload).drizzle.transaction(async (tx): Promise<JoinOutcome> => {
    const locked = await tx.execute(
      sql`SELECT "capacity", "waitlist", "starts_at" > ${now} AS "open" FROM "events"
        WHERE "id" = ${m.eventId} FOR UPDATE`,
    )
    const event = locked.rows[0]
    if (!event) return { ok: false, reason: 'not-found' }
    const counted = await tx.execute(
      sql`SELECT
          count(*) FILTER (WHERE "status" IN (${sql.raw(SEATS)}))::int AS "held",
          count(*) FILTER (WHERE "client_key" = ${m.clientKey}
            AND "status" IN (${sql.raw(LIVE)}))::int AS "client_seats"
        FROM "event_members" WHERE "event_id" = ${m.eventId}`,
    )
    const dup = await tx.execute(
      sql`SELECT "id", "ref", "status" FROM "event_members" WHERE "event_id" = ${m.eventId}
        AND lower("email") = ${email} AND "status" IN (${sql.raw(LIVE)}) LIMIT 1`,
    )
    const capacity = event.capacity === null ? null : Number(event.capacity)
    const free = capacity === null || Number(counted.rows[0]?.held ?? 0) < capacity
    const existing = dup.rows[0]
    const facts = {
      open: Boolean(event.open),
      free,
      waitlist: Boolean(event.waitlist),
      clientSeats: m.clientKey === null ? 0 : Number(counted.rows[0]?.client_seats ?? 0),
      existing: existing
        ? {
            id: Number(existing.id),
            ref: String(existing.ref),
            status: existing.status as ExistingMember['status'],
          }
        : null,
    }
    const refused = refusal(m, facts)
    if (refused) return refused
    const status = free ? 'pending' : 'waitlisted'
    const inserted = await tx.execute(
      sql`INSERT INTO "event_members" ("event_id", "name", "email", "phone", "company", "status",
          "locale", "ref", "spam", "spam_score", "spam_reasons", "hold_until", "client_key",
          "created_at", "updated_at")
        VALUES (${m.eventId}, ${m.name}, ${m.email}, ${m.phone}, ${m.company}, ${status},
          ${m.locale}, ${m.ref}, ${m.spam}, ${m.spamScore}, ${m.spamReasons},
          ${status === 'pending' ? holdUntil : null}, ${m.clientKey}, ${now}, ${now})
        RETURNING "id"`,
    )
    const id = Number(inserted.rows[0]?.id)
    await queueMailInTransaction(payload, tx, memberSource(id), [mails[status]], now)
    return { ok: true, id, status }
  })
}

interface JoinFacts {
  open: boolean
  free: boolean
  waitlist: boolean
  clientSeats: number
  existing: ExistingMember | null
}

/**
 * Why a join is refused, in this order: the event started, the client address has its seats, the
 * event is full (for a known address as for a new one), the address is in already. Null: the
 * join may go in (PostgreSQL decides here; on SQLite the INSERT has decided the same).
 */
function refusal(m: NewMember, f: JoinFacts): Exclude<JoinOutcome, { ok: true }> | null {
  if (!f.open) return { ok: false, reason: 'closed' }
  if (m.clientKey !== null && f.clientSeats >= SEATS_PER_CLIENT) {
    return { ok: false, reason: 'client-limit' }
  }
  if (!f.free && !f.waitlist) return { ok: false, reason: 'full' }
  if (f.existing) {
    return {
      ok: false,
      reason: 'duplicate',
      existing: f.existing,
      wouldBe: f.free ? 'pending' : 'waitlisted',
    }
  }
  return null
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
  if (isSqlite(payload)) {
    const results = await writeBatch(dbOf(payload), [
      {
        sql: `UPDATE "event_members" SET "status" = 'confirmed', "confirmed_at" = ?,
              "hold_until" = NULL, "updated_at" = ?
            WHERE "id" = ? AND "status" = 'pending' AND "hold_until" > ? RETURNING "id"`,
        args: [now, now, memberId, now],
      },
      queueMailStatement(
        payload,
        selectedMember(`"source"."id" = ? AND changes() > 0`, [memberId]),
        [mail],
        now,
      ),
    ])
    return Boolean(results[0]?.length)
  }
  return dbOf(payload).drizzle.transaction(async (tx) => {
    const done = await tx.execute(
      sql`UPDATE "event_members" SET "status" = 'confirmed', "confirmed_at" = ${now},
          "hold_until" = NULL, "updated_at" = ${now}
        WHERE "id" = ${memberId} AND "status" = 'pending' AND "hold_until" > ${now}
        RETURNING "id"`,
    )
    if (!done.rows.length) return false
    await queueMailInTransaction(payload, tx, memberSource(memberId), [mail], now)
    return true
  })
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
  if (isSqlite(payload)) {
    const results = await writeBatch(dbOf(payload), [
      {
        sql: `UPDATE "event_members" SET "noticed_at" = ?
            WHERE "id" = ? AND ("noticed_at" IS NULL OR "noticed_at" <= ?) RETURNING "id"`,
        args: [now, memberId, before],
      },
      queueMailStatement(
        payload,
        selectedMember(`"source"."id" = ? AND changes() > 0`, [memberId]),
        [mail],
        now,
      ),
    ])
    return Boolean(results[0]?.length)
  }
  return dbOf(payload).drizzle.transaction(async (tx) => {
    const claimed = await tx.execute(
      sql`UPDATE "event_members" SET "noticed_at" = ${now}
        WHERE "id" = ${memberId} AND ("noticed_at" IS NULL OR "noticed_at" <= ${before})
        RETURNING "id"`,
    )
    if (!claimed.rows.length) return false
    await queueMailInTransaction(payload, tx, memberSource(memberId), [mail], now)
    return true
  })
}

export interface FreeOutcome {
  /** False when the member was not found or was not in that state any more. */
  freed: boolean
  eventId?: number
  /** The waitlisted member who was given the freed seat (held, `pending`). */
  promotedId?: number
}

/**
 * Frees a member's place: `cancel` (the member's link: any live registration) or `expire` (a held
 * seat whose hold ran out). When a seat became free and the event has not started, the first
 * waitlisted member (oldest first) gets it, held for `SEAT_HOLD_MS`, in the same transaction.
 * `promotionMail` builds that member's mail; it is queued in the same transaction on PostgreSQL
 * and right after it on SQLite (whose batch cannot call back).
 */
export async function freeSeat(
  payload: Payload,
  memberId: number,
  how: 'cancel' | 'expire',
  promotionMail: (promotedId: number) => Promise<OutgoingMail | null>,
  at = new Date(),
): Promise<FreeOutcome> {
  const now = at.toISOString()
  const holdUntil = later(at, SEAT_HOLD_MS)
  const status = how === 'cancel' ? 'cancelled' : 'expired'
  if (isSqlite(payload)) {
    const which =
      how === 'cancel' ? `"status" IN (${LIVE})` : `"status" = 'pending' AND "hold_until" <= ?`
    const results = await writeBatch(dbOf(payload), [
      {
        sql: `UPDATE "event_members" SET "status" = ?, "hold_until" = NULL, "updated_at" = ?
            WHERE "id" = ? AND ${which} RETURNING "event_id"`,
        args: how === 'cancel' ? [status, now, memberId] : [status, now, memberId, now],
      },
      {
        sql: `UPDATE "event_members" SET "status" = 'pending', "hold_until" = ?, "updated_at" = ?
            WHERE "id" = (SELECT w."id" FROM "event_members" w
                JOIN "event_members" me ON me."id" = ? AND w."event_id" = me."event_id"
                WHERE w."status" = 'waitlisted' ORDER BY w."created_at", w."id" LIMIT 1)
              AND changes() > 0
              AND EXISTS (SELECT 1 FROM "events" e JOIN "event_members" me
                  ON me."event_id" = e."id" AND me."id" = ?
                WHERE e."starts_at" > ? AND e."capacity" > (SELECT count(*) FROM "event_members" c
                  WHERE c."event_id" = e."id" AND c."status" IN (${SEATS})))
            RETURNING "id"`,
        args: [holdUntil, now, memberId, memberId, now],
      },
    ])
    const freedRow = results[0]?.[0]
    if (!freedRow) return { freed: false }
    const eventId = Number(freedRow.event_id)
    const promoted = results[1]?.[0]
    if (!promoted) return { freed: true, eventId }
    const promotedId = Number(promoted.id)
    const mail = await promotionMail(promotedId)
    if (mail) {
      await writeBatch(dbOf(payload), [
        queueMailStatement(payload, selectedMember(`"source"."id" = ?`, [promotedId]), [mail], now),
      ])
    }
    return { freed: true, eventId, promotedId }
  }

  return dbOf(payload).drizzle.transaction(async (tx): Promise<FreeOutcome> => {
    const member = await tx.execute(
      sql`SELECT "event_id" FROM "event_members" WHERE "id" = ${memberId}`,
    )
    const eventId = member.rows[0]?.event_id
    if (eventId === undefined || eventId === null) return { freed: false }
    const event = await tx.execute(
      sql`SELECT "capacity", "starts_at" > ${now} AS "open" FROM "events"
        WHERE "id" = ${eventId} FOR UPDATE`,
    )
    const which =
      how === 'cancel'
        ? sql`"status" IN (${sql.raw(LIVE)})`
        : sql`"status" = 'pending' AND "hold_until" <= ${now}`
    const done = await tx.execute(
      sql`UPDATE "event_members" SET "status" = ${status}, "hold_until" = NULL,
          "updated_at" = ${now}
        WHERE "id" = ${memberId} AND ${which} RETURNING "id"`,
    )
    if (!done.rows.length) return { freed: false }
    const freed = { freed: true, eventId: Number(eventId) }
    const capacity = event.rows[0]?.capacity
    if (capacity === null || capacity === undefined || !event.rows[0]?.open) return freed
    const counted = await tx.execute(
      sql`SELECT count(*)::int AS n FROM "event_members"
        WHERE "event_id" = ${eventId} AND "status" IN (${sql.raw(SEATS)})`,
    )
    if (Number(counted.rows[0]?.n ?? 0) >= Number(capacity)) return freed
    const promoted = await tx.execute(
      sql`UPDATE "event_members" SET "status" = 'pending', "hold_until" = ${holdUntil},
          "updated_at" = ${now}
        WHERE "id" = (SELECT "id" FROM "event_members" WHERE "event_id" = ${eventId}
          AND "status" = 'waitlisted' ORDER BY "created_at", "id" LIMIT 1)
        RETURNING "id"`,
    )
    const promotedId = promoted.rows[0]?.id
    if (promotedId === undefined) return freed
    const mail = await promotionMail(Number(promotedId))
    if (mail) {
      await queueMailInTransaction(payload, tx, memberSource(Number(promotedId)), [mail], now)
    }
    return { ...freed, promotedId: Number(promotedId) }
  })
}
