/** Writing messages into the outbox: always together with the record that causes them. */
import type { CollectionSlug, Payload } from 'payload'

import type { InsertStep } from '@/db/atomic-insert'
import { insertGrouped } from '@/db/group-commit'

import { safeAddressHeader } from './address-header'

/** A stored upload sent with a message, read through its collection's storage when sent. */
export interface MailAttachment {
  collection: CollectionSlug
  id: number
  /** The name the recipient sees. */
  filename: string
}

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
    table: 'mail_outbox',
    rows: (ref) => outboxRows(record.mails, record.source, ref('record'), now),
  })
  const ids = await insertGrouped(payload, steps)
  const id = ids.record
  if (id === undefined) throw new Error(`Storing a ${record.source} record returned no id.`)
  return id
}
