import { revalidatePublicSite } from '@/utilities/page-cache'
import { isRevalidationToken } from '@/utilities/revalidation-token'

/**
 * Revalidates the public site for code that runs outside a Next request (scheduled publishing in
 * Payload's job runner): it calls this route over loopback (see hooks/revalidate.ts). Only this
 * server knows the token; anyone else gets the same 404 as any unknown address.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isRevalidationToken(request.headers.get('x-revalidate-token'))) {
    return new Response('Not found', { status: 404 })
  }
  revalidatePublicSite()
  return new Response(null, { status: 204 })
}
