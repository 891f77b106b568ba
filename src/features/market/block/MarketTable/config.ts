import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

import { symbolsField } from '../symbols-field'

/** The indexes as a table (the theme's stocks table): price per m², change, change in per cent. */
export const MarketTableBlock: Block = {
  slug: 'marketTable',
  interfaceName: 'MarketTableBlock',
  labels: { singular: 'Market table', plural: 'Market tables' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'deal',
      type: 'select',
      defaultValue: 'all',
      required: true,
      options: [
        { label: 'Sale and rent', value: 'all' },
        { label: 'Sale', value: 'sale' },
        { label: 'Rent', value: 'rent' },
      ],
      admin: { description: 'Which district indexes, when no symbols are given.' },
    },
    symbolsField('Indexes by symbol (vake-sale, USDGEL…). Empty: every district index.'),
    { name: 'showRates', type: 'checkbox', defaultValue: true },
    blockSettings,
  ],
}
