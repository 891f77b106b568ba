import { getPayloadClient } from '@/data/payload'
import { confirmCancel } from '@/features/events/app'

type Context = { params: Promise<{ locale: string }> }

/** The cancel confirmation: frees the seat, promotes the next in line, 303 to the answer. */
export async function POST(request: Request, { params }: Context) {
  return confirmCancel(getPayloadClient, request, (await params).locale)
}
