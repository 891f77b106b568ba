'use client'

import dynamic from 'next/dynamic'

/** The info tips' Escape handling behind a lazy boundary: only pages with info tips load it. */
export const InfoTip = dynamic(() => import('./InfoTip.client').then((m) => m.InfoTip))
