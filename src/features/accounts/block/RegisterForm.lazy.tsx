'use client'

import dynamic from 'next/dynamic'

/**
 * The form's client part behind a lazy boundary: pages without a registration form never load it.
 * Rendered on the server as before; it hydrates once its chunk loads.
 */
export const RegisterForm = dynamic(() =>
  import('./RegisterForm.client').then((m) => m.RegisterForm),
)
