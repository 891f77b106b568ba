/** "Download my data": the signed-in visitor's account as JSON (no password hash, no session). */
import 'server-only'

import type { GetPayload } from '@/lib/compat/request-context'

import { VISITORS_SLUG } from '../collections/Visitors/config'
import { signedInVisitor } from './session'

export async function visitorDataRoute(
  getPayload: GetPayload,
  request: Request,
): Promise<Response> {
  const payload = await getPayload()
  const visitor = await signedInVisitor(payload, request.headers)
  if (!visitor) {
    return Response.json(
      { error: 'Log in first.' },
      { status: 401, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const doc = await payload.findByID({ collection: VISITORS_SLUG, id: visitor.id, depth: 0 })
  const data = {
    email: doc.email,
    nickname: doc.nickname,
    link: doc.link ?? null,
    address: doc.address ?? null,
    locale: doc.locale,
    verified: Boolean(doc.verified),
    verifiedAt: doc.verifiedAt ?? null,
    consentAt: doc.consentAt,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="my-account.json"',
      'Cache-Control': 'no-store',
    },
  })
}
