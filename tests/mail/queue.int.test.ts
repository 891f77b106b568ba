/**
 * The mail feature's ways to queue mail inside a caller's write (src/features/mail/server/queue.ts)
 * write the one outbox row `outboxRows` builds (address headers made safe, headers, attachments,
 * queued, its source), and commit with the caller's write or not at all: `queueMail` on its own,
 * `queueMailStatement` in a SQLite batch (for a record given by id, or one the batch itself just
 * wrote, chosen by a condition), `queueMailInTransaction` in a PostgreSQL transaction.
 */
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { writeBatch, type SqliteAdapterLike } from '@/db/sqlite-writer'
import {
  queueMail,
  queueMailInTransaction,
  queueMailStatement,
  type OutgoingMail,
  type PgTransactionLike,
} from '@/features/mail'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const now = '2026-11-25T10:00:00.000Z'

function mailTo(kind: string): OutgoingMail {
  return {
    kind,
    to: 'nino@example.ge',
    from: 'X Bcc:1 <site@sakhli.ge>',
    subject: 'სათაური',
    text: 'ტექსტი',
    headers: { 'List-Unsubscribe': '<https://sakhli.ge/u>' },
    attachments: [{ collection: 'submission-files', id: 4, filename: 'a.pdf' }],
  }
}

async function outboxOf(payload: Payload, kind: string) {
  const found = await payload.find({
    collection: 'mail-outbox',
    where: { kind: { equals: kind } },
    overrideAccess: true,
    sort: 'id',
  })
  return found.docs
}

/** What every queued row holds, whichever way it was queued. */
function expectQueuedRow(row: Record<string, unknown>, sourceId: number) {
  expect(row).toMatchObject({
    to: 'nino@example.ge',
    // Made safe on the way in (./address-header.ts), as for every message.
    from: '"X Bcc:1" <site@sakhli.ge>',
    subject: 'სათაური',
    text: 'ტექსტი',
    headers: { 'List-Unsubscribe': '<https://sakhli.ge/u>' },
    attachments: [{ collection: 'submission-files', id: 4, filename: 'a.pdf' }],
    state: 'queued',
    attempts: 0,
    source: 'submission-files',
    sourceId,
  })
}

describe.each(databaseKinds)('queuing mail inside a write on %s', (kind) => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('queueMail writes the full row about an existing record', async () => {
    await queueMail(t.payload, { collection: 'submission-files', id: 17 }, [mailTo('q-own')], now)
    const rows = await outboxOf(t.payload, 'q-own')
    expect(rows).toHaveLength(1)
    expectQueuedRow(rows[0] as never, 17)
  })

  it.runIf(kind === 'sqlite')(
    'queueMailStatement queues for the row the batch wrote, only when the condition selects it',
    async () => {
      const db = t.payload.db as unknown as SqliteAdapterLike
      const field = `q-batch-${Date.now()}`
      const selected = (where: string, args: unknown[]) => ({
        collection: 'submission-files' as const,
        table: 'submission_files',
        where,
        args,
      })
      const results = await writeBatch(db, [
        {
          sql: `INSERT INTO "submission_files" ("field", "created_at", "updated_at")
            VALUES (?, ?, ?) RETURNING "id"`,
          args: [field, now, now],
        },
        queueMailStatement(
          t.payload,
          selected(`"source"."field" = ?`, [field]),
          [mailTo('q-selected')],
          now,
        ),
        // Selects nothing: nothing is queued.
        queueMailStatement(
          t.payload,
          selected(`"source"."field" = ?`, [`${field}-absent`]),
          [mailTo('q-unselected')],
          now,
        ),
      ])
      const id = Number(results[0]![0]!.id)
      const rows = await outboxOf(t.payload, 'q-selected')
      expect(rows).toHaveLength(1)
      expectQueuedRow(rows[0] as never, id)
      expect(await outboxOf(t.payload, 'q-unselected')).toHaveLength(0)

      // By id, and rolled back with the batch when a later statement fails.
      await expect(
        writeBatch(db, [
          queueMailStatement(
            t.payload,
            { collection: 'submission-files', id },
            [mailTo('q-rolled-back')],
            now,
          ),
          // The row's id is taken: this statement fails after the mail's has run.
          {
            sql: `INSERT INTO "submission_files" ("id", "created_at", "updated_at") VALUES (?, ?, ?)`,
            args: [id, now, now],
          },
        ]),
      ).rejects.toThrow()
      expect(await outboxOf(t.payload, 'q-rolled-back')).toHaveLength(0)
    },
  )

  it.runIf(kind === 'postgres')(
    'queueMailInTransaction queues in the caller transaction, and rolls back with it',
    async () => {
      const drizzle = (
        t.payload.db as unknown as {
          drizzle: { transaction: <T>(run: (tx: PgTransactionLike) => Promise<T>) => Promise<T> }
        }
      ).drizzle
      await drizzle.transaction(async (tx) => {
        await queueMailInTransaction(
          t.payload,
          tx,
          { collection: 'submission-files', id: 23 },
          [mailTo('q-tx')],
          now,
        )
      })
      const rows = await outboxOf(t.payload, 'q-tx')
      expect(rows).toHaveLength(1)
      expectQueuedRow(rows[0] as never, 23)

      await expect(
        drizzle.transaction(async (tx) => {
          await queueMailInTransaction(
            t.payload,
            tx,
            { collection: 'submission-files', id: 23 },
            [mailTo('q-tx-rolled-back')],
            now,
          )
          await tx.execute(sql`SELECT 1 / 0`)
        }),
      ).rejects.toThrow()
      expect(await outboxOf(t.payload, 'q-tx-rolled-back')).toHaveLength(0)
    },
  )

  it('refuses the other database kind’s way in', async () => {
    const other = () =>
      kind === 'sqlite'
        ? queueMailInTransaction(
            t.payload,
            { execute: async () => undefined },
            { collection: 'submission-files', id: 1 },
            [mailTo('q-wrong')],
            now,
          )
        : Promise.resolve().then(() =>
            queueMailStatement(
              t.payload,
              { collection: 'submission-files', id: 1 },
              [mailTo('q-wrong')],
              now,
            ),
          )
    await expect(other()).rejects.toThrow(/SQLite|PostgreSQL/)
  })
})
