'use client'

import dynamic from 'next/dynamic'

/** The tilt script behind a lazy boundary: only pages with a tilted block load it. */
export const Tilt = dynamic(() => import('./Tilt.client').then((m) => m.Tilt))
