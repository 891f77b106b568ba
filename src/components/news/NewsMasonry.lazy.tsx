'use client'

import dynamic from 'next/dynamic'

/** The masonry refinement behind a lazy boundary: only pages that show a masonry load it. */
export const NewsMasonry = dynamic(() => import('./NewsMasonry.client').then((m) => m.NewsMasonry))
