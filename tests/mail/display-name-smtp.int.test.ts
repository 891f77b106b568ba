/**
 * Regression: "a `:` in a visitor's name makes the From header an invalid group" — checked on the
 * wire: a contact form whose mail is sent "from" the visitor's name, delivered over SMTP by
 * nodemailer to a real SMTP server on loopback, read back with mailparser.
 */
import type { AddressObject, ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliverPendingMail } from '@/features/mail'

import { createTestForm, postFeedback, validSubmission } from '../contact-forms/helpers'
import { startPayload, type TestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'

const header = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((h) => h.key === key)?.line ?? ''
const mailboxes = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value)

describe('a colon in a visitor name makes the From header an invalid group (SMTP, SQLite)', () => {
  let t: TestPayload
  let smtp: TestSmtp
  const saved = process.env.SMTP_URL

  beforeAll(async () => {
    smtp = await startSmtp()
    process.env.SMTP_URL = smtp.url
    t = await startPayload('sqlite')
  })
  afterAll(async () => {
    await t?.cleanup()
    await smtp?.stop()
    if (saved === undefined) delete process.env.SMTP_URL
    else process.env.SMTP_URL = saved
  })

  it('sends From and Reply-To with the whole name as one mailbox', async () => {
    const formId = await createTestForm(t.payload, undefined, {
      mail: {
        // The site's own address: a mail addressed by the visitor would carry none of their text.
        to: 'office@sakhli.test',
        from: '[your-name] <noreply@sakhli.test>',
        replyTo: '[your-name] <[your-email]>',
        subject: 'ახალი შეტყობინება',
        body: '[your-message]',
      },
      mail2: { active: false },
    })
    const name = 'X Bcc:1 (admin) "q"'
    const answer = await (
      await postFeedback(t.payload, formId, validSubmission(formId, { 'your-name': name }))
    ).json()
    expect(answer.status).toBe('mail_sent')
    await deliverPendingMail(t.payload)
    expect(smtp.inbox).toHaveLength(1)
    const mail = smtp.inbox[0]!
    // One mailbox each, the visitor's name whole (CF7's address rule drops its quotes), never a
    // group: the finding's header was `From: X Bcc:1 <noreply@sakhli.test>;`.
    const expected = 'X Bcc:1 (admin) q'
    expect(mailboxes(mail.from)).toEqual([{ name: expected, address: 'noreply@sakhli.test' }])
    expect(mailboxes(mail.to)).toEqual([{ name: '', address: 'office@sakhli.test' }])
    expect(mailboxes(mail.replyTo)).toEqual([{ name: expected, address: 'nino@example.ge' }])
    for (const key of ['from', 'to', 'reply-to']) expect(header(mail, key)).not.toMatch(/;\s*$/)
    expect(header(mail, 'from')).toBe('From: "X Bcc:1 (admin) q" <noreply@sakhli.test>')
  })
})
