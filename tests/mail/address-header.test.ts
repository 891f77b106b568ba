/**
 * Regression: "a `:` in a visitor's name makes the From header an invalid group" (`From: X Bcc:1
 * <…>;`). Every address header entering the outbox is made of plain or quoted display names;
 * nodemailer's own address parser reads each back as the one mailbox it was meant to be.
 */
import addressparser from 'nodemailer/lib/addressparser'
import { describe, expect, it } from 'vitest'

import { outboxRows } from '@/features/mail'
import { safeAddressHeader } from '@/features/mail/server/address-header'

/** What nodemailer makes of a header value: mailboxes (name, address) or a group. */
const parsed = (value: string) => addressparser(value)

describe('a colon in a visitor name makes the From header an invalid group', () => {
  it('quotes a display name holding a colon: one mailbox, not the group "X Bcc"', () => {
    // The finding: nodemailer read this as the group "X Bcc" with the member `1 <…>`.
    expect(parsed('X Bcc:1 <noreply@sakhli.test>')[0]).toHaveProperty('group')
    const safe = safeAddressHeader('X Bcc:1 <noreply@sakhli.test>')
    expect(safe).toBe('"X Bcc:1" <noreply@sakhli.test>')
    expect(parsed(safe)).toEqual([{ name: 'X Bcc:1', address: 'noreply@sakhli.test' }])
  })

  it.each([
    ['Nino (admin) <a@b.ge>', 'Nino (admin)'],
    ['Nino; Bcc <a@b.ge>', 'Nino; Bcc'],
    ['"Nino \\"the\\" one" <a@b.ge>', 'Nino "the" one'],
    ['Nino\\ <a@b.ge>', 'Nino\\'],
    ['x@evil.ge <a@b.ge>', 'x@evil.ge'],
    ['ნინო: ბერიძე <a@b.ge>', 'ნინო: ბერიძე'],
    ['Nino [x] <a@b.ge>', 'Nino [x]'],
  ])('%s keeps its whole name as one quoted phrase', (value, name) => {
    expect(parsed(safeAddressHeader(value))).toEqual([{ name, address: 'a@b.ge' }])
  })

  it('drops control characters (CR/LF, bidi overrides) from names and addresses', () => {
    const safe = safeAddressHeader('Nino\r\nBcc: x@y.ge\u202e <a@b.ge\r\n>')
    expect(safe).not.toMatch(/[\r\n\u202e]/)
    expect(parsed(safe)).toEqual([{ name: 'Nino Bcc: x@y.ge', address: 'a@b.ge' }])
  })

  it('leaves plain names, bare and bracketed addresses, and lists as they were written', () => {
    for (const value of [
      'office@sakhli.test',
      'Sakhli <noreply@sakhli.test>',
      '<noreply@sakhli.test>',
      'ნინო ბერიძე <nino@example.ge>',
      'a@b.ge, Nino <c@d.ge>',
    ]) {
      expect(safeAddressHeader(value)).toBe(value)
    }
    // A comma inside quotes stays in its name; the list keeps both mailboxes.
    expect(parsed(safeAddressHeader('"Doe, John" <a@b.ge>, c@d.ge'))).toEqual([
      { name: 'Doe, John', address: 'a@b.ge' },
      { name: '', address: 'c@d.ge' },
    ])
  })

  it('drops an empty name, and a name around a bare address becomes its display name', () => {
    expect(safeAddressHeader('""  <a@b.ge>')).toBe('<a@b.ge>')
    expect(parsed(safeAddressHeader('Bcc: a@b.ge'))).toEqual([{ name: 'Bcc:', address: 'a@b.ge' }])
  })

  it('is applied to every outbox row: to, from and reply-to', () => {
    const [row] = outboxRows(
      [
        {
          kind: 'test',
          to: 'X Bcc:1 <a@b.ge>',
          from: 'X Bcc:1 <noreply@sakhli.test>',
          replyTo: 'Y: z <c@d.ge>',
          subject: 's',
          text: 't',
        },
      ],
      'form-submissions',
      1,
      new Date().toISOString(),
    )
    expect(row).toMatchObject({
      to: '"X Bcc:1" <a@b.ge>',
      from: '"X Bcc:1" <noreply@sakhli.test>',
      replyTo: '"Y: z" <c@d.ge>',
    })
  })
})
