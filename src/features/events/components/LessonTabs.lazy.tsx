'use client'

import dynamic from 'next/dynamic'

/** The tabs' script behind a lazy boundary: only event pages load it. */
export const LessonTabs = dynamic(() => import('./LessonTabs.client').then((m) => m.LessonTabs))
