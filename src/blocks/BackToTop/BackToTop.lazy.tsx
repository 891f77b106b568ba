'use client'

import dynamic from 'next/dynamic'

/** The scroll watcher behind a lazy boundary: only pages with the button load it. */
export const BackToTopWatcher = dynamic(() =>
  import('./BackToTop.client').then((m) => m.BackToTopWatcher),
)
