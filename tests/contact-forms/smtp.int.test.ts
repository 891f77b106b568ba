import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliverPendingMail } from '@/features/mail'

import { createTestForm, latestSubmission, postFeedback, validSubmission } from './helpers'
import { startPayload, type TestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('contact-form mail over SMTP (SQLite)', () => {
  let t: TestPayload
  let smtp: TestSmtp
  let formId: number
  const saved = {
    SMTP_URL: process.env.SMTP_URL,
    MAIL_RETRY_DELAY_MS: process.env.MAIL_RETRY_DELAY_MS,
  }

  beforeAll(async () => {
    smtp = await startSmtp()
    process.env.SMTP_URL = smtp.url
    process.env.MAIL_RETRY_DELAY_MS = '50'
    t = await startPayload('sqlite')
    formId = await createTestForm(t.payload)
  })
  afterAll(async () => {
    await t?.cleanup()
    await smtp?.stop()
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })

  /** The submission's messages in the outbox, mail first. */
  const messagesOf = async (id: number) =>
    (
      await t.payload.find({
        collection: 'mail-outbox',
        where: { source: { equals: 'form-submissions' }, sourceId: { equals: id } },
        sort: 'kind',
        overrideAccess: true,
      })
    ).docs
  const lastSubmissionId = async () => (await latestSubmission(t.payload))!.id

  it('delivers the mail and the autoresponder with the posted fields', async () => {
    const body = await (
      await postFeedback(
        t.payload,
        formId,
        validSubmission(formId, {
          'your-file': new File(['hello'], 'note.txt', { type: 'text/plain' }),
        }),
      )
    ).json()
    expect(body.status).toBe('mail_sent')
    await deliverPendingMail(t.payload)
    expect(smtp.inbox).toHaveLength(2)
    const toOf = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '')
    const mail = smtp.inbox.find((m) => toOf(m) === 'office@sakhli.test')
    const autoresponder = smtp.inbox.find((m) => toOf(m) === 'nino@example.ge')
    expect(mail?.subject).toBe('ახალი შეტყობინება: ბინა')
    expect(mail?.text).toContain('სახელი: ნინო ბერიძე')
    expect(mail?.text).toContain('ელფოსტა: nino@example.ge')
    expect(mail?.replyTo?.text).toBe('nino@example.ge')
    expect(mail?.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['note.txt', 'hello'],
    ])
    expect(autoresponder?.text).toContain('გმადლობთ, ნინო ბერიძე!')
    const outbox = await messagesOf(await lastSubmissionId())
    expect(outbox.map((m) => [m.state, m.transport])).toEqual([
      ['sent', 'smtp'],
      ['sent', 'smtp'],
    ])
  })

  it('loses nothing while the SMTP server is down: the mail arrives once it is back', async () => {
    smtp.inbox.length = 0
    const port = smtp.port
    await smtp.stop()

    const body = await (await postFeedback(t.payload, formId, validSubmission(formId))).json()
    // Stored and queued: the visitor's answer does not depend on the mail server.
    expect(body.status).toBe('mail_sent')
    const id = await lastSubmissionId()
    await deliverPendingMail(t.payload)
    let outbox = await messagesOf(id)
    expect(outbox.map((m) => [m.state, m.attempts])).toEqual([
      ['retrying', 1],
      ['retrying', 1],
    ])
    expect(outbox.every((m) => m.lastError)).toBe(true)

    smtp = await startSmtp(port)
    // Past the backoff (50 ms base in this test) the next run delivers it.
    for (let i = 0; i < 20 && smtp.inbox.length < 2; i++) {
      await wait(200)
      await deliverPendingMail(t.payload)
    }
    expect(smtp.inbox).toHaveLength(2)
    outbox = await messagesOf(id)
    expect(outbox.map((m) => m.state)).toEqual(['sent', 'sent'])
    expect(outbox.every((m) => (m.attempts ?? 0) >= 2 && !m.lastError)).toBe(true)
    // And only once.
    await wait(200)
    await deliverPendingMail(t.payload)
    expect(smtp.inbox).toHaveLength(2)
  })
})
