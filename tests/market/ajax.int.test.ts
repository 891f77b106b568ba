/**
 * `stm_get_prices` and `stm_get_history` as the theme's scripts call them (GET admin-ajax with
 * `indexes` and `security`; docs/compatibility.md, "Market: prices" and "Market: history"), on
 * SQLite and PostgreSQL: Yahoo's quote fields for the ticker, carousel and table, Chart.js's
 * `labels` and `indexes` datasets for the chart, the events call's answer to a bad token, and a
 * 400 for values that cannot be read, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ajaxRoute } from '@/features/ajax'
import { addMonths, monthOf } from '@/features/market/model/indexes'
import { writeHistoryRow } from '@/features/market/server/recompute'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'
import { ajaxGet, context, createDistrict, createListing } from './helpers'

vi.mock('@/data/payload', () => ({
  getPayloadClient: async () => {
    throw new Error('not used')
  },
}))

interface PriceRow {
  symbol: string
  shortName: string
  fullExchangeName: string
  regularMarketPrice: number
  regularMarketChange: number
  regularMarketChangePercent: number
  regularMarketTime: number
  currency: string
  kind: string
}

interface HistoryAnswer {
  labels: string[]
  months: string[]
  indexes: {
    label: string
    data: (number | null)[]
    backgroundColor: string
    borderColor: string
    pointRadius: number
    borderWidth: number
  }[]
}

describe.each(databaseKinds)('market ajax calls on %s', (kind) => {
  let t: TestPayload
  let dispatch: (request: Request) => Promise<Response>
  const month = monthOf(new Date())

  const call = async <T>(action: string, fields: Record<string, string>, token?: string) => {
    const response = await dispatch(ajaxGet(action, fields, token))
    return { http: response.status, body: (await response.json()) as T }
  }

  beforeAll(async () => {
    t = await startPayload(kind)
    dispatch = ajaxRoute(async () => t.payload)
    const p = t.payload
    const vake = await createDistrict(p, 'vake', 'ვაკე', 'Vake')
    await createDistrict(p, 'vera', 'ვერა', 'Vera')
    // Now: 2 500 ₾/m² (the hook writes this month's row).
    await createListing(p, { district: vake, priceGel: 200_000, area: 80 })
    await createListing(p, { district: vake, dealType: 'rent', priceGel: 2_000, area: 80 })
    // Before: 2 000 two months ago, nothing written last month (unchanged: still 2 000).
    await writeHistoryRow(p, { district: vake, deal: 'sale' }, addMonths(month, -2), {
      pricePerSqm: 2000,
      listings: 1,
    })
    await p.updateGlobal({ slug: 'market-rates', data: { usd: 2.72, eur: 2.93 }, context })
    await p.updateGlobal({ slug: 'market-rates', data: { usd: 2.7, eur: 2.95 }, context })
  })
  afterAll(async () => t?.cleanup())

  describe('stm_get_prices', () => {
    it('answers the named indexes in order, in the theme’s quote fields', async () => {
      const { http, body } = await call<PriceRow[]>('stm_get_prices', {
        indexes: 'USDGEL, vake-sale, vake-rent',
      })
      expect(http).toBe(200)
      expect(body.map((r) => r.symbol)).toEqual(['USDGEL', 'vake-sale', 'vake-rent'])
      const [usd, sale, rent] = body
      expect(usd).toMatchObject({
        shortName: 'აშშ დოლარი',
        regularMarketPrice: 2.7,
        regularMarketChange: -0.02,
        regularMarketChangePercent: -0.74,
        currency: 'GEL',
        kind: 'rate',
      })
      expect(usd!.regularMarketTime).toBeGreaterThan(0)
      expect(sale).toMatchObject({
        shortName: 'ვაკე · იყიდება',
        fullExchangeName: '₾ / მ²',
        regularMarketPrice: 2500,
        // On the end of last month (2 000, carried from the month before).
        regularMarketChange: 500,
        regularMarketChangePercent: 25,
        kind: 'district',
      })
      expect(rent).toMatchObject({ regularMarketPrice: 25, regularMarketChange: 0 })
      // Every field the theme's templates call toFixed on is a number.
      for (const row of body) {
        for (const field of [
          'regularMarketPrice',
          'regularMarketChange',
          'regularMarketChangePercent',
        ] as const)
          expect(typeof row[field]).toBe('number')
      }
    })

    it('without indexes: every district index, then the rates; in English with lang=en', async () => {
      const { body } = await call<PriceRow[]>('stm_get_prices', { lang: 'en' })
      expect(body.map((r) => r.symbol)).toEqual(['vake-sale', 'vake-rent', 'USDGEL', 'EURGEL'])
      expect(body[0]!.shortName).toBe('Vake · for sale')
      expect(body[3]).toMatchObject({ shortName: 'Euro', regularMarketPrice: 2.95 })
    })

    it('a known form the site has no figures for has no row', async () => {
      const { http, body } = await call<PriceRow[]>('stm_get_prices', {
        indexes: 'vera-sale, nowhere-rent',
      })
      expect(http).toBe(200)
      expect(body).toEqual([])
    })

    it('refuses a missing or forged security token with the events call’s answer', async () => {
      for (const token of ['forged', '']) {
        const { http, body } = await call('stm_get_prices', { indexes: 'vake-sale' }, token)
        expect(http).toBe(403)
        expect(body).toMatchObject({ success: false, data: { code: 'invalid_nonce' } })
      }
    })

    it('answers junk with 400 invalid_param, never a 5xx', async () => {
      for (const indexes of [
        '^GSPC',
        'vake-sale, <script>alert(1)</script>',
        'x'.repeat(5000),
        Array.from({ length: 50 }, (_, i) => `d${i}-sale`).join(','),
        "vake-sale' OR 1=1 --",
      ]) {
        const { http, body } = await call('stm_get_prices', { indexes })
        expect(http, indexes.slice(0, 30)).toBe(400)
        expect(body).toMatchObject({ success: false, data: { code: 'invalid_param' } })
      }
    })
  })

  describe('stm_get_history', () => {
    it('answers Chart.js’s labels and one dataset per index, a month apart', async () => {
      const { http, body } = await call<HistoryAnswer>('stm_get_history', {
        indexes: 'vake-sale, vake-rent',
        range: '6mo',
        interval: '1h',
        fill_color: '#ff000033, ',
        point_color: 'rgb(255, 0, 0), #00f',
      })
      expect(http).toBe(200)
      expect(body.months).toHaveLength(6)
      expect(body.months.at(-1)).toBe(month)
      expect(body.labels).toHaveLength(6)
      expect(body.labels.at(-1)).toMatch(/\d{4}/)
      const [sale, rent] = body.indexes
      expect(sale).toMatchObject({
        label: 'ვაკე · იყიდება',
        backgroundColor: '#ff000033',
        borderColor: 'rgb(255, 0, 0)',
        pointRadius: 0,
        borderWidth: 1,
      })
      // Nothing before the first row, 2 000 two months ago and last month, 2 500 now.
      expect(sale!.data).toEqual([null, null, null, 2000, 2000, 2500])
      expect(rent!.data).toEqual([null, null, null, null, null, 25])
      // An empty colour takes the chart's own.
      expect(rent!.backgroundColor).toMatch(/^#[0-9a-f]{6}$/)
      expect(rent!.borderColor).toBe('#00f')
    })

    it('defaults to a year; labels follow the language', async () => {
      const ka = await call<HistoryAnswer>('stm_get_history', { indexes: 'vake-sale' })
      expect(ka.body.labels).toHaveLength(12)
      const en = await call<HistoryAnswer>('stm_get_history', { indexes: 'vake-sale', lang: 'en' })
      expect(en.body.labels.at(-1)).toMatch(/^[A-Z][a-z]{2} \d{4}$/)
      expect(en.body.indexes[0]!.label).toBe('Vake · for sale')
    })

    it('refuses a forged token as the events call does', async () => {
      const { http, body } = await call('stm_get_history', { indexes: 'vake-sale' }, 'forged')
      expect(http).toBe(403)
      expect(body).toMatchObject({ success: false, data: { code: 'invalid_nonce' } })
    })

    it('answers junk with 400 invalid_param, never a 5xx', async () => {
      const junk: Record<string, string>[] = [
        { indexes: 'vake-sale', range: 'forever' },
        { indexes: 'vake-sale', range: '999y' },
        { indexes: 'vake-sale', interval: '7s' },
        { indexes: 'vake-sale', fill_color: 'red;background:url(x)' },
        { indexes: 'vake-sale', point_color: 'expression(alert(1))' },
        { indexes: '../../etc/passwd' },
      ]
      for (const fields of junk) {
        const { http, body } = await call('stm_get_history', fields)
        expect(http, JSON.stringify(fields)).toBe(400)
        expect(body).toMatchObject({ success: false, data: { code: 'invalid_param' } })
      }
    })
  })
})
