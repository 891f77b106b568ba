import { getPayloadClient } from '@/data/payload'
import { confirmSeatWithoutScript } from '@/features/events/app'

type Context = { params: Promise<{ locale: string }> }

/** The confirm page's button: confirms the held seat, 303 to the answer. */
export async function POST(request: Request, { params }: Context) {
  return confirmSeatWithoutScript(getPayloadClient, request, (await params).locale)
}
