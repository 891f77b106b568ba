/**
 * Findings of a review of visitor accounts: "the registration nickname does the same" (visitor text
 * opens a mail sent to any address typed); "an unverified account with the right password gets a
 * different login error than a wrong password; registration takes 150 ms for a taken address and
 * 162 ms for a new one". Each test fails on the code before the fix. Time itself is measured by
 * `bench/register-timing.run.ts`, never asserted here: the test compares the work both paths do.
 */
import { handleEndpoints } from 'payload'
import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { provideActionPayload } from '@/lib/action-payload'

import { GET as ajaxGet } from '@/app/(compat)/wp-admin/admin-ajax.php/route'
import { REGISTER_ACTION } from '@/features/accounts'
import { accountStringsByLocale } from '@/features/accounts/messages'
import { verifyAccountAction } from '@/features/accounts/server/account-actions'
import { VerifyPage } from '@/features/accounts/views/VerifyPage'
import { createToken } from '@/lib/tokens'
import { resetRateLimits } from '@/lib/rate-limit'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'
import { linkIn, mailsTo, postRegister, registerFields, useTestPayload } from './helpers'

const current: { payload?: TestPayload['payload'] } = {}
vi.mock('@/data/payload', () => ({ getPayloadClient: async () => current.payload }))
// The server actions' Payload, as the app provides it at start.
provideActionPayload(async () => current.payload!)

/** What registration does, in order: password hashes, database calls, statements written. */
const trace: string[] = []
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>()
  const pbkdf2 = ((...args: Parameters<typeof crypto.pbkdf2>) => {
    trace.push(`pbkdf2 ${args[2]}`)
    return crypto.pbkdf2(...args)
  }) as typeof crypto.pbkdf2
  return { ...crypto, default: { ...crypto, pbkdf2 }, pbkdf2 }
})
vi.mock('@/db/sqlite-writer', async (importOriginal) => {
  const writer = await importOriginal<typeof import('@/db/sqlite-writer')>()
  return {
    ...writer,
    writeBatch: (
      adapter: Parameters<typeof writer.writeBatch>[0],
      statements: { sql: string }[],
    ) => {
      for (const s of statements) trace.push(statementOf(s.sql))
      return writer.writeBatch(adapter, statements as Parameters<typeof writer.writeBatch>[1])
    },
  }
})

/** `insert into "visitors"`, `begin`, `select`…: a statement's kind and table, not its values. */
function statementOf(sql: string): string {
  const words = sql.trim().split(/\s+/)
  return (words[0]!.toLowerCase() === 'insert' ? words.slice(0, 3) : words.slice(0, 1))
    .join(' ')
    .toLowerCase()
}

const SITE = 'http://localhost:3000'
const RELAYED = 'Cheap loans at https://spam.example'
const PASSWORD = 'mtasvla-kazbegze-2026'

/** Every element of a server component's output, depth first (no rendering needed). */
function elementsOf(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf)
  if (!isValidElement<Record<string, unknown>>(node)) return []
  return [node, ...elementsOf(node.props.children as ReactNode)]
}

