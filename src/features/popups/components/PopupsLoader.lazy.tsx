'use client'

import dynamic from 'next/dynamic'

// The styles come with this module, not the lazy one: they are then part of the page's own CSS
// (as the lightbox's and the pop-up dialog's), and a page without popups has none of them.
import '../popups.css'

/**
 * The popups' loader behind a lazy boundary: only pages with a popup load it, in the browser only,
 * once the page is interactive (the runtime itself follows when the browser is idle).
 */
export const PopupsLoader = dynamic(
  () => import('./PopupsLoader.client').then((m) => m.PopupsLoader),
  { ssr: false },
)
