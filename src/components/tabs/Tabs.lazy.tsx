'use client'

import dynamic from 'next/dynamic'

// The styles come with this module, not the lazy one: they are then part of the page's own CSS
// (inlined in its head) rather than a separate render-blocking stylesheet of the lazy chunk.
import './tabs.css'

/** The tabs' script behind a lazy boundary: only pages that render tabs load it. */
export const Tabs = dynamic(() => import('./Tabs.client').then((m) => m.Tabs))
