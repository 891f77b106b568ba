import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

import { symbolsField } from '../symbols-field'

/**
 * The district price ticker (the theme's stocks ticker): the indexes scrolling in one line, a
 * static list for visitors who ask for reduced motion.
 */
export const MarketTickerBlock: Block = {
  slug: 'marketTicker',
  interfaceName: 'MarketTickerBlock',
  labels: { singular: 'Market ticker', plural: 'Market tickers' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    symbolsField(
      'Indexes by symbol, separated by commas: a district slug and sale or rent (vake-sale), or USDGEL and EURGEL. Empty: every district for sale and the rates.',
    ),
    {
      type: 'row',
      fields: [
        { name: 'moreLabel', type: 'text', localized: true, admin: { width: '50%' } },
        {
          name: 'moreHref',
          type: 'text',
          admin: { width: '50%', description: 'A page of the site, e.g. /market' },
        },
      ],
    },
    blockSettings,
  ],
}
