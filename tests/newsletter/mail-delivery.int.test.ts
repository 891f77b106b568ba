import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliverPendingMail } from '@/features/mail'
import { newsletterStrings } from '@/features/newsletter/messages'
import { exportSubscribersCsv } from '@/features/newsletter/server/export-csv'
import { resetRateLimits } from '@/lib/rate-limit'
import type { PayloadRequest } from 'payload'

import { startPayload, type TestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { answerOf, createList, sendmail, signupQuery } from './helpers'

describe('newsletter mail over SMTP and the CSV export (SQLite)', () => {
  let t: TestPayload
  let smtp: TestSmtp
  const saved = process.env.SMTP_URL

  beforeAll(async () => {
    smtp = await startSmtp()
    process.env.SMTP_URL = smtp.url
    t = await startPayload('sqlite')
    await resetRateLimits()
  })
  afterAll(async () => {
    await t?.cleanup()
    await smtp.stop()
    if (saved === undefined) delete process.env.SMTP_URL
    else process.env.SMTP_URL = saved
  })

  it('the confirmation mail leaves with List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const list = await createList(t.payload)
    const { body } = await answerOf(
      await sendmail(t.payload, signupQuery(list, { email: 'smtp@example.ge' })),
    )
    expect(body.status).toBe('pending')
    await deliverPendingMail(t.payload)
    // The confirmation mail, in whichever language the sign-up used.
    const subjects = [
      newsletterStrings('ka').confirmSubject,
      newsletterStrings('en').confirmSubject,
    ]
    const mail = smtp.inbox.find((m) => subjects.includes(m.subject ?? ''))!
    expect(mail).toBeTruthy()
    const line = (key: string) => mail.headerLines.find((h) => h.key === key)?.line ?? ''
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(line('list-unsubscribe').replace(/\s+/g, '')).toMatch(
      /^List-Unsubscribe:<https?:\/\/\S+\/newsletter\/unsubscribe\/one-click\?id=\S+&token=\S+>$/,
    )
    expect(mail.text).toContain('/newsletter/confirm?id=')
    expect(mail.text).toContain('/newsletter/unsubscribe?id=')
  })

  it('the admin exports subscribers with their consent as CSV; visitors cannot', async () => {
    const user = await t.payload.create({
      collection: 'users',
      data: {
        email: 'csv-admin@sakhli.test',
        password: 'x-Long-password-1',
        name: 'A',
        role: 'admin',
      },
      overrideAccess: true,
    })
    const req = { user: { ...user, collection: 'users' }, payload: t.payload, query: {} }
    const response = exportSubscribersCsv(req as unknown as PayloadRequest)
    expect(response.status).toBe(200)
    const csv = await response.text()
    expect(csv).toContain('consent text')
    expect(csv).toContain('smtp@example.ge')
    expect(csv).toContain('pending')
    const anonymous = exportSubscribersCsv({
      payload: t.payload,
      query: {},
    } as unknown as PayloadRequest)
    expect(anonymous.status).toBe(403)
  })
})
