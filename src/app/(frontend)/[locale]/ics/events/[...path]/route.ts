import { getPayloadClient } from '@/data/payload'
import { icalRoute } from '@/features/events/app'

type Context = { params: Promise<{ locale: string; path: string[] }> }

// Reads the database per request (events change); the answer is cached briefly by clients.
export const dynamic = 'force-dynamic'

/** iCal files of the events pages; `next.config.ts` rewrites `/events/….ics` here. */
export async function GET(_request: Request, { params }: Context) {
  const { locale, path } = await params
  return icalRoute(getPayloadClient, locale, path)
}
