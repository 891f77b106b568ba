/**
 * The admin's spam folder: a submission the spam check held back is stored and
 * never mailed; "Not spam" marks it ham and queues its mail in the one outbox, exactly once, for
 * signed-in editors only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isCommitOutcomeUnknown } from '@/db/commit-outcome'
import { markNotSpam, notSpamEndpoint } from '@/features/contact-forms/server/not-spam'

import {
  createTestForm,
  latestSubmission,
  postFeedback,
  validSubmission,
} from '../contact-forms/helpers'
import { loseCommitAnswers } from '../helpers/lost-commit'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

describe.each(databaseKinds)('spam folder: not spam on %s', (kind) => {
  let t: TestPayload
  let formId: number

  beforeAll(async () => {
    t = await startPayload(kind)
    formId = await createTestForm(t.payload)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  const outboxOf = async (id: number) =>
    (
      await t.payload.find({
        collection: 'mail-outbox',
        where: { source: { equals: 'form-submissions' }, sourceId: { equals: id } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  async function spamSubmission(): Promise<number> {
    const response = await postFeedback(
      t.payload,
      formId,
      validSubmission(formId, { _sakhli_website: 'http://spam.example' }),
    )
    expect((await response.json()).status).toBe('spam')
    const doc = await latestSubmission(t.payload)
    expect(doc?.spam?.verdict).toBe('spam')
    return doc!.id
  }

  it('a spam submission → not spam → its mail in the outbox exactly once, however often pressed', async () => {
    const id = await spamSubmission()
    expect(await outboxOf(id)).toHaveLength(0)

    const first = await markNotSpam(t.payload, id)
    // The test form's own mail and its autoresponder: what a submission that passed would queue.
    expect(first).toMatchObject({ ok: true, state: 'queued', queued: 2 })
    const rows = await outboxOf(id)
    expect(rows).toHaveLength(2)
    expect(rows.map((r) => r.kind).sort()).toEqual(['mail', 'mail2'])
    expect(rows[0]?.text).toContain('ნინო')

    const stored = await t.payload.findByID({
      collection: 'form-submissions',
      id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({
      status: 'mail_sent',
      mailState: 'queued',
      spam: { verdict: 'ham' },
    })

    // A second click, and two at once: nothing more is queued.
    expect(await markNotSpam(t.payload, id)).toEqual({ ok: true, state: 'already', queued: 0 })
    expect(await outboxOf(id)).toHaveLength(2)
  })

  it('two presses at the same time queue the mail once', async () => {
    const id = await spamSubmission()
    const results = await Promise.all([markNotSpam(t.payload, id), markNotSpam(t.payload, id)])
    expect(results.map((r) => r.state).sort()).toEqual(['already', 'queued'])
    expect(await outboxOf(id)).toHaveLength(2)
  })

  it('its mail queued but the answer lost: it stays ham, and a second press queues nothing', async () => {
    const id = await spamSubmission()
    const restore = loseCommitAnswers(t)
    try {
      await expect(markNotSpam(t.payload, id)).rejects.toSatisfy(isCommitOutcomeUnknown)
    } finally {
      restore()
    }
    // The mail was queued: put back to spam, the next press would queue it a second time.
    expect(await outboxOf(id)).toHaveLength(2)
    const stored = await t.payload.findByID({
      collection: 'form-submissions',
      id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.spam?.verdict).toBe('ham')
    expect(await markNotSpam(t.payload, id)).toEqual({ ok: true, state: 'already', queued: 0 })
    expect(await outboxOf(id)).toHaveLength(2)
  })

  it('the endpoint is for signed-in editors only and answers 404 for an unknown id', async () => {
    const id = await spamSubmission()
    const anonymous = await notSpamEndpoint({ payload: t.payload, routeParams: { id: String(id) } })
    expect(anonymous.status).toBe(401)
    expect(await outboxOf(id)).toHaveLength(0)

    const user = { id: 1, role: 'editor', collection: 'users' }
    const missing = await notSpamEndpoint({
      payload: t.payload,
      user,
      routeParams: { id: '999999' },
    })
    expect(missing.status).toBe(404)
    const bad = await notSpamEndpoint({ payload: t.payload, user, routeParams: { id: 'x' } })
    expect(bad.status).toBe(404)

    const ok = await notSpamEndpoint({ payload: t.payload, user, routeParams: { id: String(id) } })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ state: 'queued', queued: 2 })
    const again = await notSpamEndpoint({
      payload: t.payload,
      user,
      routeParams: { id: String(id) },
    })
    expect(await again.json()).toEqual({ state: 'already', queued: 0 })
    expect(await outboxOf(id)).toHaveLength(2)
  })

  it('a submission that was never spam is left as it is', async () => {
    const response = await postFeedback(t.payload, formId, validSubmission(formId))
    expect((await response.json()).status).toBe('mail_sent')
    const doc = await latestSubmission(t.payload)
    const before = (await outboxOf(doc!.id)).length
    expect(await markNotSpam(t.payload, doc!.id)).toMatchObject({ state: 'already' })
    expect(await outboxOf(doc!.id)).toHaveLength(before)
  })
})
