import { handleEndpoints } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  FORGOT_PASSWORD_THROTTLED_MESSAGE,
  LOGIN_THROTTLED_MESSAGE,
} from '@/collections/Users/login-throttle'
import { resetRateLimits } from '@/lib/rate-limit'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const SITE = 'http://localhost:3000'
const ADMIN = { email: 'admin-sessions@sakhli.test', password: 'correct horse battery 42' }

describe.each(databaseKinds)('sessions and login on %s', (kind) => {
  let t: TestPayload

  function api(
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const request = new Request(`${SITE}/api${path}`, {
      method,
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    })
    return handleEndpoints({ config: t.payload.config, request, payloadInstanceCacheKey: t.key })
  }

  const login = (email: string, password: string, ip: string) =>
    api('POST', '/users/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } })

  beforeAll(async () => {
    t = await startPayload(kind)
    await t.payload.create({
      collection: 'users',
      data: { ...ADMIN, name: 'Admin', role: 'admin' },
      overrideAccess: true,
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })
  beforeEach(async () => {
    vi.stubEnv('REDIS_URL', '')
    await resetRateLimits()
  })
  afterEach(async () => {
    vi.unstubAllEnvs()
    await resetRateLimits()
  })

  it('five wrong passwords no longer lock the admin out: the 6th try from that address is throttled (429, Retry-After), the right password from another address signs in', async () => {
    const attacker = '203.0.113.66'
    const failures = []
    for (let i = 0; i < 5; i++) failures.push(await login(ADMIN.email, `wrong-${i}`, attacker))
    expect(failures.map((r) => r.status)).toEqual([401, 401, 401, 401, 401])

    const throttled = await login(ADMIN.email, 'wrong-5', attacker)
    expect(throttled.status).toBe(429)
    const retryAfter = Number(throttled.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(await throttled.json()).toMatchObject({
      errors: [{ message: LOGIN_THROTTLED_MESSAGE }],
    })
    // Still throttled for the attacker's address, even with the right password...
    expect((await login(ADMIN.email, ADMIN.password, attacker)).status).toBe(429)
    // ...but the editor, elsewhere, is never locked out.
    const editor = await login(ADMIN.email, ADMIN.password, '198.51.100.7')
    expect(editor.status).toBe(200)
    const body = (await editor.json()) as { token?: string; user?: Record<string, unknown> }
    expect(body.token).toEqual(expect.any(String))
    expect(body.user).not.toHaveProperty('lockUntil')
    expect(body.user).not.toHaveProperty('loginAttempts')
  })

  it('answers an unknown e-mail and a wrong password with the same status and text', async () => {
    const unknown = await login('nobody-here@sakhli.test', 'whatever-1', '203.0.113.70')
    const wrong = await login(ADMIN.email, 'whatever-1', '203.0.113.71')
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(await unknown.json()).toEqual(await wrong.json())
    // Also after many failures: no "locked" answer that would tell a known e-mail apart.
    for (let i = 0; i < 5; i++) await login(ADMIN.email, `nope-${i}`, `203.0.113.${80 + i}`)
    const afterMany = await login(ADMIN.email, 'whatever-1', '203.0.113.90')
    expect(afterMany.status).toBe(401)
    expect(await afterMany.json()).toEqual(
      await (await login('nobody-here@sakhli.test', 'whatever-1', '203.0.113.91')).json(),
    )
  })

  it('a successful login resets the consecutive failures of that address and e-mail', async () => {
    const ip = '203.0.113.100'
    for (let i = 0; i < 4; i++) expect((await login(ADMIN.email, `x${i}`, ip)).status).toBe(401)
    expect((await login(ADMIN.email, ADMIN.password, ip)).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await login(ADMIN.email, `y${i}`, ip)).status).toBe(401)
    expect((await login(ADMIN.email, 'y5', ip)).status).toBe(429)
  })

  it('throttles slow brute force over many e-mails per address per day (RATE_LIMIT_LOGIN)', async () => {
    vi.stubEnv('RATE_LIMIT_LOGIN', '3/86400')
    await resetRateLimits()
    const ip = '203.0.113.110'
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await login(`guess${i}@sakhli.test`, 'pw', ip)).status)
    expect(statuses).toEqual([401, 401, 401, 429])
    expect((await login(ADMIN.email, ADMIN.password, '203.0.113.111')).status).toBe(200)
  })

  it('password-reset requests, which mail an editor, are limited per address and per e-mail', async () => {
    const forgot = (ip: string) =>
      api('POST', '/users/forgot-password', {
        body: { email: ADMIN.email },
        headers: { 'x-forwarded-for': ip },
      })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await forgot(`203.0.113.${120 + i}`)).status)
    // Three a hour for one e-mail, from any addresses.
    expect(statuses).toEqual([200, 200, 200, 429])
    const refused = await forgot('203.0.113.130')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({
      errors: [{ message: FORGOT_PASSWORD_THROTTLED_MESSAGE }],
    })
  })

  it('a cross-site form with the admin’s session cookie cannot create an admin user (csrf lists the site’s origin)', async () => {
    const signedIn = await login(ADMIN.email, ADMIN.password, '198.51.100.8')
    const { token } = (await signedIn.json()) as { token: string }
    const cookie = `payload-token=${token}`
    const newAdmin = (email: string) => ({
      email,
      password: 'planted-password-1',
      name: 'Planted',
      role: 'admin',
    })

    const foreign = await api('POST', '/users', {
      body: newAdmin('planted@evil.example'),
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    const crossSite = await api('POST', '/users', {
      body: newAdmin('planted2@evil.example'),
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    const planted = await t.payload.find({
      collection: 'users',
      where: { email: { like: 'evil.example' } },
      overrideAccess: true,
    })
    expect(planted.totalDocs).toBe(0)

    // The site's own admin still works.
    const own = await api('POST', '/users', {
      body: newAdmin('second-admin@sakhli.test'),
      headers: { cookie, origin: SITE },
    })
    expect(own.status).toBe(201)
  })
})
