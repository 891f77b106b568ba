/**
 * Seats counted exactly under concurrency (the theme read the counter, added one and wrote it
 * back, so parallel joins overbooked). The count and the insert are one atomic step:
 * - SQLite: one `BEGIN IMMEDIATE` batch (the write lock is taken before the count is read); the
 *   seat decision is made inside the INSERT's SELECT, and the member's mail is inserted in the
 *   same batch only for the status the member got.
 * - PostgreSQL: a transaction that locks the event's row (`FOR UPDATE`) before counting.
 * Both answer the member's id and status, or why no row was written.
 */
import type { Payload } from 'payload'
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'

import { type SqliteAdapterLike, writeBatch } from '@/db/sqlite-writer'
import { outboxRows, type OutgoingMail } from '@/features/mail'

import type { MemberStatus } from '../model/constants'

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
}

export type JoinOutcome =
  | { ok: true; id: number; status: Exclude<MemberStatus, 'cancelled'> }
  | { ok: false; reason: 'not-found' | 'duplicate' | 'full' }

export interface EventSeats {
  capacity: number | null
  waitlist: boolean
}

interface PgTx {
  execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
}
interface DbLike extends SqliteAdapterLike {
  name: string
  drizzle: { transaction: <T>(run: (tx: PgTx) => Promise<T>) => Promise<T> }
}

const dbOf = (payload: Payload) => payload.db as unknown as DbLike
const isSqlite = (payload: Payload) => dbOf(payload).name === 'sqlite'

const OUTBOX_COLUMNS = [
  'to',
  'from',
  'reply_to',
  'subject',
  'text',
  'attachments',
  'state',
  'attempts',
  'kind',
  'source',
  'created_at',
  'updated_at',
] as const

function outboxValues(mail: OutgoingMail, now: string): (string | number | null)[] {
  const row = outboxRows([mail], 'event-members', null, now)[0]!
  return [
    row.to as string,
    (row.from as string | null) ?? null,
    (row.replyTo as string | null) ?? null,
    row.subject as string,
    row.text as string,
    null,
    'queued',
    0,
    row.kind as string,
    'event-members',
    now,
    now,
  ]
}

const quoted = OUTBOX_COLUMNS.map((c) => `"${c}"`).join(', ')

/** Why a join wrote no row: the event is gone, the address is in already, or it is full. */
async function refusal(payload: Payload, m: NewMember): Promise<JoinOutcome> {
  const event = await payload.find({
    collection: 'events',
    where: { id: { equals: m.eventId } },
    limit: 1,
    depth: 0,
  })
  if (!event.docs.length) return { ok: false, reason: 'not-found' }
  const dup = await payload.count({
    collection: 'event-members',
    where: {
      event: { equals: m.eventId },
      email: { equals: m.email },
      status: { not_equals: 'cancelled' },
    },
  })
  return { ok: false, reason: dup.totalDocs ? 'duplicate' : 'full' }
}

/**
 * Adds a member: confirmed while seats are left, else waitlisted when the event has a waiting
 * list, else nothing. The same address (not cancelled) cannot join twice. `mails` are queued in
 * the same transaction, the one matching the status the member got.
 */
