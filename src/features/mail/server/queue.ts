/**
 * Writing messages into the outbox: the only writer of `mail_outbox` (tests/mail/one-writer.test.ts
 * holds every other module to it), in the caller's own write where it has one. Four ways in, one
 * row shape (`outboxRows`):
 * - `insertWithMail`: a new record and its messages, one transaction (group commit);
 * - `queueMail`: messages about an existing record, in a transaction of their own;
 * - `queueMailStatement`: SQLite, a statement the caller adds to its own batch (`writeBatch`),
 *   for a record given by id or chosen inside the batch (`SelectedMailSource`);
 * - `queueMailInTransaction`: PostgreSQL, inside the caller's drizzle transaction.
 */
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionSlug, Payload } from 'payload'

import { insertAtomically, type InsertStep } from '@/db/atomic-insert'
import { insertGrouped } from '@/db/group-commit'
import {
  insertStatement,
  quoteIdentifier,
  SqliteRef,
  type Statement,
  type Target,
} from '@/db/insert-statement'

import { safeAddressHeader } from './address-header'

/** A stored upload sent with a message, read through its collection's storage when sent. */
export interface MailAttachment {
  collection: CollectionSlug
  id: number
  /** The name the recipient sees. */
  filename: string
}

/** Payload's table of the `mail-outbox` collection. */
const OUTBOX_TABLE = 'mail_outbox'

export interface OutgoingMail {
  /** What the message is to its feature, e.g. `mail` and `mail2` for a contact form. */
  kind: string
  to: string
  from?: string
  replyTo?: string
  subject: string
  text: string
  attachments?: MailAttachment[]
  /** Extra message headers, e.g. `List-Unsubscribe` on newsletter mail. */
  headers?: Record<string, string>
}

/**
 * The outbox rows of `mails`, queued, caused by record `sourceId` of collection `source`. Every
 * message enters the outbox here: its address headers are made safe here, once, for all features
 * (`./address-header.ts`). A recipient that is not a string is left for the database to refuse.
 * Only this module writes them; the export lets tests see a row without writing it.
 */
export function outboxRows(
  mails: OutgoingMail[],
  source: string,
  sourceId: unknown,
  now: string,
): Record<string, unknown>[] {
  return mails.map((mail) => ({
    to: typeof mail.to === 'string' ? safeAddressHeader(mail.to) : mail.to,
    from: mail.from ? safeAddressHeader(mail.from) || null : null,
    replyTo: mail.replyTo ? safeAddressHeader(mail.replyTo) || null : null,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments?.length ? mail.attachments : null,
    headers: mail.headers && Object.keys(mail.headers).length ? mail.headers : null,
    state: 'queued',
    attempts: 0,
    kind: mail.kind,
    source,
    sourceId,
    createdAt: now,
    updatedAt: now,
  }))
}

export interface RecordWithMail {
  /** Payload's table name of the record, e.g. `form_submissions`. */
  table: string
  /** Its collection slug, kept on each message to find the record again. */
  source: CollectionSlug
  /** The record's columns as Payload's drizzle table names them. */
  row: Record<string, unknown>
  /** Rows that point at the record (e.g. its `_rels` rows); `parent` is filled in. */
  children?: { table: string; rows: Record<string, unknown>[] }[]
  mails: OutgoingMail[]
}

/**
 * Stores a record and the messages it causes in one transaction, and answers the record's id once
 * committed (group commit: records arriving together share a transaction). The worker delivers
 * the messages; a crash at any point leaves both or neither.
 */
export async function insertWithMail(payload: Payload, record: RecordWithMail): Promise<number> {
  const now = new Date().toISOString()
  const steps: InsertStep[] = [{ key: 'record', table: record.table, rows: () => [record.row] }]
  for (const child of record.children ?? []) {
    steps.push({
      table: child.table,
      rows: (ref) => child.rows.map((row) => ({ ...row, parent: ref('record') })),
    })
  }
  steps.push({
    table: OUTBOX_TABLE,
    rows: (ref) => outboxRows(record.mails, record.source, ref('record'), now),
  })
  const ids = await insertGrouped(payload, steps)
  const id = ids.record
  if (id === undefined) throw new Error(`Storing a ${record.source} record returned no id.`)
  return id
}

