'use client'

import dynamic from 'next/dynamic'

/** The load-more script behind a lazy boundary: only the portfolio list and its block load it. */
export const LoadMorePortfolio = dynamic(() =>
  import('./LoadMorePortfolio.client').then((m) => m.LoadMorePortfolio),
)
