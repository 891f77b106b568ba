/**
 * The insert builder (src/db/insert-statement.ts) writes what drizzle's own builder writes, on
 * SQLite and PostgreSQL: the same statement text and the same params for rows with missing columns
 * (defaults), nulls, JSON, numbers and text, on the tables the mail outbox and the contact forms
 * write; and the rows read back through Payload are what was written.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertAtomically } from '@/db/atomic-insert'
import { insertStatement, SqliteRef, type Target } from '@/db/insert-statement'

import { createTestForm } from '../contact-forms/helpers'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

interface DrizzleInsert {
  values: (rows: Record<string, unknown>[]) => {
    toSQL: () => { sql: string; params: unknown[] }
    returning: (fields: Record<string, unknown>) => {
      toSQL: () => { sql: string; params: unknown[] }
    }
  }
}
interface DrizzleAdapter {
  tables: Record<string, { id: unknown }>
  drizzle: {
    dialect: Target['dialect']
    insert: (table: unknown) => DrizzleInsert
  }
}

const now = '2026-11-25T10:00:00.000Z'
const submissionRows = [
  {
    summary: 'ნინო ბერიძე · nino@example.ge',
    form: 1,
    status: 'mail_sent',
    mailState: 'queued',
    fields: { 'your-name': ['ნინო ბერიძე'], 'your-email': ['nino@example.ge'] },
    invalidFields: null,
    spam_score: 0.25,
    spam_signals: { pointerSamples: 3, keyEvents: 12 },
    meta_locale: 'ka',
    meta_containerPost: null,
    createdAt: now,
    updatedAt: now,
  },
  // Nearly empty: every other column takes its default (createdAt's is SQL; on PostgreSQL the
  // keyword `default`) or null.
  { form: 1, status: 'spam' },
  // An id given (a group commit's batch on PostgreSQL draws them first).
  { id: 41, form: 1, status: 'mail_failed', mailError: 'no recipient', createdAt: now },
  // SQL with params of its own, inlined (on PostgreSQL renumbered where it lands).
  { form: 1, status: 'spam', summary: sql`${'ნინო'} || ${' · '} || ${'nino@example.ge'}` },
]
const outboxRows = [
  {
    to: 'info@sakhli.ge',
    subject: 'ახალი შეტყობინება',
    text: 'ტექსტი',
    attachments: [{ collection: 'submission-files', id: 4, filename: 'a.pdf' }],
    headers: { 'List-Unsubscribe': '<https://sakhli.ge/u>' },
    state: 'queued',
    attempts: 0,
    kind: 'mail',
    source: 'form-submissions',
    sourceId: 7,
  },
]

describe.each(databaseKinds)('insert statements on %s', (kind) => {
  let t: TestPayload
  let adapter: DrizzleAdapter
  let target: Target
  beforeAll(async () => {
    t = await startPayload(kind)
    adapter = t.payload.db as unknown as DrizzleAdapter
    target = { kind, dialect: adapter.drizzle.dialect }
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it.each([
    ['form_submissions', submissionRows],
    ['mail_outbox', outboxRows],
  ] as const)('match drizzle’s own statement for %s', (name, rows) => {
    const table = adapter.tables[name]!
    const drizzle = () => adapter.drizzle.insert(table).values(rows as Record<string, unknown>[])
    const ours = insertStatement(table, target, rows as never, {
      returningId: true,
    })
    const theirs = drizzle().returning({ id: table.id }).toSQL()
    expect(ours.sql).toBe(theirs.sql)
    expect(ours.args).toEqual(theirs.params)
    const plain = insertStatement(table, target, rows as never, {
      returningId: false,
    })
    expect(plain.sql).toBe(drizzle().toSQL().sql)
    expect(plain.args).toEqual(theirs.params)
  })

  it('inlines a reference to another row and reads back what was written', async () => {
    const form = await createTestForm(t.payload)
    const ids = await insertAtomically(t.payload, [
      { key: 'record', table: 'form_submissions', rows: () => [{ ...submissionRows[0]!, form }] },
      {
        table: 'mail_outbox',
        rows: (ref) => {
          // An expression on SQLite (the row's id is known only in the batch), the id on PostgreSQL.
          if (kind === 'sqlite') expect(ref('record')).toBeInstanceOf(SqliteRef)
          else expect(ref('record')).toEqual(expect.any(Number))
          return outboxRows.map((row) => ({ ...row, sourceId: ref('record') }))
        },
      },
    ])
    const submission = await t.payload.findByID({
      collection: 'form-submissions',
      id: ids.record!,
      depth: 0,
      overrideAccess: true,
    })
    expect(submission).toMatchObject({
      status: 'mail_sent',
      fields: submissionRows[0]!.fields,
      spam: { score: 0.25, signals: submissionRows[0]!.spam_signals },
      meta: { locale: 'ka' },
      createdAt: now,
    })
    const mail = await t.payload.find({
      collection: 'mail-outbox',
      where: { sourceId: { equals: ids.record } },
      overrideAccess: true,
    })
    expect(mail.docs).toHaveLength(1)
    expect(mail.docs[0]).toMatchObject({
      subject: 'ახალი შეტყობინება',
      attachments: outboxRows[0]!.attachments,
      headers: outboxRows[0]!.headers,
      attempts: 0,
    })
  })

  it('a failed insert stores none of its rows and gives its connection back', async () => {
    const form = await createTestForm(t.payload)
    const before = await t.payload.count({ collection: 'form-submissions', overrideAccess: true })
    // More failures than PostgreSQL's pool has clients (10): a client kept after one would hang.
    for (let n = 0; n < 12; n++) {
      await expect(
        insertAtomically(t.payload, [
          {
            key: 'record',
            table: 'form_submissions',
            rows: () => [{ ...submissionRows[0]!, form }],
          },
          // A message without a recipient cannot be written (NOT NULL).
          {
            table: 'mail_outbox',
            rows: (ref) => [{ ...outboxRows[0]!, to: null, sourceId: ref('record') }],
          },
        ]),
      ).rejects.toThrow()
    }
    const after = await t.payload.count({ collection: 'form-submissions', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
    const ids = await insertAtomically(t.payload, [
      { key: 'record', table: 'form_submissions', rows: () => [{ ...submissionRows[0]!, form }] },
    ])
    expect(ids.record).toEqual(expect.any(Number))
  })
})
