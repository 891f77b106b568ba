import type { GlobalConfig } from 'payload'

import { anyone, type GlobalAccess, isSignedIn } from '@/access'
import { siteTimeZone } from '@/fields/site-time-zone'
import { revalidateGlobal } from '@/hooks/revalidate'

import { MARKET_RATES_SLUG } from '../../model/constants'

/**
 * The exchange rates an editor enters: how many lari one US dollar and one euro cost, and when
 * they were set. A change keeps the values it replaces (`previous…`), so the ticker and the table
 * show the change; the previous values and the dates are set by the hook, never typed.
 */
export const MarketRates: GlobalConfig = {
  slug: MARKET_RATES_SLUG,
  label: 'Exchange rates',
  access: { read: anyone, readVersions: isSignedIn, update: isSignedIn } satisfies GlobalAccess,
  admin: { group: 'Properties' },
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        const before = originalDoc as Record<string, unknown> | undefined
        const changed =
          !before ||
          Number(data.usd) !== Number(before.usd ?? NaN) ||
          Number(data.eur) !== Number(before.eur ?? NaN)
        if (!changed) return data
        return {
          ...data,
          previousUsd: typeof before?.usd === 'number' ? before.usd : null,
          previousEur: typeof before?.eur === 'number' ? before.eur : null,
          previousSetAt: typeof before?.setAt === 'string' ? before.setAt : null,
          setAt: new Date().toISOString(),
        }
      },
    ],
    afterChange: [revalidateGlobal],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'usd',
          label: '1 USD in GEL',
          type: 'number',
          min: 0.0001,
          max: 1_000,
          admin: { width: '50%', step: 0.0001 },
        },
        {
          name: 'eur',
          label: '1 EUR in GEL',
          type: 'number',
          min: 0.0001,
          max: 1_000,
          admin: { width: '50%', step: 0.0001 },
        },
      ],
    },
    {
      name: 'setAt',
      label: 'Set at',
      type: 'date',
      timezone: siteTimeZone,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'previousUsd', type: 'number', admin: { readOnly: true, width: '33%' } },
        { name: 'previousEur', type: 'number', admin: { readOnly: true, width: '33%' } },
        {
          name: 'previousSetAt',
          type: 'date',
          timezone: siteTimeZone,
          admin: { readOnly: true, width: '34%', date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}
