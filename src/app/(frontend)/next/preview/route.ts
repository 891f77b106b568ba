import config from '@payload-config'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'

/**
 * Entered from the admin's preview and live-preview frame: a signed-in editor gets draft mode
 * (drafts shown, cache bypassed) and is sent to the page's public path.
 */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayload({ config })
  const { searchParams } = new URL(request.url)
  const path = searchParams.get('path') ?? ''
  // Only same-site paths: never an open redirect.
  if (!path.startsWith('/') || path.startsWith('//')) {
    return Response.json({ error: 'A site path starting with / is required.' }, { status: 400 })
  }
  const { user } = await payload.auth({ headers: request.headers })
  const draft = await draftMode()
  if (!user) {
    draft.disable()
    return Response.json({ error: 'Sign in to the admin to preview drafts.' }, { status: 403 })
  }
  draft.enable()
  return new Response(null, { status: 307, headers: { Location: path } })
}
