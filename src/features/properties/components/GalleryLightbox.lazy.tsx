'use client'

import dynamic from 'next/dynamic'

/** The full-size viewer behind a lazy boundary: only property pages with photos load it. */
export const GalleryLightbox = dynamic(() =>
  import('./GalleryLightbox.client').then((m) => m.GalleryLightbox),
)
