'use client'

import dynamic from 'next/dynamic'

// The styles come with this module, not the lazy one: they are then part of the page's own CSS
// (inlined in its head), so an inline target is hidden from the first paint (see lightbox.css).
import './lightbox.css'

/** The lightbox's script behind a lazy boundary: only pages that render a lightbox link load it. */
export const LightboxEnhancer = dynamic(() =>
  import('./Lightbox.client').then((m) => m.LightboxEnhancer),
)
