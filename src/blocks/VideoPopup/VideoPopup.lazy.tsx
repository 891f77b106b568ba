'use client'

import dynamic from 'next/dynamic'

// The pop-up's styles with the page's own CSS (see PopupDialog.lazy.tsx).
import '@/components/popup-dialog/popup-dialog.css'

/** The video pop-up's script behind a lazy boundary: only pages that render one load it. */
export const VideoPopup = dynamic(() => import('./VideoPopup.client').then((m) => m.VideoPopup))
