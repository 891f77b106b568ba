'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** In the admin's live-preview frame: re-render the page each time the editor's draft is saved. */
export function LivePreviewListener() {
  const router = useRouter()
  const serverURL = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
}
