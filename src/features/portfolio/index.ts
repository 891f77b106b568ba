/**
 * The portfolio: the projects the firm completed (the theme's `stm_portfolio` post type) with
 * their categories, the pages `/portfolio` and `/portfolio/{slug}`, the portfolio grid block and
 * the theme's admin-ajax call `stm_ajax_load_portfolio` (docs/compatibility.md, "Portfolio: load
 * more"). Handlers load their services on first use: Payload's CLI loads this file too.
 */
import type { Feature } from '@/features/feature'
import type { AjaxContext } from '@/lib/compat/ajax-types'

import { Portfolio } from './collections/Portfolio/config'
import { PortfolioCategories } from './collections/PortfolioCategories/config'
import { LOAD_PORTFOLIO_ACTION } from './model/constants'
import { seedPortfolio } from './seed'

export const portfolioFeature: Feature = {
  name: 'portfolio',
  collections: [PortfolioCategories, Portfolio],
  sitemap: async (payload) => (await import('./server/sitemap')).portfolioSitemapPaths(payload),
  search: {
    collection: 'portfolio',
    // A project's text names its categories.
    related: ['portfolio-categories'],
    documents: async (payload, locale, read) =>
      (await import('./server/search')).portfolioSearchDocuments(payload, locale, read),
  },
  revalidates: ['portfolio-categories', 'portfolio'],
  seed: seedPortfolio,
  ajaxActions: [
    {
      action: LOAD_PORTFOLIO_ACTION,
      rateLimit: 'ajax-read',
      handle: async (ctx: AjaxContext) =>
        (await import('./server/load-portfolio-ajax')).loadPortfolioAjax(ctx),
    },
  ],
}

export { seedPortfolio }
export { PortfolioGridBlock } from './block/config'
