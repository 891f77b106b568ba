/**
 * SQLite writes run on the writer thread (src/db/sqlite-writer.ts): while a write waits for the
 * database's lock, the server's thread goes on; the write lands once the lock is free; a refused
 * row comes back as SQLite's error, and the thread lives on for the next write. Payload's destroy
 * closes the thread and the connection after the writes already sent.
 */
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertAtomically } from '@/db/atomic-insert'
import { insertGrouped } from '@/db/group-commit'
import { isFileUrl } from '@/db/sqlite-writer'

import { startPayload, type TestPayload } from '../helpers/payload'

const file = (field: string) => ({
  key: 'record',
  table: 'submission_files',
  rows: () => [{ field, createdAt: new Date().toISOString() }],
})

/** Ten turns of the timer loop, 10 ms apart: this thread was free while a write waited. */
const tenTicks = () =>
  new Promise<number>((resolve) => {
    let n = 0
    const timer = setInterval(() => {
      if (++n === 10) {
        clearInterval(timer)
        resolve(n)
      }
    }, 10)
  })

/** The adapter's libsql client: its writer thread is keyed by it. */
const clientOf = (t: TestPayload) => (t.payload.db as unknown as { client?: object }).client

const stored = async (t: TestPayload, field: string) =>
  (
    await t.payload.count({
      collection: 'submission-files',
      where: { field: { equals: field } },
      overrideAccess: true,
    })
  ).totalDocs

describe('the SQLite writer thread', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload('sqlite')
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('writes only to files; a memory database keeps its own connection', () => {
    expect(isFileUrl(t.databaseUrl)).toBe(true)
    expect(isFileUrl('file::memory:')).toBe(false)
    expect(isFileUrl(':memory:')).toBe(false)
  })

  it('waits for the lock off this thread, then commits', async () => {
    // Another connection holds the write lock. Run on this thread, the insert would block it in
    // SQLite's busy handler until the timeout, and the lock could never be let go.
    const holder = createClient({ url: t.databaseUrl })
    await holder.execute('BEGIN IMMEDIATE')
    let settled = false
    const insert = insertAtomically(t.payload, [file('writer-waits')]).finally(() => {
      settled = true
    })
    expect(await tenTicks()).toBe(10)
    expect(settled).toBe(false)
    expect(await stored(t, 'writer-waits')).toBe(0)
    await holder.execute('COMMIT')
    holder.close()
    const ids = await insert
    expect(ids.record).toEqual(expect.any(Number))
    expect(await stored(t, 'writer-waits')).toBe(1)
  })

  it('answers a refused row with SQLite’s error and writes the next one', async () => {
    const refused = insertAtomically(t.payload, [
      file('writer-refused'),
      // A message without a recipient cannot be written (NOT NULL).
      {
        key: 'mail',
        table: 'mail_outbox',
        rows: () => [{ to: null, subject: 's', text: 't', state: 'queued', kind: 'test' }],
      },
    ])
    await expect(refused).rejects.toMatchObject({
      code: expect.stringMatching(/^SQLITE_CONSTRAINT/),
    })
    expect(await stored(t, 'writer-refused')).toBe(0)
    await insertAtomically(t.payload, [file('writer-after')])
    expect(await stored(t, 'writer-after')).toBe(1)
  })
})

describe('Payload’s destroy on SQLite', () => {
  it('writes the records already queued for a group commit first', async () => {
    const t = await startPayload('sqlite')
    try {
      // Queued in this tick; the group commit runs after it, when destroy has begun.
      const queued = insertGrouped(t.payload, [file('queued-at-destroy')])
      await t.payload.destroy()
      expect((await queued).record).toEqual(expect.any(Number))
      const reader = createClient({ url: t.databaseUrl })
      const rows = await reader.execute(
        `SELECT count(*) AS n FROM submission_files WHERE field = 'queued-at-destroy'`,
      )
      reader.close()
      expect(Number(rows.rows[0]!.n)).toBe(1)
    } finally {
      await t.cleanup()
    }
  })

  it('commits the writes already sent, then closes the writer thread and the connection', async () => {
    const t = await startPayload('sqlite')
    const holder = createClient({ url: t.databaseUrl })
    try {
      await holder.execute('BEGIN IMMEDIATE')
      const insert = insertAtomically(t.payload, [file('before-destroy')])
      expect(await tenTicks()).toBe(10)
      let destroyed = false
      const destroy = t.payload.destroy().then(() => {
        destroyed = true
      })
      expect(await tenTicks()).toBe(10)
      // Still waiting for the write it was sent.
      expect(destroyed).toBe(false)
      await holder.execute('COMMIT')
      expect((await insert).record).toEqual(expect.any(Number))
      const client = clientOf(t) as { closed: boolean }
      await destroy
      expect(clientOf(t)).toBeUndefined()
      expect(client.closed).toBe(true)
      const rows = await holder.execute(
        `SELECT count(*) AS n FROM submission_files WHERE field = 'before-destroy'`,
      )
      expect(Number(rows.rows[0]!.n)).toBe(1)
    } finally {
      holder.close()
      await t.cleanup()
    }
  })
})