describe.each(databaseKinds)('visitor accounts hardened, on %s', (kind) => {
  let t: TestPayload
  let n = 0
  const freshEmail = () => `issue34-${++n}-${kind}@example.ge`
  let ip = 0
  const nextIp = () => `203.0.113.${(++ip % 250) + 1}`

  beforeAll(async () => {
    t = await startPayload(kind)
    current.payload = t.payload
    useTestPayload(t.payload)
  })
  afterAll(async () => {
    await t?.cleanup()
  })
  beforeEach(async () => {
    vi.stubEnv('REDIS_URL', '')
    // Queued mail stays queued: no delivery round runs beside what a test traces.
    vi.stubEnv('MAIL_WORKER', 'off')
    await resetRateLimits()
  })
  afterEach(async () => {
    vi.unstubAllEnvs()
    await resetRateLimits()
  })

  const visitorOf = async (email: string) =>
    (
      await t.payload.find({
        collection: 'visitors',
        where: { email: { equals: email } },
        showHiddenFields: true,
        depth: 0,
      })
    ).docs[0]
  const register = (email: string, fields: Record<string, string> = {}) =>
    postRegister(registerFields({ stm_user_mail: email, ...fields }), {
      headers: { 'x-forwarded-for': nextIp() },
    })
  const verify = (id: number) =>
    t.payload.update({ collection: 'visitors', id, data: { verified: true } })
  const login = (email: string, password: string) =>
    handleEndpoints({
      config: t.payload.config,
      payloadInstanceCacheKey: t.key,
      request: new Request(`${SITE}/api/visitors/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify({ email, password }),
      }),
    })
  /** The mails to `email` once there are `count` (a login queues its mail after its answer). */
  const mailsOnceThere = async (email: string, count: number) => {
    await vi.waitFor(async () => expect(await mailsTo(t.payload, email)).toHaveLength(count), {
      timeout: 10_000,
      interval: 50,
    })
    return mailsTo(t.payload, email)
  }

  it('the registration nickname no longer opens a mail sent to any address typed: no mail to an unconfirmed address carries visitor text', async () => {
    const fields = {
      stm_nickname: RELAYED,
      stm_user_link: 'https://spam.example/loans',
      stm_site_address: RELAYED,
    }
    // A new address, the same again (unverified: a fresh link), the login of its owner (a fresh
    // link), and a verified address (a note to its owner).
    const fresh = freshEmail()
    await register(fresh, fields)
    await register(fresh, fields)
    await login(fresh, PASSWORD)
    const taken = freshEmail()
    await register(taken)
    await verify((await visitorOf(taken))!.id)
    await register(taken, fields)

    const relayed = (mails: { subject: string; text: string }[]) =>
      mails.filter((m) => /Cheap loans|spam\.example/.test(`${m.subject}\n${m.text}`))
    expect(relayed(await mailsTo(t.payload, fresh))).toEqual([])
    expect(relayed(await mailsTo(t.payload, taken))).toEqual([])
    // Every one of those mails was looked at: the login's too (queued after its answer).
    const mails = [...(await mailsOnceThere(fresh, 3)), ...(await mailsTo(t.payload, taken))]
    expect(mails.map((m) => m.kind)).toEqual([
      'account-verify',
      'account-verify',
      'account-verify',
      'account-verify',
      'account-exists',
    ])
    expect(relayed(mails)).toEqual([])
    // What the visitor wrote is kept on the account, for its owner and the editors.
    expect((await visitorOf(fresh))!.nickname).toBe(RELAYED)
  })

  it('an unverified account with the right password gets the error of a wrong password (same status and body), and a fresh verification link, rate limited', async () => {
    const unverified = freshEmail()
    await register(unverified)
    const verified = freshEmail()
    await register(verified)
    await verify((await visitorOf(verified))!.id)
    const mailsBefore = (await mailsTo(t.payload, unverified)).length

    const answers = []
    for (const [email, password] of [
      [unverified, PASSWORD],
      [unverified, 'wrong-password-2026'],
      [verified, 'wrong-password-2026'],
      ['nobody-here@example.ge', PASSWORD],
    ] as const) {
      const response = await login(email, password)
      answers.push({ status: response.status, body: await response.json() })
    }
    expect(answers[0]!.status).toBe(401)
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0])
    // The right password still opens the verified account (what is refused is only unverified).
    expect((await login(verified, PASSWORD)).status).toBe(200)

    // The owner of the unverified account is mailed a fresh link (a wrong password mails nothing).
    const mails = (await mailsOnceThere(unverified, mailsBefore + 1)).slice(mailsBefore)
    expect(mails.map((m) => m.kind)).toEqual(['account-verify'])
    expect(linkIn(mails[0]!.text).searchParams.get('id')).toBe(
      String((await visitorOf(unverified))!.id),
    )

    // Limited with registration's per-e-mail rule: the inbox is not mailed without end.
    vi.stubEnv('RATE_LIMIT_REGISTER_EMAIL', '2/3600')
    await resetRateLimits()
    for (let i = 0; i < 4; i++) expect((await login(unverified, PASSWORD)).status).toBe(401)
    await mailsOnceThere(unverified, mailsBefore + 3)
    // The last two logins were over the limit: no more mail comes.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await mailsTo(t.payload, unverified)).toHaveLength(mailsBefore + 3)
  })

  it('registration does the same work for a taken address as for a new one (one hash, one account write, one queued mail), so its time no longer tells them apart', async () => {
    const verifiedTaken = freshEmail()
    await register(verifiedTaken)
    await verify((await visitorOf(verifiedTaken))!.id)
    const unverifiedTaken = freshEmail()
    await register(unverifiedTaken)
    const before = await visitorOf(verifiedTaken)

    // Database calls of Payload's adapter and, on PostgreSQL, statements sent to its pool.
    const db = t.payload.db as unknown as Record<string, unknown> & {
      pool?: { connect: (...args: unknown[]) => Promise<unknown> }
    }
    const restore: (() => void)[] = []
    for (const [name, value] of Object.entries(db)) {
      if (typeof value !== 'function') continue
      db[name] = (...args: unknown[]) => {
        trace.push(`db.${name}`)
        return (value as (...a: unknown[]) => unknown).apply(db, args)
      }
      restore.push(() => (db[name] = value))
    }
    if (db.pool) {
      // Every statement of every client checked out of the pool (its own query() included).
      const pool = db.pool
      const connect = pool.connect
      const watched = new WeakSet<object>()
      const watch = (client: { query: (...a: unknown[]) => unknown }) => {
        if (watched.has(client)) return client
        watched.add(client)
        const query = client.query
        client.query = (...args: unknown[]) => {
          trace.push(statementOf((args[0] as { text?: string }).text ?? String(args[0])))
          return query.apply(client, args)
        }
        restore.push(() => {
          client.query = query
          watched.delete(client)
        })
        return client
      }
      type Client = Parameters<typeof watch>[0]
      pool.connect = (...args: unknown[]) => {
        const callback = args[0]
        if (typeof callback === 'function') {
          return connect.call(pool, (error: unknown, client: Client | undefined, done: unknown) =>
            callback(error, client && watch(client), done),
          )
        }
        return connect.call(pool).then((client) => watch(client as Client))
      }
      restore.push(() => (pool.connect = connect))
    }

    const workOf = async (email: string) => {
      trace.length = 0
      const response = await register(email)
      expect(await response.json()).toEqual({
        errors: {},
        message: accountStringsByLocale.ka.checkEmail,
      })
      return [...trace]
    }
    try {
      const fresh = await workOf(freshEmail())
      expect(fresh.filter((step) => step.startsWith('pbkdf2'))).toEqual(['pbkdf2 600000'])
      expect(await workOf(verifiedTaken)).toEqual(fresh)
      expect(await workOf(unverifiedTaken)).toEqual(fresh)
    } finally {
      for (const undo of restore.reverse()) undo()
    }
    // The taken account is unchanged: its password, its nickname, its state.
    const after = await visitorOf(verifiedTaken)
    expect(after).toMatchObject({ nickname: before!.nickname, verified: true })
    expect((after as { hash?: string }).hash).toBe((before as { hash?: string }).hash)
    // A new account's password is one Payload reads: its owner logs in once verified.
    const newcomer = freshEmail()
    await register(newcomer)
    await verify((await visitorOf(newcomer))!.id)
    expect((await login(newcomer, PASSWORD)).status).toBe(200)
  })

  it('no other site can register an address through the visitor`s browser: a GET (an <img>) or a post from another site is refused', async () => {
    const email = freshEmail()
    const query = new URLSearchParams(registerFields({ stm_user_mail: email }))
    query.set('action', REGISTER_ACTION)
    query.set('security', createToken(REGISTER_ACTION))
    const img = await ajaxGet(
      new Request(`${SITE}/wp-admin/admin-ajax.php?${query}`, {
        headers: {
          'x-forwarded-for': nextIp(),
          'sec-fetch-site': 'cross-site',
          'sec-fetch-dest': 'image',
        },
      }),
    )
    expect(img.status).toBe(405)
    const posted = await postRegister(registerFields({ stm_user_mail: email }), {
      headers: {
        'x-forwarded-for': nextIp(),
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    })
    expect(posted.status).toBe(403)
    expect(await posted.json()).toMatchObject({ success: false, data: { code: 'cross_site' } })
    expect(await visitorOf(email)).toBeUndefined()
    expect(await mailsTo(t.payload, email)).toHaveLength(0)
  })

  it('opening the verification link verifies nothing (mail scanners open links): its page has a button whose POST does', async () => {
    const email = freshEmail()
    await register(email, { lang: 'en' })
    const link = linkIn((await mailsTo(t.payload, email))[0]!.text)
    const id = link.searchParams.get('id')!
    const token = link.searchParams.get('token')!

    const page = await VerifyPage({ payload: t.payload, locale: 'en', id, token })
    expect((await visitorOf(email))!.verified).toBe(false)
    const form = elementsOf(page).find((e) => e.type === 'form')!
    expect(form.props.action).toBe(verifyAccountAction)
    const fields = Object.fromEntries(
      elementsOf(form)
        .filter((e) => e.type === 'input')
        .map((e) => [e.props.name, e.props.value]),
    )
    expect(fields).toEqual({ lang: 'en', id, token })

    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.set(name, String(value))
    // The action ends in a redirect (Next throws it) back to the link's page.
    const redirected = await verifyAccountAction(data).then(
      () => null,
      (error: { digest?: string }) => error.digest ?? null,
    )
    expect(redirected).toContain(`/en/account/verify?${new URLSearchParams({ id, token })}`)
    expect((await visitorOf(email))!.verified).toBe(true)
    const again = await VerifyPage({ payload: t.payload, locale: 'en', id, token })
    expect(elementsOf(again).some((e) => e.type === 'form')).toBe(false)
    expect(elementsOf(again).find((e) => e.props.role === 'status')!.props.children).toBe(
      accountStringsByLocale.en.verified,
    )
  })
})
