import { getPayloadClient } from '@/data/payload'
import { newsletterRoutes } from '@/features/newsletter/app'

export const dynamic = 'force-dynamic'

/** The newsletter form posted without JavaScript. */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return newsletterRoutes(getPayloadClient).formPost(request, (await params).locale)
}
