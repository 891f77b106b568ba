'use client'

import dynamic from 'next/dynamic'

/**
 * The carousel behind a lazy boundary: rendered on the server (the slides are there without
 * JavaScript), its script and Embla load only on pages that show a carousel.
 */
export const Carousel = dynamic(() => import('./Carousel.client').then((m) => m.Carousel))
