'use client'

import dynamic from 'next/dynamic'

/** The comparison's slider script behind a lazy boundary: only pages that render it load it. */
export const CompareStage = dynamic(() =>
  import('./CompareStage.client').then((m) => m.CompareStage),
)
