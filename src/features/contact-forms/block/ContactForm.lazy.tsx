'use client'

import dynamic from 'next/dynamic'

/**
 * The form's client code behind a lazy boundary: pages that never render a contact form do not
 * load it (a client component imported straight from a block's server component ships with every
 * page that can render blocks). Rendered on the server as before; hydrates once its chunk loads.
 */
export const ContactForm = dynamic(() => import('./ContactForm.client').then((m) => m.ContactForm))
