import { draftMode } from 'next/headers'

export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const referer = request.headers.get('referer')
  const back = referer ? new URL(referer).pathname : '/'
  return new Response(null, { status: 307, headers: { Location: back } })
}
