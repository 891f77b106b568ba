'use client'

import dynamic from 'next/dynamic'

/** The listing map's script behind a lazy boundary: only pages with a listing map load it. */
export const ListingMap = dynamic(() => import('./ListingMap.client').then((m) => m.ListingMap), {
  ssr: false,
})
