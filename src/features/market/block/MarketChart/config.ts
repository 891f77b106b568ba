import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

import { MAX_MONTHS } from '../../model/constants'
import { symbolsField } from '../symbols-field'

/** The indexes' monthly history as a line chart, drawn on the server as SVG (the theme's chart). */
export const MarketChartBlock: Block = {
  slug: 'marketChart',
  interfaceName: 'MarketChartBlock',
  labels: { singular: 'Market chart', plural: 'Market charts' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    symbolsField(
      'District indexes by symbol, one line each (vake-sale, old-batumi-sale); at most six read well. Empty: every district for sale.',
    ),
    {
      name: 'months',
      type: 'number',
      defaultValue: 12,
      min: 2,
      max: MAX_MONTHS,
      required: true,
    },
    blockSettings,
  ],
}
