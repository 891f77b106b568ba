'use client'

/**
 * Hydrates next to each LightboxLink and renders nothing: it only switches the page's lightbox
 * on (./controller.client.ts, shared by every link of the page) while a link is mounted.
 */
import { useEffect } from 'react'

import { attachLightbox } from './controller.client'

export function LightboxEnhancer() {
  useEffect(attachLightbox, [])
  return null
}
