import { draftMode } from 'next/headers'

import { sitePath } from '../preview/site-path'

/** Leaves draft mode and goes back to the page it came from on this site (else the home page). */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  return new Response(null, {
    status: 307,
    headers: { Location: backTo(request), 'Cache-Control': 'no-store' },
  })
}

/** The Referer's path when it is a page of this site; `/` for a missing, foreign or bad one. */
function backTo(request: Request): string {
  const referer = request.headers.get('referer')
  if (!referer) return '/'
  try {
    const from = new URL(referer)
    const here = new URL(request.url)
    const host = request.headers.get('host')
    const sameSite = from.origin === here.origin || (host !== null && from.host === host)
    if (!sameSite) return '/'
    return sitePath(`${from.pathname}${from.search}`) ?? '/'
  } catch {
    return '/'
  }
}
