/**
 * A join's decision and its write, one atomic step (the theme read the counter, added one and
 * wrote it back, so parallel joins overbooked):
 * - SQLite: one batch on the writer thread (`BEGIN IMMEDIATE`: the write lock is taken before
 *   anything is counted); the decision is made inside its INSERT's SELECT, and the member's mail
 *   is inserted in the same batch only for the status the member got.
 * - PostgreSQL: a transaction that locks the event's row (`FOR UPDATE`) before counting.
 *
 * A seat is held by a `pending` member (until the mailed link is followed, `SEAT_HOLD_MS`) or a
 * `confirmed` one; joins close when the event starts; one client address holds at most
 * `SEATS_PER_CLIENT` live registrations of an event.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite/drizzle'

import { writeBatch } from '@/db/sqlite-writer'
import { queueMailInTransaction, queueMailStatement, type OutgoingMail } from '@/features/mail'

import { SEAT_HOLD_MS, SEATS_PER_CLIENT, type MemberStatus } from '../model/constants'

import { dbOf, isSqlite, later, LIVE, memberSource, SEATS, selectedMember } from './seat-db'

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