/** The record messages are about: its collection (kept as `source`) and its id. */
export interface MailSource {
  collection: CollectionSlug
  id: number
}

/**
 * SQLite: a record chosen inside the caller's batch, e.g. the member a join's INSERT … SELECT has
 * just written (or not). `where` is a condition over the record's `table` named `source`
 * (`"source"."ref" = ? AND "source"."status" = 'pending'`); it should select at most one row. One
 * message per selected row is queued, none when no row is selected, in the same transaction.
 */
export interface SelectedMailSource {
  collection: CollectionSlug
  /** Payload's table name of the record, e.g. `event_members`. */
  table: string
  where: string
  args: unknown[]
}

interface AdapterLike {
  name: string
  drizzle: { dialect: Target['dialect'] }
  tables: Record<string, object | undefined>
}

function outboxTarget(payload: Payload): { table: object; target: Target } {
  const adapter = payload.db as unknown as AdapterLike
  const table = adapter.tables[OUTBOX_TABLE]
  if (!table) throw new Error(`The ${OUTBOX_TABLE} table is missing.`)
  const kind = adapter.name === 'sqlite' ? 'sqlite' : 'postgres'
  return { table, target: { kind, dialect: adapter.drizzle.dialect } }
}

const isSelected = (source: MailSource | SelectedMailSource): source is SelectedMailSource =>
  'where' in source

/**
 * Queues messages about an existing record in a transaction of their own (all or none), for a
 * caller whose own write is done (a claim already committed) or that has none.
 */
export async function queueMail(
  payload: Payload,
  source: MailSource,
  mails: OutgoingMail[],
  now = new Date().toISOString(),
): Promise<void> {
  if (!mails.length) return
  await insertAtomically(payload, [
    { table: OUTBOX_TABLE, rows: () => outboxRows(mails, source.collection, source.id, now) },
  ])
}

/**
 * SQLite: the statement queuing `mails` that the caller adds to its own batch (`writeBatch`), so
 * they are committed with the caller's writes or not at all. With a `SelectedMailSource` the
 * messages go only if the batch's earlier statements left a row for `where` to select.
 */
export function queueMailStatement(
  payload: Payload,
  source: MailSource | SelectedMailSource,
  mails: OutgoingMail[],
  now: string,
): Statement {
  if (!mails.length) throw new Error('queueMailStatement needs a message to queue.')
  const { table, target } = outboxTarget(payload)
  if (target.kind !== 'sqlite') throw new Error('queueMailStatement is for SQLite batches.')
  if (!isSelected(source)) {
    const rows = outboxRows(mails, source.collection, source.id, now)
    return insertStatement(table, target, rows, { returningId: false })
  }
  const rows = outboxRows(mails, source.collection, new SqliteRef('"source"."id"'), now)
  return insertStatement(table, target, rows, {
    returningId: false,
    select: {
      from: `${quoteIdentifier(source.table)} AS "source" WHERE ${source.where}`,
      args: source.args,
    },
  })
}

/** A drizzle transaction (PostgreSQL), as `payload.db.drizzle.transaction` hands it out. */
export interface PgTransactionLike {
  execute: (query: SQL) => Promise<unknown>
}

/** PostgreSQL: queues `mails` inside the caller's transaction `tx`. */
export async function queueMailInTransaction(
  payload: Payload,
  tx: PgTransactionLike,
  source: MailSource,
  mails: OutgoingMail[],
  now: string,
): Promise<void> {
  if (!mails.length) return
  const { table, target } = outboxTarget(payload)
  if (target.kind !== 'postgres') throw new Error('queueMailInTransaction is for PostgreSQL.')
  const rows = outboxRows(mails, source.collection, source.id, now)
  const insert = insertStatement(table, target, rows, { returningId: false })
  // `$n` placeholders back into drizzle params, for the transaction's connection.
  const parts = insert.sql.split(/\$(\d+)/)
  const chunks = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${insert.args[Number(part) - 1]}`,
  )
  await tx.execute(sql.join(chunks))
}
