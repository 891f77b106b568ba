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
 *
 * Past the join, each change is written once for both databases (drizzle's `sql`) and run by one
 * of two paths that hold the database-specific parts: `updateMemberWithMail` (a member's
 * conditional change and its mail) and `changeSeats` (whatever frees seats, then the waiting
 * list promoted into every free seat, in order, mailed).
 */
import type { Payload, PayloadRequest } from 'payload'
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'

import type { Statement } from '@/db/insert-statement'
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
  drizzle: {
    transaction: <T>(run: (tx: PgTx) => Promise<T>) => Promise<T>
    dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } }
    /** SQLite: the rows of a read. */
    all: (query: SQL) => Promise<Record<string, unknown>[]>
  }
  /** PostgreSQL: Payload's open transactions by id. */
  sessions?: Record<string, { db: PgTx }>
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

/** The transaction a PostgreSQL step runs in, when its caller has one (a Payload operation). */
export interface InTransaction {
  /** The request of a Payload operation (a hook's `req`): the step joins its transaction. */
  req?: Pick<PayloadRequest, 'transactionID'>
}

/**
 * PostgreSQL: runs `step` in the caller's Payload transaction (so a hook's writes commit or roll
 * back with the operation's, and never wait for a lock that operation holds), else in one of its
 * own.
 */
async function inTransaction<T>(
  payload: Payload,
  { req }: InTransaction,
  step: (tx: PgTx) => Promise<T>,
): Promise<T> {
  const id = req?.transactionID === undefined ? undefined : await req.transactionID
  const session = id === undefined ? undefined : dbOf(payload).sessions?.[String(id)]
  return session ? step(session.db) : dbOf(payload).drizzle.transaction(step)
}

/** SQLite: a query written with drizzle's `sql` as a statement of a batch (`writeBatch`). */
function statement(payload: Payload, query: SQL): Statement {
  const { sql: text, params } = dbOf(payload).drizzle.dialect.sqlToQuery(query)
  return { sql: text, args: params }
}

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
