import { spawn, type ChildProcess } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertWithMail } from '@/features/mail'

import { createTestForm, postFeedback, validSubmission } from '../contact-forms/helpers'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `npm run worker` against the test's database; resolves once it says it started. */
function startWorker(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn('npm', ['run', '--silent', 'worker'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (data: Buffer) => {
      output += data.toString()
      if (output.includes('Mail worker started')) resolve(child)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`worker exited (${code}): ${output}`)))
  })
}

describe.each(databaseKinds)('the mail outbox on %s', (kind) => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('stores a record and its mail together, or neither', async () => {
    const before = await t.payload.count({ collection: 'mail-outbox', overrideAccess: true })
    // A message row that cannot be written (no recipient column value) takes its record with it.
    await expect(
      insertWithMail(t.payload, {
        table: 'submission_files',
        source: 'submission-files',
        row: { field: 'atomic-check', createdAt: new Date().toISOString() },
        mails: [{ kind: 'test', to: null as unknown as string, subject: 'x', text: 'x' }],
      }),
    ).rejects.toThrow()
    const orphans = await t.payload.find({
      collection: 'submission-files',
      where: { field: { equals: 'atomic-check' } },
      overrideAccess: true,
    })
    expect(orphans.totalDocs).toBe(0)
    expect(
      (await t.payload.count({ collection: 'mail-outbox', overrideAccess: true })).totalDocs,
    ).toBe(before.totalDocs)
  })
})

describe('the mail worker process (SQLite)', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload('sqlite')
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('`npm run worker` delivers queued mail as a process of its own', async () => {
    const formId = await createTestForm(t.payload)
    const body = await (await postFeedback(t.payload, formId, validSubmission(formId))).json()
    expect(body.status).toBe('mail_sent')
    const queued = await t.payload.find({
      collection: 'mail-outbox',
      where: { state: { equals: 'queued' } },
      overrideAccess: true,
    })
    expect(queued.totalDocs).toBe(2)

    const worker = await startWorker(t.databaseUrl)
    try {
      let states: string[] = []
      for (let i = 0; i < 60; i++) {
        const docs = (
          await t.payload.find({
            collection: 'mail-outbox',
            where: { id: { in: queued.docs.map((d) => d.id) } },
            overrideAccess: true,
          })
        ).docs
        states = docs.map((d) => d.state)
        if (states.every((s) => s === 'stored')) break
        await wait(250)
      }
      expect(states).toEqual(['stored', 'stored'])
    } finally {
      if (worker.pid) process.kill(-worker.pid, 'SIGTERM')
    }
  }, 90_000)
})

describe('claims of the outbox (SQLite)', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload('sqlite')
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('a run that outlived its claim cannot overwrite the next run; claims count as attempts', async () => {
    const { claimMessage, recordOutcome } = await import('@/features/mail/server/outbox-table')
    const id = await insertWithMail(t.payload, {
      table: 'submission_files',
      source: 'submission-files',
      row: { field: 'claim-check', createdAt: new Date().toISOString() },
      mails: [{ kind: 'test', to: 'nino@example.ge', subject: 's', text: 't' }],
    })
    const message = (
      await t.payload.find({
        collection: 'mail-outbox',
        where: { sourceId: { equals: id } },
        overrideAccess: true,
      })
    ).docs[0]!
    const start = new Date()
    const first = await claimMessage(t.payload, message.id, start)
    expect(first).toMatchObject({ attempts: 1 })
    // Still claimed: nobody else gets it; past the claim's lifetime the next run does.
    expect(await claimMessage(t.payload, message.id, new Date(start.getTime() + 60_000))).toBeNull()
    const second = await claimMessage(t.payload, message.id, new Date(start.getTime() + 6 * 60_000))
    expect(second).toMatchObject({ attempts: 2 })
    // The first run finishes late: its outcome is not recorded; the second run's is.
    expect(await recordOutcome(t.payload, first!, { state: 'retrying' })).toBe(false)
    expect(await recordOutcome(t.payload, second!, { state: 'stored' })).toBe(true)
    const after = await t.payload.findByID({
      collection: 'mail-outbox',
      id: message.id,
      overrideAccess: true,
    })
    expect(after).toMatchObject({ state: 'stored', attempts: 2 })
  })
})

describe.each(databaseKinds)('due messages on %s', (kind) => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('lists queued, retries past their backoff and stale claims, oldest first, within the limit', async () => {
    const { claimMessage, dueMessageIds } = await import('@/features/mail/server/outbox-table')
    const ids: number[] = []
    for (let n = 0; n < 7; n++) {
      const record = await insertWithMail(t.payload, {
        table: 'submission_files',
        source: 'submission-files',
        row: { field: `due-${n}`, createdAt: new Date().toISOString() },
        mails: [{ kind: 'test', to: 'nino@example.ge', subject: `due ${n}`, text: 't' }],
      })
      const found = await t.payload.find({
        collection: 'mail-outbox',
        where: { sourceId: { equals: record } },
        overrideAccess: true,
      })
      ids.push(found.docs[0]!.id)
    }
    const start = Date.now()
    const at = (minutes: number) => new Date(start + minutes * 60_000)
    const setState = (id: number, data: Record<string, unknown>) =>
      t.payload.update({ collection: 'mail-outbox', id, data, overrideAccess: true })
    // 0 and 6 stay queued. 1 is claimed long ago (stale), 2 recently (still held).
    await claimMessage(t.payload, ids[1]!, at(0))
    await claimMessage(t.payload, ids[2]!, at(3))
    // 3 may be retried now, 4 not yet; 5 is delivered.
    await setState(ids[3]!, { state: 'retrying', nextAttemptAt: at(2).toISOString() })
    await setState(ids[4]!, { state: 'retrying', nextAttemptAt: at(10).toISOString() })
    await setState(ids[5]!, { state: 'stored' })

    const now = at(6)
    const due = [ids[0]!, ids[1]!, ids[3]!, ids[6]!]
    expect(await dueMessageIds(t.payload, { now, limit: 10, skip: [] })).toEqual(due)
    expect(await dueMessageIds(t.payload, { now, limit: 2, skip: [] })).toEqual(due.slice(0, 2))
    expect(await dueMessageIds(t.payload, { now, limit: 2, skip: [ids[0]!] })).toEqual([
      ids[1]!,
      ids[3]!,
    ])
  })
})
