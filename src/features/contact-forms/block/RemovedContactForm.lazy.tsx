'use client'

import dynamic from 'next/dynamic'

/** Loaded only where a deleted form stood (see ContactForm.lazy.tsx). */
export const RemovedContactForm = dynamic(() =>
  import('./RemovedContactForm.client').then((m) => m.RemovedContactForm),
)
