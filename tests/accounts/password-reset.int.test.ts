/** Forgotten passwords: a signed link through the outbox that works once, never a password mailed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { requestPasswordReset, resetPassword } from '@/features/accounts/server/password-reset'
import { accountStringsByLocale } from '@/features/accounts/messages'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'
import { linkIn, mailsTo } from './helpers'

describe.each(databaseKinds)('password reset on %s', (kind) => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  const create = (email: string, verified: boolean) =>
    t.payload.create({
      collection: 'visitors',
      data: {
        email,
        password: 'dzveli-paroli-2026',
        nickname: 'ნინო',
        locale: 'en',
        verified,
        consentAt: new Date().toISOString(),
      },
    })
  const logsIn = (email: string, password: string) =>
    t.payload.login({ collection: 'visitors', data: { email, password } }).then(
      () => true,
      () => false,
    )

  it('mails a verified account a link that sets a new password once', async () => {
    await create('reset@example.ge', true)
    await requestPasswordReset(t.payload, 'reset@example.ge', 'ka')
    const [mail] = await mailsTo(t.payload, 'reset@example.ge')
    // The account's own language.
    expect(mail).toMatchObject({
      kind: 'account-reset',
      subject: accountStringsByLocale.en.resetMailSubject,
    })
    expect(mail!.text).not.toContain('dzveli-paroli-2026')
    const link = linkIn(mail!.text)
    expect(link.pathname).toBe('/en/account/reset')
    const id = link.searchParams.get('id')!
    const token = link.searchParams.get('token')!

    expect(await resetPassword(t.payload, id, 'forged', 'akhali-paroli-2026')).toBe('invalid')
    expect(await resetPassword(t.payload, id, token, 'password1')).toBe('weak')
    expect(await resetPassword(t.payload, id, token, 'akhali-paroli-2026')).toBe('done')
    expect(await logsIn('reset@example.ge', 'akhali-paroli-2026')).toBe(true)
    expect(await logsIn('reset@example.ge', 'dzveli-paroli-2026')).toBe(false)
    // The password changed: the same link works no more.
    expect(await resetPassword(t.payload, id, token, 'mesame-paroli-2026')).toBe('invalid')
  })

  it('mails nothing for unknown or unverified addresses', async () => {
    await create('unverified@example.ge', false)
    await requestPasswordReset(t.payload, 'unverified@example.ge', 'ka')
    await requestPasswordReset(t.payload, 'nobody@example.ge', 'ka')
    await requestPasswordReset(t.payload, 'not an e-mail', 'ka')
    expect(await mailsTo(t.payload, 'unverified@example.ge')).toHaveLength(0)
    expect(await mailsTo(t.payload, 'nobody@example.ge')).toHaveLength(0)
    expect(await logsIn('unverified@example.ge', 'dzveli-paroli-2026')).toBe(false)
  })
})
