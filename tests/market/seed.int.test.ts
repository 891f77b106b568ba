/**
 * The market seed on a database with the seeded listings (SQLite: the whole demo seed is slow and
 * tests/site/content.int.test.ts runs it on both databases): rates with their previous values,
 * twelve months for every district and deal the listings are in, the current month equal to what
 * the listings give.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seedMarket } from '@/features/market/seed'
import { addMonths, monthOf } from '@/features/market/model/indexes'
import { currentIndex } from '@/features/market/server/recompute'
import { seedProperties } from '@/features/properties'

import { startPayload, type TestPayload } from '../helpers/payload'

vi.mock('@/data/payload', () => ({
  getPayloadClient: async () => {
    throw new Error('not used')
  },
}))

describe('market seed', () => {
  let t: TestPayload

  beforeAll(async () => {
    t = await startPayload('sqlite')
    await seedProperties(t.payload)
    await seedMarket(t.payload)
  }, 180_000)
  afterAll(async () => t?.cleanup())

  it('sets the rates and keeps the ones they replaced', async () => {
    const rates = await t.payload.findGlobal({ slug: 'market-rates' })
    expect(rates).toMatchObject({ usd: 2.7, eur: 2.95, previousUsd: 2.72, previousEur: 2.93 })
    expect(rates.setAt).toBeTruthy()
  })

  it('writes twelve plausible months for every district and deal with listings', async () => {
    const month = monthOf(new Date())
    const rows = await t.payload.find({
      collection: 'market-history',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      sort: 'month',
    })
    const pairs = new Map<string, typeof rows.docs>()
    for (const row of rows.docs) {
      const key = `${String(row.district)}-${row.dealType}`
      pairs.set(key, [...(pairs.get(key) ?? []), row])
    }
    const withValues = [...pairs.values()].filter((list) => list.some((r) => r.pricePerSqm))
    expect(withValues.length).toBeGreaterThanOrEqual(8)
    for (const list of withValues) {
      expect(list.map((r) => r.month)).toEqual(
        Array.from({ length: 12 }, (_, i) => addMonths(month, i - 11)),
      )
      const now = list.at(-1)!
      const live = await currentIndex(t.payload, {
        district: now.district as number,
        deal: now.dealType,
      })
      expect(now.pricePerSqm).toBe(live.pricePerSqm)
      // A year ago within 5–20 % below (the seeded trend with its wiggle).
      const ratio = list[0]!.pricePerSqm! / now.pricePerSqm!
      expect(ratio).toBeGreaterThan(0.8)
      expect(ratio).toBeLessThan(0.97)
    }
  })
})
