'use client'

import dynamic from 'next/dynamic'

/** The countdown's clock behind a lazy boundary: only pages with a countdown load it. */
export const CountdownTimer = dynamic(() => import('./Timer.client').then((m) => m.CountdownTimer))
