/**
 * Group commit (src/db/group-commit.ts): records that arrive together share one transaction, each
 * caller gets its own ids after the commit, and one bad record fails alone; a batch whose commit
 * may have happened (its answer was lost) fails whole and is never retried.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isCommitOutcomeUnknown } from '@/db/commit-outcome'
import { groupCommitStats } from '@/db/group-commit'
import { insertWithMail } from '@/features/mail'

import { loseCommitAnswers } from '../helpers/lost-commit'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

function record(n: number, to: string = `visitor${n}@example.ge`, prefix = 'group') {
  return {
    table: 'submission_files',
    source: 'submission-files' as const,
    row: { field: `${prefix}-${n}`, createdAt: new Date().toISOString() },
    mails: [{ kind: 'test', to, subject: `s${n}`, text: `t${n}` }],
  }
}

describe.each(databaseKinds)('group commit on %s', (kind) => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('200 records at once: fewer commits than records, every record with its own mail', async () => {
    const before = { ...groupCommitStats }
    const ids = await Promise.all(
      Array.from({ length: 200 }, (_, n) => insertWithMail(t.payload, record(n))),
    )
    expect(new Set(ids).size).toBe(200)
    const commits = groupCommitStats.commits - before.commits
    expect(commits).toBeGreaterThanOrEqual(1)
    expect(commits).toBeLessThan(20)

    // Each id is its record's, and each message points at its own record.
    const files = await t.payload.find({
      collection: 'submission-files',
      where: { field: { like: 'group-' } },
      limit: 500,
      overrideAccess: true,
    })
    const fieldById = new Map(files.docs.map((d) => [d.id, (d as { field?: string }).field]))
    ids.forEach((id, n) => expect(fieldById.get(id)).toBe(`group-${n}`))
    const mails = await t.payload.find({
      collection: 'mail-outbox',
      where: { kind: { equals: 'test' } },
      limit: 500,
      overrideAccess: true,
    })
    expect(mails.docs).toHaveLength(200)
    for (const mail of mails.docs as Array<{ subject: string; sourceId: unknown }>) {
      const n = Number(mail.subject.slice(1))
      expect(Number(mail.sourceId)).toBe(ids[n])
    }
  })

  it('a batch of different records (two tables, none to three mails each) keeps every reference', async () => {
    const lists = (n: number) => ({
      table: 'newsletter_lists',
      source: 'newsletter-lists' as const,
      row: { title: `mixed-list-${n}`, createdAt: new Date().toISOString() },
      mails: Array.from({ length: n % 4 }, (_, m) => ({
        kind: 'test-mixed',
        to: `list${n}@example.ge`,
        subject: `list-${n}-${m}`,
        text: 'x',
      })),
    })
    const files = (n: number) => ({
      ...record(n, `file${n}@example.ge`, 'mixed'),
      mails: [{ kind: 'test-mixed', to: `file${n}@example.ge`, subject: `file-${n}-0`, text: 'x' }],
    })
    const kinds = Array.from({ length: 60 }, (_, n) => (n % 3 === 0 ? 'list' : 'file'))
    const ids = await Promise.all(
      kinds.map((k, n) => insertWithMail(t.payload, k === 'list' ? lists(n) : files(n))),
    )
    for (const [n, id] of ids.entries()) {
      const doc = (await t.payload.findByID({
        collection: kinds[n] === 'list' ? 'newsletter-lists' : 'submission-files',
        id,
        depth: 0,
        overrideAccess: true,
      })) as { title?: string; field?: string }
      expect(kinds[n] === 'list' ? doc.title : doc.field).toBe(
        kinds[n] === 'list' ? `mixed-list-${n}` : `mixed-${n}`,
      )
    }
    const mails = await t.payload.find({
      collection: 'mail-outbox',
      where: { kind: { equals: 'test-mixed' } },
      limit: 500,
      overrideAccess: true,
    })
    const expected = kinds.reduce((sum, k, n) => sum + (k === 'list' ? n % 4 : 1), 0)
    expect(mails.docs).toHaveLength(expected)
    for (const mail of mails.docs as Array<{
      subject: string
      source: string
      sourceId: unknown
    }>) {
      const [kind, n] = mail.subject.split('-') as [string, string]
      expect(mail.source).toBe(kind === 'list' ? 'newsletter-lists' : 'submission-files')
      expect(Number(mail.sourceId)).toBe(ids[Number(n)])
    }
  })

  it('a bad record in a batch fails alone; the others are stored', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) =>
        // A message without a recipient cannot be written (NOT NULL).
        insertWithMail(
          t.payload,
          record(n, n === 7 ? (null as unknown as string) : undefined, 'batch'),
        ),
      ),
    )
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1)
    expect(results[7]?.status).toBe('rejected')
    const stored = await t.payload.count({
      collection: 'submission-files',
      where: { field: { equals: 'batch-7' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
    const others = await t.payload.count({
      collection: 'submission-files',
      where: { field: { in: Array.from({ length: 20 }, (_, n) => `batch-${n}`) } },
      overrideAccess: true,
    })
    expect(others.totalDocs).toBe(19)
  })

  it('a batch committed but not answered fails whole and is not retried', async () => {
    // The commit happens, then its answer is lost: the writer thread or the connection gone.
    const restore = loseCommitAnswers(t)
    let results: PromiseSettledResult<number>[]
    try {
      results = await Promise.allSettled(
        Array.from({ length: 3 }, (_, n) =>
          insertWithMail(t.payload, record(n, undefined, 'lost')),
        ),
      )
    } finally {
      restore()
    }
    for (const result of results) {
      expect(result.status).toBe('rejected')
      expect(isCommitOutcomeUnknown((result as PromiseRejectedResult).reason)).toBe(true)
    }
    // Stored once, by the commit. Had the batch been retried record by record (as a batch that
    // surely failed is), each would have been stored a second time.
    const stored = await t.payload.count({
      collection: 'submission-files',
      where: { field: { in: ['lost-0', 'lost-1', 'lost-2'] } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(3)
  })
})
