'use client'

import dynamic from 'next/dynamic'

/** The filter's script behind a lazy boundary: only pages with a taxonomy filter load it. */
export const LoopFilter = dynamic(() => import('./LoopFilter.client').then((m) => m.LoopFilter))
