'use client'

import dynamic from 'next/dynamic'

/** The count-up behind a lazy boundary: only pages with funfacts load it. */
export const CountUp = dynamic(() => import('./CountUp.client').then((m) => m.CountUp))
