/**
 * The three market blocks rendered on the server against a database (what the Playwright spec
 * checks in a browser, here without one): the ticker's two lists, the table's rows, and the chart's
 * SVG, an image named by its title and described in words, a path per line, in both languages.
 */
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  MarketChartComponent,
  MarketTableComponent,
  MarketTickerComponent,
} from '@/features/market/app'
import { addMonths, monthOf } from '@/features/market/model/indexes'
import { writeHistoryRow } from '@/features/market/server/recompute'
import type { BlockSite } from '@/lib/block-kit/types'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'
import { context, createDistrict, createListing } from './helpers'

vi.mock('@/data/payload', () => ({
  getPayloadClient: async () => {
    throw new Error('not used')
  },
}))

describe.each(databaseKinds)('market blocks on %s', (kind) => {
  let t: TestPayload
  let site: BlockSite
  const common = { index: 1 } as const

  beforeAll(async () => {
    t = await startPayload(kind)
    site = { payload: t.payload, draftViewer: async () => null }
    const p = t.payload
    const vake = await createDistrict(p, 'vake', 'ვაკე', 'Vake')
    const vera = await createDistrict(p, 'vera', 'ვერა', 'Vera')
    await createListing(p, { district: vake, priceGel: 260_000, area: 100 })
    await createListing(p, { district: vera, priceGel: 180_000, area: 90 })
    const month = monthOf(new Date())
    for (let back = 1; back <= 5; back++) {
      await writeHistoryRow(p, { district: vake, deal: 'sale' }, addMonths(month, -back), {
        pricePerSqm: 2600 - back * 40,
        listings: 1,
      })
    }
    await p.updateGlobal({ slug: 'market-rates', data: { usd: 2.7, eur: 2.95 }, context })
  })
  afterAll(async () => t?.cleanup())

  const html = async (element: Promise<ReactElement>) => renderToStaticMarkup(await element)

  it('the ticker: a labelled region, the list read once and repeated hidden for the loop', async () => {
    const out = await html(
      MarketTickerComponent({
        ...common,
        locale: 'ka',
        site,
        block: {
          blockType: 'marketTicker',
          moreLabel: 'ყველა ინდექსი',
          moreHref: '/market',
        },
      }),
    )
    expect(out).toContain('aria-label="ბინების ფასები უბნების მიხედვით"')
    expect(out.match(/class="market-ticker-track"/g)).toHaveLength(2)
    expect(
      out.match(
        /aria-hidden="true" class="market-ticker-track"|class="market-ticker-track"[^>]*aria-hidden="true"/g,
      ),
    ).toHaveLength(1)
    expect(out).toContain('data-symbol="vake-sale"')
    expect(out).toContain('data-symbol="USDGEL"')
    expect(out).toContain('ვაკე · იყიდება')
    expect(out).toContain('href="/market"')
    // Rose 2 600 → 2 400 + … : the change in words for screen readers.
    expect(out).toContain('გაიზარდა')
  })

  it('the table: a row per index and rate, in English', async () => {
    const out = await html(
      MarketTableComponent({
        ...common,
        locale: 'en',
        site,
        block: { blockType: 'marketTable', deal: 'all', showRates: true },
      }),
    )
    expect(out).toContain('<th scope="row">Vake · for sale</th>')
    expect(out).toContain('data-symbol="vera-sale"')
    expect(out).toContain('data-symbol="EURGEL"')
    expect(out).toMatch(/2,600|2 600/)
  })

  it('the chart: an SVG image with its title and description, a path per line', async () => {
    for (const locale of ['ka', 'en'] as const) {
      const out = await html(
        MarketChartComponent({
          ...common,
          locale,
          site,
          block: { blockType: 'marketChart', symbols: 'vake-sale, vera-sale', months: 6 },
        }),
      )
      const svg = out.match(/<svg class="market-chart-svg"[^>]*>/)?.[0] ?? ''
      expect(svg).toContain('role="img"')
      const [titleId, descId] = svg.match(/aria-labelledby="([^"]+)"/)![1]!.split(' ')
      expect(out).toContain(`<title id="${titleId}">`)
      expect(out).toContain(`<desc id="${descId}">`)
      expect(out).toContain(locale === 'ka' ? 'ვაკე · იყიდება: 2' : 'Vake · for sale: from 2')
      expect(out.match(/<path d="M/g)).toHaveLength(2)
      // Six months labelled under the plot at most every other one, the last always.
      expect(out).toMatch(locale === 'ka' ? /\d{4}<\/text>/ : /[A-Z][a-z]{2} \d{4}<\/text>/)
      expect(out).not.toContain('<canvas')
      expect(out).not.toContain('<script')
    }
  })
})
