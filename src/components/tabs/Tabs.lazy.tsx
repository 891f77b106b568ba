'use client'

import dynamic from 'next/dynamic'

/** The tabs' script behind a lazy boundary: only pages that render tabs load it. */
export const Tabs = dynamic(() => import('./Tabs.client').then((m) => m.Tabs))
