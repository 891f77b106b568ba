import config from '@payload-config'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'

import { draftViewer } from '@/collections/Users/drafts'

import { sitePath } from './site-path'

/**
 * Entered from the admin's preview and live-preview frame: a signed-in editor gets draft mode
 * (drafts shown, cache bypassed) and is sent to the page's public path. Pages check the session
 * again on every request (`isDraftMode`): the cookie alone shows no drafts.
 */
export async function GET(request: Request): Promise<Response> {
  const { searchParams } = new URL(request.url)
  // Only same-site paths: never an open redirect.
  const path = sitePath(searchParams.get('path'))
  if (!path) {
    return Response.json(
      { error: 'A path on this site, starting with a single /, is required.' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const payload = await getPayload({ config })
  const user = await draftViewer(payload, request.headers)
  const draft = await draftMode()
  if (!user) {
    draft.disable()
    return Response.json(
      { error: 'Sign in to the admin to preview drafts.' },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  draft.enable()
  return new Response(null, {
    status: 307,
    headers: { Location: path, 'Cache-Control': 'no-store' },
  })
}
