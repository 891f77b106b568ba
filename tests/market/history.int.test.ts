/**
 * The market history follows the listings (src/features/market/server/recompute.ts), on SQLite and
 * PostgreSQL: a published listing's price, area, deal, district, status or deletion recomputes the
 * current month's row of each (district, deal) it was or is in, inside the write's transaction;
 * drafts never count; recomputing twice changes nothing.
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { monthOf } from '@/features/market/model/indexes'
import { recomputePairs } from '@/features/market/server/recompute'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'
import { context, createDistrict, createListing } from './helpers'

vi.mock('@/data/payload', () => ({
  getPayloadClient: async () => {
    throw new Error('not used')
  },
}))

async function rows(payload: Payload, district: number, deal: 'sale' | 'rent') {
  const found = await payload.find({
    collection: 'market-history',
    where: { and: [{ district: { equals: district } }, { dealType: { equals: deal } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs
}

async function row(payload: Payload, district: number, deal: 'sale' | 'rent') {
  const month = monthOf(new Date())
  const list = (await rows(payload, district, deal)).filter((r) => r.month === month)
  expect(list.length).toBeLessThanOrEqual(1)
  return list[0] ? { pricePerSqm: list[0].pricePerSqm ?? null, listings: list[0].listings } : null
}

describe.each(databaseKinds)('market history on %s', (kind) => {
  let t: TestPayload
  let vake = 0
  let vera = 0

  beforeAll(async () => {
    t = await startPayload(kind)
    vake = await createDistrict(t.payload, 'vake', 'ვაკე', 'Vake')
    vera = await createDistrict(t.payload, 'vera', 'ვერა', 'Vera')
  })
  afterAll(async () => t?.cleanup())

  it('a published listing writes its month’s row; a price change recomputes it', async () => {
    const p = t.payload
    const first = await createListing(p, { district: vake, priceGel: 200_000, area: 80 })
    expect(await row(p, vake, 'sale')).toEqual({ pricePerSqm: 2500, listings: 1 })
    await p.update({ collection: 'properties', id: first.id, data: { priceGel: 240_000 }, context })
    expect(await row(p, vake, 'sale')).toEqual({ pricePerSqm: 3000, listings: 1 })
    await createListing(p, { district: vake, priceGel: 100_000, area: 50 })
    expect(await row(p, vake, 'sale')).toEqual({ pricePerSqm: 2500, listings: 2 })
    // One row per month, district and deal, however many changes.
    expect(await rows(p, vake, 'sale')).toHaveLength(1)
  })

  it('drafts and sold listings do not count; a publish does', async () => {
    const p = t.payload
    const draft = await createListing(p, {
      district: vake,
      priceGel: 1_000_000,
      area: 50,
      _status: 'draft',
    })
    expect(await row(p, vake, 'sale')).toEqual({ pricePerSqm: 2500, listings: 2 })
    await p.update({
      collection: 'properties',
      id: draft.id,
      data: { status: 'sold', _status: 'published' },
      context,
    })
    expect(await row(p, vake, 'sale')).toEqual({ pricePerSqm: 2500, listings: 2 })
    await p.update({
      collection: 'properties',
      id: draft.id,
      data: { status: 'reserved' },
      context,
    })
    // (3000 + 2000 + 20 000) / 3
    expect(await row(p, vake, 'sale')).toEqual({ pricePerSqm: 8333, listings: 3 })
    await p.delete({ collection: 'properties', id: draft.id, context })
    expect(await row(p, vake, 'sale')).toEqual({ pricePerSqm: 2500, listings: 2 })
  })

  it('moving a listing to another deal or district recomputes both rows', async () => {
    const p = t.payload
    const flat = await createListing(p, { district: vera, priceGel: 150_000, area: 60 })
    expect(await row(p, vera, 'sale')).toEqual({ pricePerSqm: 2500, listings: 1 })
    await p.update({
      collection: 'properties',
      id: flat.id,
      data: { dealType: 'rent', priceGel: 1_800 },
      context,
    })
    expect(await row(p, vera, 'sale')).toEqual({ pricePerSqm: null, listings: 0 })
    expect(await row(p, vera, 'rent')).toEqual({ pricePerSqm: 30, listings: 1 })
    await p.update({ collection: 'properties', id: flat.id, data: { district: vake }, context })
    expect(await row(p, vera, 'rent')).toEqual({ pricePerSqm: null, listings: 0 })
    expect(await row(p, vake, 'rent')).toEqual({ pricePerSqm: 30, listings: 1 })
  })

  it('a deletion recomputes the row; the last listing gone leaves no value', async () => {
    const p = t.payload
    const flat = await createListing(p, {
      district: vera,
      dealType: 'rent',
      priceGel: 2_000,
      area: 40,
    })
    expect(await row(p, vera, 'rent')).toEqual({ pricePerSqm: 50, listings: 1 })
    await p.delete({ collection: 'properties', id: flat.id, context })
    expect(await row(p, vera, 'rent')).toEqual({ pricePerSqm: null, listings: 0 })
  })

  it('a publish moves the row of the district visitors saw, whatever the drafts named', async () => {
    const p = t.payload
    const flat = await createListing(p, { district: vera, priceGel: 120_000, area: 40 })
    expect(await row(p, vera, 'sale')).toEqual({ pricePerSqm: 3000, listings: 1 })
    // Two drafts: vera → vake → vera is not what they say; the published one stays in vera.
    await p.update({
      collection: 'properties',
      id: flat.id,
      data: { district: vake },
      draft: true,
      context,
    })
    expect(await row(p, vera, 'sale')).toEqual({ pricePerSqm: 3000, listings: 1 })
    await p.update({
      collection: 'properties',
      id: flat.id,
      data: { _status: 'published' },
      context,
    })
    expect(await row(p, vera, 'sale')).toEqual({ pricePerSqm: null, listings: 0 })
    expect((await row(p, vake, 'sale'))?.listings).toBe(3)
    await p.delete({ collection: 'properties', id: flat.id, context })
  })

  // Payload runs SQLite without transactions (its adapter's default, kept here): there the row is
  // written by the same operation, step after step, as the listing's other hooks are.
  it.skipIf(kind === 'sqlite')(
    'is written in the listing’s transaction: a rollback keeps the row as it was',
    async () => {
      const p = t.payload
      const before = await row(p, vake, 'sale')
      const listing = (
        await p.find({
          collection: 'properties',
          where: { and: [{ district: { equals: vake } }, { dealType: { equals: 'sale' } }] },
          depth: 0,
          limit: 1,
        })
      ).docs[0]!
      const req = await createLocalReq({ context }, p)
      req.transactionID = (await p.db.beginTransaction()) ?? undefined
      expect(req.transactionID).toBeTruthy()
      await p.update({
        collection: 'properties',
        id: listing.id,
        data: { priceGel: 9_999_999 },
        req,
      })
      // Inside the transaction the row has moved; after the rollback it is as it was.
      expect(
        (
          await p.find({
            collection: 'market-history',
            where: { district: { equals: vake } },
            req,
            depth: 0,
            overrideAccess: true,
          })
        ).docs.some((r) => (r.pricePerSqm ?? 0) > 10_000),
      ).toBe(true)
      await p.db.rollbackTransaction(req.transactionID!)
      expect(await row(p, vake, 'sale')).toEqual(before)
    },
  )

  it('recomputing changes nothing (idempotent)', async () => {
    const p = t.payload
    const month = monthOf(new Date())
    const read = async () =>
      (await rows(p, vake, 'sale'))
        .filter((r) => r.month === month)
        .map((r) => ({ ...r, district: r.district }))
    const before = await read()
    await recomputePairs(p, [{ district: vake, deal: 'sale' }])
    await recomputePairs(p, [{ district: vake, deal: 'sale' }])
    expect(await read()).toEqual(before)
  })

  it('a district deleted takes its history with it', async () => {
    const p = t.payload
    const gone = await createDistrict(p, 'didube', 'დიდუბე', 'Didube')
    const flat = await createListing(p, { district: gone, priceGel: 90_000, area: 45 })
    expect(await rows(p, gone, 'sale')).toHaveLength(1)
    await p.delete({ collection: 'properties', id: flat.id, context })
    await p.delete({ collection: 'property-districts', id: gone, context })
    expect(await rows(p, gone, 'sale')).toHaveLength(0)
  })
})
