'use client'

import dynamic from 'next/dynamic'

/**
 * The map's script behind a lazy boundary: only pages that render a map load it, and only in the
 * browser once the page is interactive (the server has already rendered what works without it).
 */
export const MapWidget = dynamic(() => import('./MapWidget.client').then((m) => m.MapWidget), {
  ssr: false,
})
