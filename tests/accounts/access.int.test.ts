/**
 * Visitors are a separate auth collection from editors: a signed-in visitor never reaches the
 * admin, reads no other collection's admin data, and reads only their own account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canAccessAdmin, createLocalReq, getAccessResults, type PayloadRequest } from 'payload'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

describe.each(databaseKinds)('visitor access on %s', (kind) => {
  let t: TestPayload
  let visitorReq: PayloadRequest
  let otherId: number

  beforeAll(async () => {
    t = await startPayload(kind)
    const make = (email: string) =>
      t.payload.create({
        collection: 'visitors',
        data: {
          email,
          password: 'gza-mtisken-2026',
          nickname: email,
          locale: 'ka',
          verified: true,
          consentAt: new Date().toISOString(),
        },
      })
    const visitor = await make('me@example.ge')
    otherId = (await make('other@example.ge')).id
    await t.payload.create({
      collection: 'users',
      data: {
        email: 'editor@sakhli.test',
        password: 'editor-password-1',
        name: 'Editor',
        role: 'editor',
      },
    })
    visitorReq = await createLocalReq({ user: { ...visitor, collection: 'visitors' } }, t.payload)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('never lets a visitor into /admin', async () => {
    await expect(canAccessAdmin({ req: visitorReq })).rejects.toThrow()
    const access = await getAccessResults({ req: visitorReq })
    expect(access.canAccessAdmin).toBeFalsy()
    for (const slug of ['posts', 'pages', 'forms', 'form-submissions', 'mail-outbox', 'users']) {
      const collection = access.collections?.[slug]
      expect(collection?.create, slug).toBeFalsy()
      expect(collection?.update, slug).toBeFalsy()
      expect(collection?.delete, slug).toBeFalsy()
    }
  })

  it('shows a visitor no admin data and only their own account', async () => {
    const asVisitor = { req: visitorReq, overrideAccess: false, depth: 0 } as const
    await expect(t.payload.find({ collection: 'mail-outbox', ...asVisitor })).rejects.toThrow()
    await expect(t.payload.find({ collection: 'form-submissions', ...asVisitor })).rejects.toThrow()
    const users = await t.payload.find({ collection: 'users', ...asVisitor }).catch(() => null)
    expect(users?.docs ?? []).toHaveLength(0)
    const visitors = await t.payload.find({ collection: 'visitors', ...asVisitor })
    expect(visitors.docs.map((v) => v.email)).toEqual(['me@example.ge'])
    await expect(
      t.payload.findByID({ collection: 'visitors', id: otherId, ...asVisitor }),
    ).rejects.toThrow()
  })

  it('lets a visitor neither create accounts through the API nor verify their own', async () => {
    await expect(
      t.payload.create({
        collection: 'visitors',
        req: visitorReq,
        overrideAccess: false,
        data: {
          email: 'new@example.ge',
          password: 'gza-mtisken-2026',
          nickname: 'x',
          locale: 'ka',
          consentAt: new Date().toISOString(),
        },
      }),
    ).rejects.toThrow()
    const unverified = await t.payload.create({
      collection: 'visitors',
      data: {
        email: 'unverified@example.ge',
        password: 'gza-mtisken-2026',
        nickname: 'u',
        locale: 'ka',
        consentAt: new Date().toISOString(),
      },
    })
    const ownReq = await createLocalReq(
      { user: { ...unverified, collection: 'visitors' } },
      t.payload,
    )
    await expect(
      t.payload.update({
        collection: 'visitors',
        id: unverified.id,
        req: ownReq,
        overrideAccess: false,
        data: { verified: true },
      }),
    ).rejects.toThrow()
    const after = await t.payload.findByID({ collection: 'visitors', id: unverified.id })
    expect(after.verified).toBe(false)
  })
})
