/**
 * The SQLite insert builder (src/db/sqlite-insert.ts) writes what drizzle's own builder writes: the
 * same statement text and the same params for rows with missing columns (defaults), nulls, JSON,
 * numbers and text, on the tables the mail outbox and the contact forms write; and the rows read
 * back through Payload are what was written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertAtomically } from '@/db/atomic-insert'
import { insertStatement, SqliteRef } from '@/db/sqlite-insert'

import { createTestForm } from '../contact-forms/helpers'
import { startPayload, type TestPayload } from '../helpers/payload'

interface DrizzleInsert {
  values: (rows: Record<string, unknown>[]) => {
    toSQL: () => { sql: string; params: unknown[] }
    returning: (fields: Record<string, unknown>) => {
      toSQL: () => { sql: string; params: unknown[] }
    }
  }
}
interface SqliteAdapter {
  tables: Record<string, { id: unknown }>
  drizzle: {
    dialect: Parameters<typeof insertStatement>[1]
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
  // Nearly empty: every other column takes its default (createdAt's is SQL) or null.
  { form: 1, status: 'spam' },
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

describe('SQLite insert statements', () => {
  let t: TestPayload
  let adapter: SqliteAdapter
  beforeAll(async () => {
    t = await startPayload('sqlite')
    adapter = t.payload.db as unknown as SqliteAdapter
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
    const ours = insertStatement(table, adapter.drizzle.dialect, rows as never, {
      returningId: true,
    })
    const theirs = drizzle().returning({ id: table.id }).toSQL()
    expect(ours.sql).toBe(theirs.sql)
    expect(ours.args).toEqual(theirs.params)
    const plain = insertStatement(table, adapter.drizzle.dialect, rows as never, {
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
          expect(ref('record')).toBeInstanceOf(SqliteRef)
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
})
