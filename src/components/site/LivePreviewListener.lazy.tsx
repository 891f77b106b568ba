'use client'

import dynamic from 'next/dynamic'

/**
 * The live-preview listener behind a lazy boundary: the layout renders DraftBanner on every page,
 * so a static import would ship Payload's live-preview client to every visitor; this way only an
 * editor's preview loads it.
 */
export const LivePreviewListener = dynamic(() =>
  import('./LivePreviewListener.client').then((m) => m.LivePreviewListener),
)
