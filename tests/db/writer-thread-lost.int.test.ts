/**
 * A SQLite writer thread lost between its commit and its answer (src/db/sqlite-writer.ts): the
 * batch it was sent fails as of unknown outcome, and the group commit does not retry its records
 * one by one, which would store them a second time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isCommitOutcomeUnknown } from '@/db/commit-outcome'
import { insertGrouped } from '@/db/group-commit'

import { startPayload, type TestPayload } from '../helpers/payload'

const file = (field: string) => ({
  key: 'record',
  table: 'submission_files',
  rows: () => [{ field, createdAt: new Date().toISOString() }],
})

describe('a SQLite writer thread lost after its commit', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload('sqlite')
    // Read as each writer thread starts: this file's threads commit, then die.
    process.env.SAKHLI_TEST_WRITER_DIES = '1'
  })
  afterAll(async () => {
    delete process.env.SAKHLI_TEST_WRITER_DIES
    await t?.cleanup()
  })

  it('fails the batch as of unknown outcome; its records are stored once, never retried', async () => {
    // Two records of one tick share a batch.
    const outcomes = await Promise.allSettled([
      insertGrouped(t.payload, [file('lost-answer')]),
      insertGrouped(t.payload, [file('lost-answer')]),
    ])
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected')
      expect(isCommitOutcomeUnknown((outcome as PromiseRejectedResult).reason)).toBe(true)
    }
    const stored = await t.payload.count({
      collection: 'submission-files',
      where: { field: { equals: 'lost-answer' } },
      overrideAccess: true,
    })
    // Committed by the batch; retried one by one, each would have been stored again.
    expect(stored.totalDocs).toBe(2)
  })
})