export async function insertMember(
  payload: Payload,
  m: NewMember,
  mails: { confirmed: OutgoingMail; waitlisted: OutgoingMail },
): Promise<JoinOutcome> {
  const now = new Date().toISOString()
  const email = m.email.toLowerCase()
  if (isSqlite(payload)) {
    const confirmedCount = `(SELECT count(*) FROM "event_members" c WHERE c."event_id" = e."id" AND c."status" = 'confirmed')`
    const mailStmt = (status: string, mail: OutgoingMail) => ({
      sql: `INSERT INTO "mail_outbox" (${quoted}, "source_id")
        SELECT ${OUTBOX_COLUMNS.map(() => '?').join(', ')}, m."id"
        FROM "event_members" m WHERE m."ref" = ? AND m."status" = ?`,
      args: [...outboxValues(mail, now), m.ref, status],
    })
    const results = await writeBatch(dbOf(payload), [
      {
        sql: `INSERT INTO "event_members" ("event_id", "name", "email", "phone", "company",
              "status", "locale", "ref", "spam", "spam_score", "spam_reasons", "created_at", "updated_at")
            SELECT e."id", ?, ?, ?, ?,
              CASE WHEN e."capacity" IS NULL OR ${confirmedCount} < e."capacity"
                THEN 'confirmed' ELSE 'waitlisted' END,
              ?, ?, ?, ?, ?, ?, ?
            FROM "events" e
            WHERE e."id" = ?
              AND (e."capacity" IS NULL OR e."waitlist" = 1 OR ${confirmedCount} < e."capacity")
              AND NOT EXISTS (SELECT 1 FROM "event_members" d WHERE d."event_id" = e."id"
                AND lower(d."email") = ? AND d."status" <> 'cancelled')`,
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
          now,
          now,
          m.eventId,
          email,
        ],
      },
      mailStmt('confirmed', mails.confirmed),
      mailStmt('waitlisted', mails.waitlisted),
      { sql: `SELECT "id", "status" FROM "event_members" WHERE "ref" = ?`, args: [m.ref] },
    ])
    const row = results[3]?.[0]
    if (!row) return refusal(payload, m)
    return { ok: true, id: Number(row.id), status: row.status as 'confirmed' | 'waitlisted' }
  }

  const outcome = await dbOf(payload).drizzle.transaction(async (tx) => {
    const locked = await tx.execute(
      sql`SELECT "capacity", "waitlist" FROM "events" WHERE "id" = ${m.eventId} FOR UPDATE`,
    )
    const event = locked.rows[0]
    if (!event) return null
    const dup = await tx.execute(
      sql`SELECT 1 FROM "event_members" WHERE "event_id" = ${m.eventId}
        AND lower("email") = ${email} AND "status" <> 'cancelled' LIMIT 1`,
    )
    if (dup.rows.length) return 'duplicate' as const
    const counted = await tx.execute(
      sql`SELECT count(*)::int AS n FROM "event_members"
        WHERE "event_id" = ${m.eventId} AND "status" = 'confirmed'`,
    )
    const capacity = event.capacity === null ? null : Number(event.capacity)
    const taken = Number(counted.rows[0]?.n ?? 0)
    const status: 'confirmed' | 'waitlisted' | null =
      capacity === null || taken < capacity ? 'confirmed' : event.waitlist ? 'waitlisted' : null
    if (!status) return 'full' as const
    const inserted = await tx.execute(
      sql`INSERT INTO "event_members" ("event_id", "name", "email", "phone", "company", "status",
          "locale", "ref", "spam", "spam_score", "spam_reasons", "created_at", "updated_at")
        VALUES (${m.eventId}, ${m.name}, ${m.email}, ${m.phone}, ${m.company}, ${status},
          ${m.locale}, ${m.ref}, ${m.spam}, ${m.spamScore}, ${m.spamReasons}, ${now}, ${now})
        RETURNING "id"`,
    )
    const id = Number(inserted.rows[0]?.id)
    await insertOutboxPg(tx, mails[status], id, now)
    return { id, status }
  })
  if (outcome === null) return { ok: false, reason: 'not-found' }
  if (typeof outcome === 'string') return { ok: false, reason: outcome }
  return { ok: true, ...outcome }
}

async function insertOutboxPg(tx: PgTx, mail: OutgoingMail, sourceId: number, now: string) {
  const values = outboxValues(mail, now)
  const list = sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )
  await tx.execute(
    sql`INSERT INTO "mail_outbox" (${sql.raw(quoted)}, "source_id") VALUES (${list}, ${sourceId})`,
  )
}

export interface CancelOutcome {
  /** False when the member was not found or was cancelled already. */
  cancelled: boolean
  eventId?: number
  /** The waitlisted member who got the freed seat. */
  promotedId?: number
}

/**
 * Cancels a member and, when a seat became free, confirms the first waitlisted member (oldest
 * first) in the same transaction. `promotionMail` builds that member's mail; it is queued in the
 * same transaction on PostgreSQL and right after it on SQLite (whose batch cannot call back).
 */
