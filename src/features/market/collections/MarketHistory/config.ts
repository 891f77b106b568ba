import type { CollectionConfig } from 'payload'

import { type CollectionAccess, isSignedIn, nobody } from '@/access'

import { MARKET_DEALS, MARKET_HISTORY_SLUG } from '../../model/constants'

/**
 * The market indexes' monthly history: one row per (month, district, deal type), the average
 * asking price per m² of the district's published listings of that deal. Written only by the
 * properties hook (server/recompute.ts: every change to a listing recomputes the current month's
 * row of its district and deal) and the seed; editors may look at it, nobody edits it.
 */
export const MarketHistory: CollectionConfig = {
  slug: MARKET_HISTORY_SLUG,
  labels: { singular: 'Market index month', plural: 'Market history' },
  access: {
    read: isSignedIn,
    readVersions: isSignedIn,
    create: nobody,
    update: nobody,
    delete: nobody,
  } satisfies CollectionAccess,
  admin: {
    group: 'Properties',
    defaultColumns: ['month', 'district', 'dealType', 'pricePerSqm', 'listings'],
    description:
      'Average asking price per m² by district and deal, per month: kept in step with the listings automatically.',
  },
  defaultSort: '-month',
  indexes: [{ fields: ['month', 'district', 'dealType'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        // `YYYY-MM`, Tbilisi's calendar.
        { name: 'month', type: 'text', required: true, index: true, admin: { readOnly: true } },
        {
          name: 'district',
          type: 'relationship',
          relationTo: 'property-districts',
          // Not required: the database empties it if a district is deleted (the district's
          // beforeDelete hook deletes its rows first, server/recompute.ts).
          index: true,
          admin: { readOnly: true },
        },
        {
          name: 'dealType',
          type: 'select',
          required: true,
          enumName: 'enum_market_history_deal',
          options: MARKET_DEALS.map((value) => ({
            label: value === 'sale' ? 'Sale' : 'Rent',
            value,
          })),
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        // GEL per m² (rent: a month); null when no listing counted.
        { name: 'pricePerSqm', type: 'number', admin: { readOnly: true } },
        { name: 'listings', type: 'number', required: true, admin: { readOnly: true } },
      ],
    },
  ],
}
