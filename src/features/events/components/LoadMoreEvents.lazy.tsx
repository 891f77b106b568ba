'use client'

import dynamic from 'next/dynamic'

/** The load-more script behind a lazy boundary: only the events list loads it. */
export const LoadMoreEvents = dynamic(() =>
  import('./LoadMoreEvents.client').then((m) => m.LoadMoreEvents),
)