export async function cancelMember(
  payload: Payload,
  memberId: number,
  promotionMail: (promotedId: number) => Promise<OutgoingMail | null>,
): Promise<CancelOutcome> {
  const now = new Date().toISOString()
  if (isSqlite(payload)) {
    const results = await writeBatch(dbOf(payload), [
      {
        sql: `UPDATE "event_members" SET "status" = 'cancelled', "updated_at" = ?
            WHERE "id" = ? AND "status" <> 'cancelled' RETURNING "event_id"`,
        args: [now, memberId],
      },
      {
        sql: `UPDATE "event_members" SET "status" = 'confirmed', "updated_at" = ?
            WHERE "id" = (SELECT w."id" FROM "event_members" w
                JOIN "event_members" me ON me."id" = ? AND w."event_id" = me."event_id"
                WHERE w."status" = 'waitlisted' ORDER BY w."created_at", w."id" LIMIT 1)
              AND (SELECT e."capacity" FROM "events" e JOIN "event_members" me
                  ON me."event_id" = e."id" AND me."id" = ?) >
                (SELECT count(*) FROM "event_members" c JOIN "event_members" me
                  ON me."id" = ? AND c."event_id" = me."event_id" WHERE c."status" = 'confirmed')
              AND changes() > 0
            RETURNING "id"`,
        args: [now, memberId, memberId, memberId],
      },
    ])
    const cancelledRow = results[0]?.[0]
    if (!cancelledRow) return { cancelled: false }
    const eventId = Number(cancelledRow.event_id)
    const promoted = results[1]?.[0]
    if (!promoted) return { cancelled: true, eventId }
    const promotedId = Number(promoted.id)
    const mail = await promotionMail(promotedId)
    if (mail) {
      await writeBatch(dbOf(payload), [
        {
          sql: `INSERT INTO "mail_outbox" (${quoted}, "source_id") VALUES (${OUTBOX_COLUMNS.map(() => '?').join(', ')}, ?)`,
          args: [...outboxValues(mail, now), promotedId],
        },
      ])
    }
    return { cancelled: true, eventId, promotedId }
  }

  return dbOf(payload).drizzle.transaction(async (tx) => {
    const member = await tx.execute(
      sql`SELECT "event_id" FROM "event_members" WHERE "id" = ${memberId}`,
    )
    const eventId = member.rows[0]?.event_id
    if (eventId === undefined || eventId === null) return { cancelled: false }
    const event = await tx.execute(
      sql`SELECT "capacity" FROM "events" WHERE "id" = ${eventId} FOR UPDATE`,
    )
    const done = await tx.execute(
      sql`UPDATE "event_members" SET "status" = 'cancelled', "updated_at" = ${now}
        WHERE "id" = ${memberId} AND "status" <> 'cancelled' RETURNING "id"`,
    )
    if (!done.rows.length) return { cancelled: false }
    const capacity = event.rows[0]?.capacity
    if (capacity === null || capacity === undefined)
      return { cancelled: true, eventId: Number(eventId) }
    const counted = await tx.execute(
      sql`SELECT count(*)::int AS n FROM "event_members"
        WHERE "event_id" = ${eventId} AND "status" = 'confirmed'`,
    )
    if (Number(counted.rows[0]?.n ?? 0) >= Number(capacity)) {
      return { cancelled: true, eventId: Number(eventId) }
    }
    const promoted = await tx.execute(
      sql`UPDATE "event_members" SET "status" = 'confirmed', "updated_at" = ${now}
        WHERE "id" = (SELECT "id" FROM "event_members" WHERE "event_id" = ${eventId}
          AND "status" = 'waitlisted' ORDER BY "created_at", "id" LIMIT 1)
        RETURNING "id"`,
    )
    const promotedId = promoted.rows[0]?.id
    if (promotedId === undefined) return { cancelled: true, eventId: Number(eventId) }
    const mail = await promotionMail(Number(promotedId))
    if (mail) await insertOutboxPg(tx, mail, Number(promotedId), now)
    return { cancelled: true, eventId: Number(eventId), promotedId: Number(promotedId) }
  })
}
