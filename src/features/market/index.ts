/**
 * Market indexes: the site's own property price indexes (the average asking price per m² per
 * district and deal, kept per month from every listing change) and the exchange rates an editor
 * enters, answered through the theme's `stm_get_prices` and `stm_get_history`
 * (docs/compatibility.md, "Market: prices" and "Market: history") and shown by the ticker, table
 * and chart blocks. Handlers and hooks load their services on first use: Payload's CLI loads this
 * file too.
 */
import type { Feature } from '@/features/feature'
import type { AjaxContext } from '@/lib/compat/ajax-types'

import { MarketHistory } from './collections/MarketHistory/config'
import { MarketRates } from './globals/MarketRates/config'
import { GET_HISTORY_ACTION, GET_PRICES_ACTION } from './model/constants'

const recompute = () => import('./server/recompute')

export const marketFeature: Feature = {
  name: 'market',
  collections: [MarketHistory],
  globals: [MarketRates],
  collectionHooks: [
    {
      collection: 'properties',
      beforeChange: [
        async ({ data, operation, originalDoc, req }) => {
          await (await recompute()).beforeListingChange({ operation, originalDoc, req })
          return data
        },
      ],
      afterChange: [
        async ({ doc, previousDoc, req }) => {
          await (await recompute()).afterListingChange({ doc, previousDoc, req })
          return doc
        },
      ],
      afterDelete: [
        async ({ doc, req }) => {
          await (await recompute()).afterListingDelete({ doc, req })
          return doc
        },
      ],
    },
    {
      collection: 'property-districts',
      beforeDelete: [async ({ id, req }) => (await recompute()).beforeDistrictDelete({ id, req })],
    },
  ],
  ajaxActions: [
    {
      action: GET_PRICES_ACTION,
      rateLimit: 'ajax-read',
      handle: async (ctx: AjaxContext) => (await import('./server/prices-ajax')).getPricesAjax(ctx),
    },
    {
      action: GET_HISTORY_ACTION,
      rateLimit: 'ajax-read',
      handle: async (ctx: AjaxContext) =>
        (await import('./server/history-ajax')).getHistoryAjax(ctx),
    },
  ],
  seed: async (payload) => (await import('./seed')).seedMarket(payload),
}

export { MarketChartBlock } from './block/MarketChart/config'
export { MarketTableBlock } from './block/MarketTable/config'
export { MarketTickerBlock } from './block/MarketTicker/config'
