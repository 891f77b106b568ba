'use client'

import dynamic from 'next/dynamic'

/** The pop-up's script behind a lazy boundary: only pages that render a pop-up load it. */
export const PopupDialog = dynamic(() => import('./PopupDialog.client').then((m) => m.PopupDialog))
