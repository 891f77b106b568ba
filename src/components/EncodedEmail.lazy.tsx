'use client'

import dynamic from 'next/dynamic'

/**
 * The e-mail decoder behind a lazy boundary: only pages whose content shows an address load it
 * (rich text renders on every page). Rendered on the server as before.
 */
export const EncodedEmail = dynamic(() =>
  import('./EncodedEmail.client').then((m) => m.EncodedEmail),
)
