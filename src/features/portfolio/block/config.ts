import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

/**
 * A grid of completed projects on any page (the theme's portfolio grid element), with a
 * load-more button that asks `stm_ajax_load_portfolio` for the next cards.
 */
export const PortfolioGridBlock: Block = {
  slug: 'portfolioGrid',
  interfaceName: 'PortfolioGridBlock',
  labels: { singular: 'Portfolio grid', plural: 'Portfolio grids' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'portfolio-categories',
      admin: { description: 'Empty: every category' },
    },
    {
      name: 'limit',
      type: 'number',
      defaultValue: 6,
      min: 1,
      max: 24,
      required: true,
      admin: { description: 'Projects shown first, and loaded by each press of "load more".' },
    },
    { name: 'loadMore', type: 'checkbox', defaultValue: true, label: 'Load more button' },
    blockSettings,
  ],
}
