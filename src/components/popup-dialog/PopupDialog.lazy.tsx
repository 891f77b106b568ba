'use client'

import dynamic from 'next/dynamic'

// The styles come with this module, not the lazy one: they are then part of the page's own CSS
// (inlined in its head) rather than a separate render-blocking stylesheet of the lazy chunk; the
// pop-up's fallback is rendered on the server and styled before any script runs.
import './popup-dialog.css'

/** The pop-up's script behind a lazy boundary: only pages that render a pop-up load it. */
export const PopupDialog = dynamic(() => import('./PopupDialog.client').then((m) => m.PopupDialog))
