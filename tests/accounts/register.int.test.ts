/**
 * Contract of `stm_custom_register` (docs/compatibility.md, "Accounts: registration"), from the
 * Consulting theme: its script posts the
 * register form (`stm_user_mail`, `stm_nickname`, `stm_user_password`, `stm_user_link`,
 * `stm_site_address`) with `action` and `security`, marks `input[name=key]` for each key of
 * `errors` and shows `message` in the validation area.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountStringsByLocale } from '@/features/accounts/messages'
import { verifyVisitor } from '@/features/accounts/server/verify'
import { SPAM_FIELDS } from '@/features/spam'
import { createToken } from '@/lib/tokens'
import { resetRateLimits } from '@/lib/rate-limit'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'
import { linkIn, mailsTo, postRegister, registerFields, useTestPayload } from './helpers'

const ka = accountStringsByLocale.ka
const en = accountStringsByLocale.en

describe.each(databaseKinds)('stm_custom_register on %s', (kind) => {
  let t: TestPayload
  let n = 0
  const freshEmail = () => `visitor${++n}-${kind}@example.ge`

  beforeAll(async () => {
    t = await startPayload(kind)
    useTestPayload(t.payload)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  const visitorsWith = async (email: string) =>
    (
      await t.payload.find({
        collection: 'visitors',
        where: { email: { equals: email } },
        showHiddenFields: true,
        depth: 0,
      })
    ).docs

  it('creates an unverified account, answers errors and message, and mails a signed link', async () => {
    const email = freshEmail()
    const password = 'mtasvla-kazbegze-2026'
    const response = await postRegister(
      registerFields({
        stm_user_mail: email,
        stm_user_password: password,
        stm_user_link: 'https://nino.example.ge',
        stm_site_address: 'თბილისი, რუსთაველის 12',
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({ errors: {}, message: ka.checkEmail })

    const [visitor] = await visitorsWith(email)
    expect(visitor).toMatchObject({
      nickname: 'ნინო',
      link: 'https://nino.example.ge',
      address: 'თბილისი, რუსთაველის 12',
      locale: 'ka',
      verified: false,
    })
    expect(visitor!.consentAt).toBeTruthy()
    // Hashed by Payload, never stored as typed.
    const stored = JSON.stringify(visitor)
    expect(stored).not.toContain(password)

    const mails = await mailsTo(t.payload, email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'account-verify', subject: ka.verifyMailSubject })
    expect(mails[0]!.text).not.toContain(password)
    const link = linkIn(mails[0]!.text)
    expect(link.pathname).toBe('/account/verify')
    expect(link.searchParams.get('id')).toBe(String(visitor!.id))

    // A forged token verifies nothing; the mailed one verifies the account.
    expect(await verifyVisitor(t.payload, String(visitor!.id), 'forged')).toBe('invalid')
    expect(
      await verifyVisitor(t.payload, String(visitor!.id + 1000), link.searchParams.get('token')),
    ).toBe('invalid')
    expect((await visitorsWith(email))[0]!.verified).toBe(false)
    expect(
      await verifyVisitor(t.payload, link.searchParams.get('id'), link.searchParams.get('token')),
    ).toBe('verified')
    expect((await visitorsWith(email))[0]!.verified).toBe(true)
  })

  it('answers in English when the form says so, with English mail', async () => {
    const email = freshEmail()
    const response = await postRegister(registerFields({ stm_user_mail: email, lang: 'en' }))
    expect(await response.json()).toEqual({ errors: {}, message: en.checkEmail })
    const [mail] = await mailsTo(t.payload, email)
    expect(mail!.subject).toBe(en.verifyMailSubject)
    expect(linkIn(mail!.text).pathname).toBe('/en/account/verify')
    expect((await visitorsWith(email))[0]!.locale).toBe('en')
  })

  it('names each bad field in errors (field → true) and creates nothing', async () => {
    const response = await postRegister(
      registerFields({
        stm_user_mail: 'not-an-email',
        stm_nickname: '',
        stm_user_password: 'short',
        stm_user_link: 'javascript:alert(1)',
      }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      errors: {
        stm_user_mail: true,
        stm_nickname: true,
        stm_user_password: true,
        stm_user_link: true,
      },
      message: ka.passwordShort,
    })
    expect(await visitorsWith('not-an-email')).toHaveLength(0)
  })

  it('refuses common passwords and missing fields', async () => {
    const common = await postRegister(
      registerFields({ stm_user_mail: freshEmail(), stm_user_password: 'Password123' }),
    )
    expect(await common.json()).toEqual({
      errors: { stm_user_password: true },
      message: ka.passwordCommon,
    })
    const missing = await postRegister(
      registerFields({ stm_user_mail: null, stm_nickname: null, stm_user_password: null }),
    )
    expect(await missing.json()).toEqual({
      errors: { stm_user_mail: true, stm_nickname: true, stm_user_password: true },
      message: ka.passwordShort,
    })
  })

  it('answers a taken e-mail exactly as a new one and mails its owner, changing nothing', async () => {
    const email = freshEmail()
    await postRegister(registerFields({ stm_user_mail: email }))
    const [first] = await visitorsWith(email)
    await t.payload.update({ collection: 'visitors', id: first!.id, data: { verified: true } })

    const again = await postRegister(
      registerFields({
        stm_user_mail: email.toUpperCase(),
        stm_nickname: 'სხვა',
        stm_user_password: 'sul-skhva-paroli-99',
      }),
    )
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ errors: {}, message: ka.checkEmail })
    const visitors = await visitorsWith(email)
    expect(visitors).toHaveLength(1)
    expect(visitors[0]).toMatchObject({ nickname: 'ნინო', verified: true })
    expect((visitors[0] as { hash?: string }).hash).toBe((first as { hash?: string }).hash)
    const mails = await mailsTo(t.payload, email)
    expect(mails.map((m) => m.kind)).toEqual(['account-verify', 'account-exists'])
    expect(mails[1]!.text).not.toContain('sul-skhva-paroli-99')
  })

  it('sends an unverified taken e-mail a fresh verification link', async () => {
    const email = freshEmail()
    await postRegister(registerFields({ stm_user_mail: email }))
    await postRegister(registerFields({ stm_user_mail: email }))
    const mails = await mailsTo(t.payload, email)
    expect(mails.map((m) => m.kind)).toEqual(['account-verify', 'account-verify'])
    expect(await visitorsWith(email)).toHaveLength(1)
  })

  it('runs the spam module: a filled honeypot creates nothing and mails nothing', async () => {
    const email = freshEmail()
    const response = await postRegister(
      registerFields({ stm_user_mail: email, [SPAM_FIELDS.honeypot]: 'http://spam.example' }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ errors: {}, message: ka.spam })
    expect(await visitorsWith(email)).toHaveLength(0)
    expect(await mailsTo(t.payload, email)).toHaveLength(0)
  })

  it('answers bad requests with 4xx JSON, never 5xx', async () => {
    const noToken = await postRegister(registerFields(), { token: null })
    expect(noToken.status).toBe(403)
    expect((await noToken.json()).data.code).toBe('invalid_nonce')
    const expired = await postRegister(registerFields(), {
      token: createToken('stm_custom_register', { now: Date.now() - 3 * 24 * 3600 * 1000 }),
    })
    expect(expired.status).toBe(403)
    expect((await expired.json()).data.code).toBe('nonce_expired')
    const wrongAction = await postRegister(registerFields(), {
      token: createToken('stm_ajax_load_events'),
    })
    expect(wrongAction.status).toBe(403)
    const huge = await postRegister(registerFields({ stm_nickname: 'ა'.repeat(200_000) }))
    expect(huge.status).toBe(413)
    expect(await huge.json()).toMatchObject({ success: false })
    const long = await postRegister(
      registerFields({ stm_user_mail: freshEmail(), stm_site_address: 'x'.repeat(301) }),
    )
    expect(long.status).toBe(200)
    expect(await long.json()).toMatchObject({ errors: { stm_site_address: true } })
    const binary = await postRegister(
      registerFields({ stm_user_mail: '\u0000@\u0000', stm_nickname: 'a\nb' }),
    )
    expect(binary.status).toBe(200)
    expect((await binary.json()).errors).toMatchObject({ stm_user_mail: true, stm_nickname: true })
  })

  describe('rate limit `register`', () => {
    afterAll(async () => {
      process.env.RATE_LIMIT_REGISTER = 'off'
      process.env.RATE_LIMIT_REGISTER_EMAIL = 'off'
      await resetRateLimits()
    })

    it('limits one e-mail address, whatever the client address', async () => {
      process.env.RATE_LIMIT_REGISTER_EMAIL = '2/3600'
      await resetRateLimits()
      const email = freshEmail()
      const answers = []
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        const response = await postRegister(registerFields({ stm_user_mail: email }), {
          headers: { 'x-forwarded-for': ip },
        })
        answers.push(response.status)
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
          expect(await response.json()).toEqual({
            errors: {},
            message: expect.stringContaining('წუთში'),
          })
        }
      }
      expect(answers).toEqual([200, 200, 429])
      expect(await mailsTo(t.payload, email)).toHaveLength(2)
    })

    it('limits one client address', async () => {
      process.env.RATE_LIMIT_REGISTER_EMAIL = 'off'
      process.env.RATE_LIMIT_REGISTER = '2/3600'
      await resetRateLimits()
      const statuses = []
      for (let i = 0; i < 3; i++) {
        const response = await postRegister(registerFields({ stm_user_mail: freshEmail() }), {
          headers: { 'x-forwarded-for': '192.0.2.77' },
        })
        statuses.push(response.status)
      }
      expect(statuses).toEqual([200, 200, 429])
    })
  })
})
