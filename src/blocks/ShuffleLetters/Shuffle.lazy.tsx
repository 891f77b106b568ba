'use client'

import dynamic from 'next/dynamic'

/** The shuffle effect behind a lazy boundary: only pages that use it load it. */
export const ShuffleText = dynamic(() => import('./Shuffle.client').then((m) => m.ShuffleText))
