'use client'

import dynamic from 'next/dynamic'

/**
 * The form's client code behind a lazy boundary: pages without a newsletter block do not load it.
 * Rendered on the server as before; hydrates once its chunk loads.
 */
export const NewsletterForm = dynamic(() =>
  import('./NewsletterForm.client').then((m) => m.NewsletterForm),
)
