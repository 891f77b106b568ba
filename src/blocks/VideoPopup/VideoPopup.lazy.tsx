'use client'

import dynamic from 'next/dynamic'

/** The video pop-up's script behind a lazy boundary: only pages that render one load it. */
export const VideoPopup = dynamic(() => import('./VideoPopup.client').then((m) => m.VideoPopup))
