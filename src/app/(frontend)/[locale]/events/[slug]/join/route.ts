import { getPayloadClient } from '@/data/payload'
import { joinWithoutScript } from '@/features/events/app'

type Context = { params: Promise<{ locale: string; slug: string }> }

/** The join form posted without JavaScript: 303 to the event page with the outcome. */
export async function POST(request: Request, { params }: Context) {
  const { locale, slug } = await params
  return joinWithoutScript(getPayloadClient, request, locale, slug)
}
